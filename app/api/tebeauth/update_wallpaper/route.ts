import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNER_ONLY_SETTINGS, UpdateWallpaperInput } from "@/lib/homesettings/schemas";
import { updateWallpaper } from "@/lib/homesettings/service";

export const POST = route({ roles: OWNER, refusal: OWNER_ONLY_SETTINGS, body: UpdateWallpaperInput }, async ({ caller, body }) => {
  return updateWallpaper(caller, body.wallpaper_name);
});
