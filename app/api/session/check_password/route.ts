import { handle } from "@/lib/http/handle";
import { ok } from "@/lib/http/envelope";
import { parseJson } from "@/lib/http/parse";
import { CheckPasswordInput } from "@/lib/accounts/schemas";
import { signInWithKey } from "@/lib/accounts/signin";

export const POST = handle(async (req) => {
  const { name, cookies } = await signInWithKey(req, (await parseJson(req, CheckPasswordInput)).key);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return ok({ name, loginUserType: "owner" }, { headers });
});
