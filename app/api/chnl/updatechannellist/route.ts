import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { MediaListBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, updateChannelList } from "@/lib/channels/service";

// POST updatechannellist {file_name, media_list}: the whole list in its new order.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return updateChannelList(caller, await parseJson(req, MediaListBody));
});
