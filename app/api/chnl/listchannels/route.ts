import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { listChannels } from "@/lib/channels/service";

// listchannels: the home's channels keyed by file name, the newest first.
const read = route({ roles: VIEWERS, readsOnly: true }, async ({ caller }) => listChannels(caller));

export { read as GET, read as POST };
