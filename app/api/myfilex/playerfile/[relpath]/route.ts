import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { assertInviteCodeOf } from "@/lib/invites/service";
import { playerFile } from "@/lib/media/player";
import { RelpathParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerfile/{encodedRelpath}[?invite_code]: one photo or video item (file_name_url streams it).
// A lens invitee (its invite session) reads the files of its lens only; its ?invite_code must name its own invite.
export const GET = route(
  { roles: [...VIEWERS, "lens_invitee"], params: RelpathParams, query: InviteCodeQuery.extend(ThumbsQuery.shape) },
  async ({ caller, ctx, params: { relpath }, query: { thumbs, invite_code } }) => {
    await assertInviteCodeOf(caller, ctx, invite_code);
    return playerFile(caller, relpath, thumbs);
  },
);
