import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { AutoPlayConfigBody } from "@/lib/channels/schemas";
import { setAutoPlayConfig } from "@/lib/channels/service";

// POST setautoplaylistconfig {autoChannels} or {autoplay_channels, channel_order}: owners only.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return setAutoPlayConfig(caller, await parseJson(req, AutoPlayConfigBody));
});
