import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { ytPath } from "@/lib/collections/service";

// GET ytpath: the root of the online videos.
export const GET = route({ roles: VIEWERS }, async ({ caller }) => ytPath(caller));
