import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { VideoBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { addChannelVideo } from "@/lib/channels/service";

// POST addchannelvideo {file_name, video_relpath}: appends a /yv/ or /lv/ link copied from this site.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: VideoBody }, async ({ caller, body, ctx }) => {
  return addChannelVideo(caller, body, ctx.locale);
});
