import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { VideoBody } from "@/lib/channels/schemas";
import { deleteChannelVideo } from "@/lib/channels/service";

// POST deletechannelvideo {file_name, video_relpath}.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return deleteChannelVideo(caller, await parseJson(req, VideoBody));
});
