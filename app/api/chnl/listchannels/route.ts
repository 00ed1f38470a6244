import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { listChannels } from "@/lib/channels/service";

// listchannels: the home's channels keyed by file name, the newest first.
const read = handle(async (req) => listChannels(await requireCaller(req)));

export { read as GET, read as POST };
