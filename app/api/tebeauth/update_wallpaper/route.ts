import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { UpdateWallpaperInput } from "@/lib/homesettings/schemas";
import { updateWallpaper } from "@/lib/homesettings/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return updateWallpaper(caller, (await parseJson(req, UpdateWallpaperInput)).wallpaper_name);
});
