import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNER_ONLY_SETTINGS, UpdateBadgeColorInput } from "@/lib/homesettings/schemas";
import { updateBadgeColor } from "@/lib/homesettings/service";

export const POST = route({ roles: OWNER, refusal: OWNER_ONLY_SETTINGS, body: UpdateBadgeColorInput }, async ({ caller, body }) => {
  return updateBadgeColor(caller, body.badge_color);
});
