import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseThumb } from "@/lib/media/home-browse";
import { HomeParams, fileIdWith } from "@/lib/media/schemas";
import { imageResponse } from "@/lib/thumbnails/service";

// GET /api_hems_f2f/browse/{home number}/thumb/{file id}: the thumbnail of a file or folder of the home
// (through its agent on the hosted face); the subdirs call links folder covers here.
const Params = HomeParams.extend({ fileId: fileIdWith("Invalid file id.") });

export const GET = route({ roles: VIEWERS, params: Params, mediaBytes: true }, async ({ caller, params, req }) =>
  imageResponse(await browseThumb(caller, params.id, params.fileId), req, "private, max-age=60"),
);
