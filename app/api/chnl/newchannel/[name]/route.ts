import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { EncodedNameParams, OWNERS_ONLY } from "@/lib/channels/schemas";
import { newChannel } from "@/lib/channels/service";

// GET newchannel/{url-safe base64 name}: a new, empty channel, first in the list.
export const GET = route({ roles: OWNER, refusal: OWNERS_ONLY, params: EncodedNameParams, changesOnGet: true }, async ({ caller, params }) => {
  const { name } = params;
  return newChannel(caller, name);
});
