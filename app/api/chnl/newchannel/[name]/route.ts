import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { EncodedNameParams } from "@/lib/channels/schemas";
import { newChannel } from "@/lib/channels/service";

// GET newchannel/{url-safe base64 name}: a new, empty channel, first in the list.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { name } = await parseParams(ctx, EncodedNameParams);
  return newChannel(caller, name);
});
