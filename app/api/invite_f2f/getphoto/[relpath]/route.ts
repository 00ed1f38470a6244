import { route } from "@/lib/http/route";
import { RelpathParams } from "@/lib/media/schemas";
import { InviteCodeQuery } from "@/lib/invites/schemas";
import { invitePhoto } from "@/lib/invites/service";

// GET getphoto/{encodedRelpath}?invite_code=: {img64, file_name, create_time_original, create_time} of a photo of the
// invitee's lens (the owner: any photo of the home). Any other file is refused to an invitee.
export const GET = route({ roles: ["owner", "lens_invitee"], params: RelpathParams, query: InviteCodeQuery }, async ({ caller, ctx, params, query }) =>
  invitePhoto(caller, ctx, params.relpath, query.invite_code),
);
