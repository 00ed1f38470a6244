import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { autoPlayConfig } from "@/lib/channels/service";

// getautoplaylistconfig: {autoplay_channels, channel_order}.
const read = handle(async (req) => autoPlayConfig(await requireCaller(req)));

export { read as GET, read as POST };
