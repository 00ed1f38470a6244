import fresh from "fresh";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { thumbnailForCaller } from "@/lib/thumbnails/service";
import { fileIdWith } from "@/lib/media/schemas";

// GET /api/thumbs/{id}[?v=version]: a WebP thumbnail for the app's own pages.
// Page URLs carry the thumbnail's version, so the browser may keep it for a year.

const Params = z.object({ id: fileIdWith("Invalid file id.") });

export const GET = route({ roles: VIEWERS, params: Params }, async ({ caller, params, req }) => {
  const { id } = params;
  const image = await thumbnailForCaller(caller, id);
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": image.immutable ? "private, max-age=31536000, immutable" : "private, max-age=60",
    ETag: image.etag,
  };
  if (fresh({ "if-none-match": req.headers.get("if-none-match") ?? undefined }, { etag: image.etag })) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(image.body), { headers: { ...headers, "Content-Length": String(image.body.length) } });
});
