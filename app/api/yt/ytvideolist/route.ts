import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseJson } from "@/lib/http/parse";
import { VideoListInput } from "@/lib/collections/schemas";
import { videoList } from "@/lib/collections/service";

// POST ytvideolist {en_relpath | relpath}: {dir_name, en_relpath, video_list}.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return videoList(caller, await parseJson(req, VideoListInput));
});
