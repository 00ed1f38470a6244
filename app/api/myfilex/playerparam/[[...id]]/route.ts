import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { assertInviteCodeOf } from "@/lib/invites/service";
import { playerParam } from "@/lib/media/player";
import { PlayerParamParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerparam[/{id}][?invite_code]: {item, dir_name, dir_relpath, en_dir_relpath, video_list};
// without an id the home's last played file, or null.
// A lens invitee (its invite session) reads the files of its lens only; its ?invite_code must name its own invite.
export const GET = route(
  { roles: [...VIEWERS, "lens_invitee"], params: PlayerParamParams, query: InviteCodeQuery.extend(ThumbsQuery.shape) },
  async ({ caller, ctx, params: { id }, query: { thumbs, invite_code } }) => {
    await assertInviteCodeOf(caller, ctx, invite_code);
    return playerParam(caller, id, thumbs);
  },
);
