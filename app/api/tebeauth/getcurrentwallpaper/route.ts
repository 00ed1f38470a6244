import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { getCurrentWallpaper } from "@/lib/homesettings/service";

const read = handle(async (req) => getCurrentWallpaper(await requireCaller(req)));

export { read as GET, read as POST };
