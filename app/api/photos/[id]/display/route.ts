import { z } from "zod";
import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { DisplayQuery, FileId } from "@/lib/media/schemas";
import { imageResponse, photoDisplayForCaller } from "@/lib/thumbnails/service";

// GET /api/photos/{id}/display[?v=version]: a photo's display rendition, a
// JPEG of at most 1600 px (HEIC and big originals in the slideshow and the
// photo popup; see lib/media/display-rules.ts). Signed-in callers of the
// photo's home only. With the current version in ?v= it may be kept a year.

const Params = z.object({ id: FileId });

export const GET = route({ roles: VIEWERS, params: Params, query: DisplayQuery }, async ({ caller, params, query, req }) =>
  imageResponse(await photoDisplayForCaller(caller, params.id, query.v), req, "private, no-cache"),
);
