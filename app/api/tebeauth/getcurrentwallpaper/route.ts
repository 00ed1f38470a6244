import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { getCurrentWallpaper } from "@/lib/homesettings/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => getCurrentWallpaper(caller));

export { read as GET, read as POST };
