import { route } from "@/lib/http/route";
import { RelpathParams } from "@/lib/media/schemas";
import { OWNERS_ONLY, lensPhoto } from "@/lib/lenses/service";

// GET getphoto/{encodedRelpath}: {img64, file_name, create_time_original, create_time} of a photo
// (url-safe base64 of its media relpath, like /api_myfilex/playerfile). The owner, or the invitee for its lens's photos.
export const GET = route({ roles: ["owner", "lens_invitee"], refusal: OWNERS_ONLY, params: RelpathParams }, async ({ caller, params }) =>
  lensPhoto(caller, params.relpath),
);
