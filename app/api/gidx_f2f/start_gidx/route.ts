import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { OWNERS_ONLY, startIndex } from "@/lib/search/service";

// GET start_gidx: rebuilds the home's search index in the background (owner only); data: its status.
export const GET = handle(async (req) => startIndex(await requireOwner(req, OWNERS_ONLY), "f2f"), { changesOnGet: true });
