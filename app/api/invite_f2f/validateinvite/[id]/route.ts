import { route } from "@/lib/http/route";
import { CodeParams, ValidateBody } from "@/lib/invites/schemas";
import { validateInvite } from "@/lib/invites/service";

// POST validateinvite/{inviteCode} {passcode}: opens an invite session (its cookie) and counts one view.
// Anyone may try: the passcode and the attempt limits decide.
export const POST = route({ roles: "anyone", params: CodeParams, body: ValidateBody }, async ({ ctx, params, body }) =>
  validateInvite(ctx, params.id, body.passcode),
);
