import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { isReady } from "@/lib/search/service";

// GET is_gidx_ready: data true once every item can be found (starts a rebuild of rows from before search existed).
export const GET = route({ roles: VIEWERS, changesOnGet: true }, async ({ caller }) => isReady(caller, "f2f"));
