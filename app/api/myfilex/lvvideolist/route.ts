import { handle } from "@/lib/http/handle";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { lvVideoList } from "@/lib/media/player";
import { RelpathBody, ThumbsQuery } from "@/lib/media/schemas";

// POST /api_myfilex/lvvideolist {relpath: "<root>/<path>"} (a folder, or a file meaning its folder):
// {dir_name, dir_relpath, en_dir_relpath, video_list}.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseJson(req, RelpathBody);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return lvVideoList(caller, relpath, thumbs);
});
