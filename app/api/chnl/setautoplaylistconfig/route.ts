import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AutoPlayConfigBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, setAutoPlayConfig } from "@/lib/channels/service";

// POST setautoplaylistconfig {autoChannels} or {autoplay_channels, channel_order}: owners only.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: AutoPlayConfigBody }, async ({ caller, body }) => {
  return setAutoPlayConfig(caller, body);
});
