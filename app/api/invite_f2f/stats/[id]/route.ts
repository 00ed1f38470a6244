import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { inviteStats } from "@/lib/invites/service";

// GET stats/{inviteId}: views used and left, time left, first and last view.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams }, async ({ caller, params }) => inviteStats(caller, params.id));
