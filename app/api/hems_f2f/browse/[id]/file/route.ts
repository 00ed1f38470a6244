import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseFileUrl } from "@/lib/media/home-browse";
import { FileQuery, HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/file?file_relpath=<root>/<path>: 302 to the file's stream URL.
export const GET = route({ roles: VIEWERS, params: HomeParams, query: FileQuery }, async ({ caller, params, query }) => {
  const { id } = params;
  const { file_relpath } = query;
  const location = await browseFileUrl(caller, id, file_relpath);
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
});
