import { route } from "@/lib/http/route";
import { ok } from "@/lib/http/envelope";
import { FirstRunSetupInput } from "@/lib/accounts/schemas";
import { completeFirstRunSetup } from "@/lib/accounts/setup";

export const POST = route({ roles: "anyone", body: FirstRunSetupInput }, async ({ body, ctx }) => {
  const { name, key, setupCode } = body;
  const result = await completeFirstRunSetup(ctx, { name, key, setupCode });
  return ok({ name: result.name, loginUserType: "owner" }, { headers: { "Set-Cookie": result.cookie } });
});
