import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { VideoBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { deleteChannelVideo } from "@/lib/channels/service";

// POST deletechannelvideo {file_name, video_relpath}.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: VideoBody }, async ({ caller, body }) => {
  return deleteChannelVideo(caller, body);
});
