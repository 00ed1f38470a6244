import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { autoPlaylists } from "@/lib/channels/service";

// getautoplaylists: the checked channels in play order, each keyed by its name.
const read = handle(async (req) => autoPlaylists(await requireCaller(req)));

export { read as GET, read as POST };
