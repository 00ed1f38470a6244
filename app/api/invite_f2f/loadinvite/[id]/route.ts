import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { loadInvite } from "@/lib/invites/service";

// GET loadinvite/{inviteId}: one invite of the owner's home, for the editor.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams }, async ({ caller, params }) => loadInvite(caller, params.id));
