import { z } from "zod";
import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { imageResponse, thumbnailForCaller } from "@/lib/thumbnails/service";
import { fileIdWith } from "@/lib/media/schemas";

// GET /api/thumbs/{id}[?v=version]: a WebP thumbnail for the app's own pages.
// Page URLs carry the thumbnail's version, so the browser may keep it for a year.

const Params = z.object({ id: fileIdWith("Invalid file id.") });

export const GET = route({ roles: VIEWERS, params: Params }, async ({ caller, params, req }) =>
  imageResponse(await thumbnailForCaller(caller, params.id), req, "private, max-age=60"),
);
