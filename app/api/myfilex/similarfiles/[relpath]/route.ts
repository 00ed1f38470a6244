import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { similarFiles } from "@/lib/media/player";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/similarfiles/{encodedFileRelpath}: the photos and videos of
// the file's folder, the file's type first, each with id.
export const GET = route({ roles: VIEWERS, params: RelpathParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { relpath } = params;
  const { thumbs } = query;
  return similarFiles(caller, relpath, thumbs);
});
