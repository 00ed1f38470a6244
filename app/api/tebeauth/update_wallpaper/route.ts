import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { OWNER_ONLY_SETTINGS, UpdateWallpaperInput } from "@/lib/homesettings/schemas";
import { updateWallpaper } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNER_ONLY_SETTINGS);
  return updateWallpaper(caller, (await parseJson(req, UpdateWallpaperInput)).wallpaper_name);
});
