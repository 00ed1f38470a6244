import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { VideoParams } from "@/lib/collections/schemas";
import { deleteVideo } from "@/lib/collections/service";

// GET deleteyt/{youtube id or its b64}/{en_relpath}: removes the video from the category.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id, relpath } = await parseParams(ctx, VideoParams);
  return deleteVideo(caller, id, relpath);
});
