import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { status } from "@/lib/search/service";

// GET gidx_status: {state, ready, items_indexed, total, started_at, finished_at}.
export const GET = route({ roles: VIEWERS, changesOnGet: true }, async ({ caller }) => status(caller, "f2f"));
