import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { OWNERS_ONLY, startIndex } from "@/lib/search/service";

// GET start_gidx: rebuilds the home's search index in the background (owner only); data: its status.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, changesOnGet: true }, async ({ caller }) => startIndex(caller, "yt"));
