import { route } from "@/lib/http/route";
import { ok } from "@/lib/http/envelope";
import { CheckUsernameInput } from "@/lib/accounts/schemas";
import { acceptName } from "@/lib/accounts/signin";

export const POST = route({ roles: "anyone", body: CheckUsernameInput, readsOnly: true }, async ({ body, ctx }) => {
  const { name, cookie } = acceptName(ctx, body.username);
  return ok(name, { headers: { "Set-Cookie": cookie } });
});
