import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { playerFile } from "@/lib/media/player";
import { RelpathParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerfile/{encodedRelpath}[?invite_code]: one photo or video item (file_name_url streams it).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  // ?invite_code: checked for shape only; there are no lens invites yet to widen access with.
  parseQuery(req, InviteCodeQuery);
  const { relpath } = await parseParams(ctx, RelpathParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return playerFile(caller, relpath, thumbs);
});
