import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { VideoBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, deleteChannelVideo } from "@/lib/channels/service";

// POST deletechannelvideo {file_name, video_relpath}.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: VideoBody }, async ({ caller, body }) => {
  return deleteChannelVideo(caller, body);
});
