import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { MediaListBody, OWNERS_ONLY } from "@/lib/channels/schemas";
import { updateChannelList } from "@/lib/channels/service";

// POST updatechannellist {file_name, media_list}: the whole list in its new order.
export const POST = route({ roles: OWNER, refusal: OWNERS_ONLY, body: MediaListBody }, async ({ caller, body, ctx }) => {
  return updateChannelList(caller, body, ctx.locale);
});
