import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseFile } from "@/lib/media/home-browse";
import { FileQuery, HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/file?file_relpath=<root>/<path>: the home face
// redirects (302) to the file's stream URL; the hosted face streams it through the home's agent.
export const GET = route({ roles: VIEWERS, params: HomeParams, query: FileQuery, mediaBytes: true }, async ({ caller, params, query, req }) => {
  const reply = await browseFile(caller, params.id, query.file_relpath, { method: req.method === "HEAD" ? "HEAD" : "GET", headers: req.headers });
  if ("redirect" in reply) return new Response(null, { status: 302, headers: { Location: reply.redirect, "Cache-Control": "no-store" } });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
});
