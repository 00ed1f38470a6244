import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { playerParam } from "@/lib/media/player";
import { PlayerParamParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerparam[/{id}][?invite_code]: {item, dir_name, dir_relpath, en_dir_relpath, video_list};
// without an id the home's last played file, or null.
// ?invite_code: checked for shape only; there are no lens invites yet to widen access with.
export const GET = route(
  { roles: VIEWERS, params: PlayerParamParams, query: InviteCodeQuery.extend(ThumbsQuery.shape) },
  async ({ caller, params: { id }, query: { thumbs } }) => playerParam(caller, id, thumbs),
);
