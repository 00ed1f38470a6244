import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { deleteAllInvites } from "@/lib/invites/service";

// GET deleteallinvites/{lensId}: deletes every invite of the lens (their visitors' sessions end with them).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams, changesOnGet: true }, async ({ caller, params }) =>
  deleteAllInvites(caller, params.id),
);
