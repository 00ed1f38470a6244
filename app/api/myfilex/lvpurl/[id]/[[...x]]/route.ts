import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { lvpUrl } from "@/lib/media/player";
import { LvpUrlParams } from "@/lib/media/schemas";

// GET /api_myfilex/lvpurl/{id}[/{x}]: data is the video's stream URL /media_lv_video_root/{b64}.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, LvpUrlParams);
  return lvpUrl(caller, id);
});
