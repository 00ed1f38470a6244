import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { OWNER_ONLY_SETTINGS, UpdateHomeNameInput } from "@/lib/homesettings/schemas";
import { updateHomeName } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNER_ONLY_SETTINGS);
  return updateHomeName(caller, (await parseJson(req, UpdateHomeNameInput)).home_name);
});
