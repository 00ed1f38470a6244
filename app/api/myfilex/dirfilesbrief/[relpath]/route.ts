import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { dirFilesBrief } from "@/lib/media/browse";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/dirfilesbrief/{encodedRelpath}: data is a JSON string
// {dir_files (first page, brief fields), dir_info, page}; thumbnails base64, or URLs with ?thumbs=url.
export const GET = route({ roles: VIEWERS, params: RelpathParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { relpath } = params;
  const { thumbs } = query;
  return JSON.stringify(await dirFilesBrief(caller, relpath, thumbs));
});
