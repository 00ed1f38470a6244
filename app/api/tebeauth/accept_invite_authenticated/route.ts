import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { AcceptInviteAuthenticatedInput } from "@/lib/guests/schemas";
import { acceptInviteAuthenticated } from "@/lib/guests/service";

export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return acceptInviteAuthenticated(caller, req, (await parseJson(req, AcceptInviteAuthenticatedInput)).invite_token);
});
