import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { VideoParams } from "@/lib/collections/schemas";
import { OWNERS_ONLY, deleteVideo } from "@/lib/collections/service";

// GET deleteyt/{youtube id or its b64}/{en_relpath}: removes the video from the category.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { id, relpath } = await parseParams(ctx, VideoParams);
  return deleteVideo(caller, id, relpath);
}, { changesOnGet: true });
