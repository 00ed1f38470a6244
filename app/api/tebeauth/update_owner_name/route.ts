import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { UpdateOwnerNameInput } from "@/lib/homesettings/schemas";
import { updateOwnerName } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return updateOwnerName(caller, (await parseJson(req, UpdateOwnerNameInput)).owner_name);
});
