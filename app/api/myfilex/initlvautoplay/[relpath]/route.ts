import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { initLvAutoPlay } from "@/lib/media/player";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/initlvautoplay/{encodedRelpath}: {dir_name, video_list, ...} of the folder (or the file's folder).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return initLvAutoPlay(caller, relpath, thumbs);
});
