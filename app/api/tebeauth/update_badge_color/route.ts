import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { UpdateBadgeColorInput } from "@/lib/homesettings/schemas";
import { updateBadgeColor } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return updateBadgeColor(caller, (await parseJson(req, UpdateBadgeColorInput)).badge_color);
});
