import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AutoPlayConfigBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { setAutoPlayConfig } from "@/lib/channels/service";

// POST setautoplaylistconfig {autoChannels} or {autoplay_channels, channel_order}: owners only.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: AutoPlayConfigBody }, async ({ caller, body }) => {
  return setAutoPlayConfig(caller, body);
});
