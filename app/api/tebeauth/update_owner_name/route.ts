import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { OWNER_ONLY_SETTINGS, UpdateOwnerNameInput } from "@/lib/homesettings/schemas";
import { updateOwnerName } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNER_ONLY_SETTINGS);
  return updateOwnerName(caller, (await parseJson(req, UpdateOwnerNameInput)).owner_name);
});
