import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { FileNameBody } from "@/lib/channels/schemas";
import { channelPlaylist } from "@/lib/channels/service";

// POST getchannelplaylist {file_name}: the channel with its items resolved for playing.
export const POST = route({ roles: VIEWERS, body: FileNameBody, readsOnly: true }, async ({ caller, body, ctx }) => {
  return channelPlaylist(caller, body, ctx.locale);
});
