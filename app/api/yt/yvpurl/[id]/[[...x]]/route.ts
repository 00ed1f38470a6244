import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { VideoParams } from "@/lib/collections/schemas";
import { yvpUrl } from "@/lib/collections/service";

// GET yvpurl/{youtube id}[/{en_relpath}]: the video to play (data.file_name is its title).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id, relpath } = await parseParams(ctx, VideoParams);
  return yvpUrl(caller, id, relpath);
});
