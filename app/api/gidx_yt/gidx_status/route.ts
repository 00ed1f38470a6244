import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { status } from "@/lib/search/service";

// GET gidx_status: {state, ready, items_indexed, total, started_at, finished_at}.
export const GET = handle(async (req) => status(await requireCaller(req), "yt"), { changesOnGet: true });
