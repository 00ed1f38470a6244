import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { getWallpapers } from "@/lib/homesettings/service";

const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => getWallpapers(caller));

export { read as GET, read as POST };
