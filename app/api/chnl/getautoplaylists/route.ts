import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { autoPlaylists } from "@/lib/channels/service";

// getautoplaylists: the checked channels in play order, each keyed by its name.
const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller, ctx }) => autoPlaylists(caller, ctx.locale));

export { read as GET, read as POST };
