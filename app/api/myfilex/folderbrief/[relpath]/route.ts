import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { folderBrief } from "@/lib/media/browse";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/folderbrief/{encodedRelpath}: data is a list of up to 4
// photo and video items of the folder, thumbnails as base64 data URLs (URLs
// with ?thumbs=url, what the folder cards of the app's pages ask for).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return folderBrief(caller, relpath, thumbs);
});
