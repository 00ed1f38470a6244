import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { autoPlayConfig } from "@/lib/channels/service";

// getautoplaylistconfig: {autoplay_channels, channel_order}.
const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => autoPlayConfig(caller));

export { read as GET, read as POST };
