import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { VideoBody } from "@/lib/channels/schemas";
import { addChannelVideo } from "@/lib/channels/service";

// POST addchannelvideo {file_name, video_relpath}: appends a /yv/ or /lv/ link copied from this site.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return addChannelVideo(caller, await parseJson(req, VideoBody));
});
