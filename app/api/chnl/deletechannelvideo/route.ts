import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { VideoBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, deleteChannelVideo } from "@/lib/channels/service";

// POST deletechannelvideo {file_name, video_relpath}.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return deleteChannelVideo(caller, await parseJson(req, VideoBody));
});
