import { handle } from "@/lib/http/handle";
import { ok } from "@/lib/http/envelope";
import { parseJson } from "@/lib/http/parse";
import { FirstRunSetupInput } from "@/lib/accounts/schemas";
import { completeFirstRunSetup } from "@/lib/accounts/setup";

export const POST = handle(async (req) => {
  const { name, key, setupCode } = await parseJson(req, FirstRunSetupInput);
  const result = await completeFirstRunSetup(req, { name, key, setupCode });
  return ok({ name: result.name, loginUserType: "owner" }, { headers: { "Set-Cookie": result.cookie } });
});
