import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { isReady } from "@/lib/search/service";

// GET is_gidx_ready: data true once every item can be found (starts a rebuild of rows from before search existed).
export const GET = handle(async (req) => isReady(await requireCaller(req), "yt"), { changesOnGet: true });
