import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { YoutubePlayInput } from "@/lib/collections/schemas";
import { recordYoutubePlay } from "@/lib/collections/service";

// POST /api_his_yt/phs {yt_id, relpath}: records a play of an online video; data true.
export const POST = route({ roles: VIEWERS, body: YoutubePlayInput }, async ({ caller, body }) => {
  return recordYoutubePlay(caller, body);
});
