import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { AutoPlayConfigBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, setAutoPlayConfig } from "@/lib/channels/service";

// POST setautoplaylistconfig {autoChannels} or {autoplay_channels, channel_order}: owners only.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return setAutoPlayConfig(caller, await parseJson(req, AutoPlayConfigBody));
});
