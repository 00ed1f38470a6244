import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AcceptInviteAuthenticatedInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, acceptInviteAuthenticated } from "@/lib/guests/service";

export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: AcceptInviteAuthenticatedInput }, async ({ caller, body, ctx }) => {
  return acceptInviteAuthenticated(caller, ctx, body.invite_token);
});
