import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { dirFilesBrief } from "@/lib/media/browse";
import { RelpathParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/dirfilesbrief/{encodedRelpath}: data is a JSON string
// {dir_files (first page, brief fields), dir_info, page}; thumbnails base64, or URLs with ?thumbs=url.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return JSON.stringify(await dirFilesBrief(caller, relpath, thumbs));
});
