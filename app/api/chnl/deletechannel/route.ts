import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { FileNameBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, deleteChannel } from "@/lib/channels/service";

// POST deletechannel {file_name}: the channel, its items and its auto-play entry.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: FileNameBody }, async ({ caller, body }) => {
  return deleteChannel(caller, body);
});
