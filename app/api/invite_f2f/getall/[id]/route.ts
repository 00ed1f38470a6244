import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, OWNERS_ONLY } from "@/lib/invites/schemas";
import { listInvites } from "@/lib/invites/service";

// GET getall/{lensId}: the lens's invites (id, invite_code, expires_at*, max_views, view_count, revoked, note, ...).
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams }, async ({ caller, params }) => listInvites(caller, params.id));
