import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { FileNameBody } from "@/lib/channels/schemas";
import { channelPlaylist } from "@/lib/channels/service";

// POST getchannelplaylist {file_name}: the channel with its items resolved for playing.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return channelPlaylist(caller, await parseJson(req, FileNameBody));
});
