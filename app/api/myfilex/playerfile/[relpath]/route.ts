import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { playerFile } from "@/lib/media/player";
import { RelpathParams, InviteCodeQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/playerfile/{encodedRelpath}[?invite_code]: one photo or video item (file_name_url streams it).
// ?invite_code: checked for shape only; there are no lens invites yet to widen access with.
export const GET = route(
  { roles: VIEWERS, params: RelpathParams, query: InviteCodeQuery.extend(ThumbsQuery.shape) },
  async ({ caller, params: { relpath }, query: { thumbs } }) => playerFile(caller, relpath, thumbs),
);
