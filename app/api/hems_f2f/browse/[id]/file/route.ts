import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { browseFileUrl } from "@/lib/media/home-browse";
import { FileQuery, HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/file?file_relpath=<root>/<path>: 302 to the file's stream URL.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, HomeParams);
  const { file_relpath } = parseQuery(req, FileQuery);
  const location = await browseFileUrl(caller, id, file_relpath);
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
});
