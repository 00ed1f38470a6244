import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { folderBrief } from "@/lib/media/browse";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/folderbrief/{encodedRelpath}: data is a list of up to 4
// photo and video items of the folder, thumbnails as base64 data URLs (URLs
// with ?thumbs=url, what the folder cards of the app's pages ask for).
export const GET = route({ roles: VIEWERS, params: RelpathParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { relpath } = params;
  const { thumbs } = query;
  return folderBrief(caller, relpath, thumbs);
});
