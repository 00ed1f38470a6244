import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { dirFilesAll } from "@/lib/media/browse";
import { ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex//0: the documents' "root //0", an empty relpath at page 0.
// Next answers a path with repeated slashes with a 308 to the path with one
// ("/api_myfilex/0"), which the rewrite brings here. Our reading of the root:
// page 0 of the top of the file browser, the same reply as dirfilesall
// without a relpath (data a JSON string).
export const GET = route({ roles: VIEWERS, query: ThumbsQuery }, async ({ caller, query }) => {
  const { thumbs } = query;
  return JSON.stringify(await dirFilesAll(caller, 0, undefined, thumbs));
});
