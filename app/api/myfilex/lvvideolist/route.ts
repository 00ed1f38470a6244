import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { lvVideoList } from "@/lib/media/player";
import { RelpathBody, ThumbsQuery } from "@/lib/media/schemas";

// POST /api_myfilex/lvvideolist {relpath: "<root>/<path>"} (a folder, or a file meaning its folder):
// {dir_name, dir_relpath, en_dir_relpath, video_list}.
export const POST = route({ roles: VIEWERS, query: ThumbsQuery, body: RelpathBody, readsOnly: true }, async ({ caller, query, body }) => {
  const { relpath } = body;
  const { thumbs } = query;
  return lvVideoList(caller, relpath, thumbs);
});
