import { handle } from "@/lib/http/handle";
import { parseJson } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { RenameBody } from "@/lib/channels/schemas";
import { renameChannel } from "@/lib/channels/service";

// POST updatechannelname {file_name, new_name (url-safe base64)}.
export const POST = handle(async (req) => {
  const caller = await requireCaller(req);
  return renameChannel(caller, await parseJson(req, RenameBody));
});
