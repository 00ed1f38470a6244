import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseDisplay } from "@/lib/media/home-browse";
import { DisplayQuery, HomeParams, fileIdWith } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/display/{file id}[?v=version]: a photo's display rendition (a JPEG;
// HEIC and big originals, lib/media/display-rules.ts), through the home's agent on the hosted face.
const Params = HomeParams.extend({ fileId: fileIdWith("Invalid file id.") });

export const GET = route({ roles: VIEWERS, params: Params, query: DisplayQuery, mediaBytes: true }, async ({ caller, params, query, req }) =>
  browseDisplay(caller, params.id, params.fileId, query.v, req.headers),
);
