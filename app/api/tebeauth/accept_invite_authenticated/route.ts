import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AcceptInviteAuthenticatedInput, OWNERS_ONLY } from "@/lib/guests/schemas";
import { acceptInviteAuthenticated } from "@/lib/guests/service";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: AcceptInviteAuthenticatedInput }, async ({ caller, body, ctx }) => {
  return acceptInviteAuthenticated(caller, ctx, body.invite_token);
});
