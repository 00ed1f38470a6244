import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { VideoParams, OWNERS_ONLY } from "@/lib/collections/schemas";
import { deleteVideo } from "@/lib/collections/service";

// GET deleteyt/{youtube id or its b64}/{en_relpath}: removes the video from the category.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: VideoParams, changesOnGet: true }, async ({ caller, params }) => {
  const { id, relpath } = params;
  return deleteVideo(caller, id, relpath);
});
