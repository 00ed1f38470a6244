import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { IdParams, UpdateInviteBody, OWNERS_ONLY } from "@/lib/invites/schemas";
import { updateInvite } from "@/lib/invites/service";

// PATCH update/{inviteId} {payload: {expiration?, view_count?, passcode?, note?}}.
export const PATCH = route({ roles: OWNER, refusal: OWNERS_ONLY, params: IdParams, body: UpdateInviteBody }, async ({ caller, params, body }) =>
  updateInvite(caller, params.id, body.payload),
);
