import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { FileNameBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { deleteChannel } from "@/lib/channels/service";

// POST deletechannel {file_name}: the channel, its items and its auto-play entry.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: FileNameBody }, async ({ caller, body }) => {
  return deleteChannel(caller, body);
});
