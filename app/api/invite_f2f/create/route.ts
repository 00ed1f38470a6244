import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { CreateInviteBody, OWNERS_ONLY } from "@/lib/invites/schemas";
import { createInvite } from "@/lib/invites/service";

// POST create {resource_id, expiration, view_count, passcode, note, invite_code?}: a new invite to a lens of the owner's home.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: CreateInviteBody }, async ({ caller, body }) => createInvite(caller, body));
