import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { getWallpapers } from "@/lib/homesettings/service";

const read = handle(async (req) => getWallpapers(await requireCaller(req)));

export { read as GET, read as POST };
