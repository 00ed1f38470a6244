import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireOwner } from "@/lib/auth/session";
import { EncodedNameParams } from "@/lib/channels/schemas";
import { OWNERS_ONLY, newChannel } from "@/lib/channels/service";

// GET newchannel/{url-safe base64 name}: a new, empty channel, first in the list.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { name } = await parseParams(ctx, EncodedNameParams);
  return newChannel(caller, name);
}, { changesOnGet: true });
