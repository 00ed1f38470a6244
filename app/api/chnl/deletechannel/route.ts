import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { FileNameBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, deleteChannel } from "@/lib/channels/service";

// POST deletechannel {file_name}: the channel, its items and its auto-play entry.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return deleteChannel(caller, await parseJson(req, FileNameBody));
});
