import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { AcceptInviteAuthenticatedInput } from "@/lib/guests/schemas";
import { OWNERS_ONLY, acceptInviteAuthenticated } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return acceptInviteAuthenticated(caller, req, (await parseJson(req, AcceptInviteAuthenticatedInput)).invite_token);
});
