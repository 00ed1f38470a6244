import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { RenameBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { renameChannel } from "@/lib/channels/service";

// POST updatechannelname {file_name, new_name (url-safe base64)}.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: RenameBody }, async ({ caller, body }) => {
  return renameChannel(caller, body);
});
