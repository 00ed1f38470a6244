import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { renewInvite } from "@/lib/invites/service";

// GET renew/{inviteId}: a new term (not revoked, views from zero, the same hours from now).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams, changesOnGet: true }, async ({ caller, params }) =>
  renewInvite(caller, params.id),
);
