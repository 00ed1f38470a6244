import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { lvpUrl } from "@/lib/media/player";
import { LvpUrlParams } from "@/lib/media/schemas";

// GET /api_myfilex/lvpurl/{id}[/{x}]: data is the video's stream URL /media_lv_video_root/{b64}.
export const GET = route({ roles: VIEWERS, params: LvpUrlParams }, async ({ caller, params }) => {
  const { id } = params;
  return lvpUrl(caller, id);
});
