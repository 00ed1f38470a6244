import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { RenameBody } from "@/lib/channels/schemas";
import { OWNERS_ONLY, renameChannel } from "@/lib/channels/service";

// POST updatechannelname {file_name, new_name (url-safe base64)}.
export const POST = handle(async (req) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  return renameChannel(caller, await parseJson(req, RenameBody));
});
