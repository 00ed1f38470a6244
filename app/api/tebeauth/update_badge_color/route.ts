import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { OWNER_ONLY_SETTINGS, UpdateBadgeColorInput } from "@/lib/homesettings/schemas";
import { updateBadgeColor } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNER_ONLY_SETTINGS);
  return updateBadgeColor(caller, (await parseJson(req, UpdateBadgeColorInput)).badge_color);
});
