import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { YoutubePlayInput } from "@/lib/collections/schemas";
import { recordYoutubePlay } from "@/lib/collections/service";

// POST /api_his_yt/phs {yt_id, relpath}: records a play of an online video; data true.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return recordYoutubePlay(caller, await parseJson(req, YoutubePlayInput));
});
