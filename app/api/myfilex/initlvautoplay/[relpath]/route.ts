import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { initLvAutoPlay } from "@/lib/media/player";
import { EncodedRelpathParams } from "@/lib/media/player-params";

// GET /api_myfilex/initlvautoplay/{encodedRelpath}: {dir_name, video_list, ...} of the folder (or the file's folder).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, EncodedRelpathParams);
  return initLvAutoPlay(caller, relpath);
});
