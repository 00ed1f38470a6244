import { handle } from "@/lib/http/handle";
import { ok } from "@/lib/http/envelope";
import { parseJson } from "@/lib/http/parse";
import { CheckUsernameInput } from "@/lib/accounts/schemas";
import { acceptName } from "@/lib/accounts/signin";

export const POST = handle(async (req) => {
  const { name, cookie } = acceptName(req, (await parseJson(req, CheckUsernameInput)).username);
  return ok(name, { headers: { "Set-Cookie": cookie } });
});
