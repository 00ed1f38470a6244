import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { VideoBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, addChannelVideo } from "@/lib/channels/service";

// POST addchannelvideo {file_name, video_relpath}: appends a /yv/ or /lv/ link copied from this site.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return addChannelVideo(caller, await parseJson(req, VideoBody));
});
