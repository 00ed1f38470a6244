import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { initLvAutoPlay } from "@/lib/media/player";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/initlvautoplay/{encodedRelpath}: {dir_name, video_list, ...} of the folder (or the file's folder).
export const GET = route({ roles: VIEWERS, params: RelpathParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { relpath } = params;
  const { thumbs } = query;
  return initLvAutoPlay(caller, relpath, thumbs);
});
