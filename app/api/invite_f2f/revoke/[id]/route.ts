import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { revokeInvite } from "@/lib/invites/service";

// GET revoke/{inviteId}: revokes the invite and ends its visitors' sessions at once.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams, changesOnGet: true }, async ({ caller, params }) =>
  revokeInvite(caller, params.id),
);
