import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { playerParam } from "@/lib/media/player";
import { PlayerParamParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerparam[/{id}][?invite_code]: {item, dir_name, dir_relpath, en_dir_relpath, video_list};
// without an id the home's last played file, or null.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  // ?invite_code: checked for shape only; there are no lens invites yet to widen access with.
  parseQuery(req, InviteCodeQuery);
  const { id } = await parseParams(ctx, PlayerParamParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return playerParam(caller, id, thumbs);
});
