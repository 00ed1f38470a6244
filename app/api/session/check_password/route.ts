import { route } from "@/lib/http/route";
import { ok } from "@/lib/http/envelope";
import { CheckPasswordInput } from "@/lib/accounts/schemas";
import { signInWithKey } from "@/lib/accounts/signin";

export const POST = route({ roles: "anyone", body: CheckPasswordInput }, async ({ body, ctx }) => {
  const { name, cookies } = await signInWithKey(ctx, body.key);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return ok({ name, loginUserType: "owner" }, { headers });
});
