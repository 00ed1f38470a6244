import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { browseSubdirsBrief } from "@/lib/media/home-browse";
import { HomeParams, SubdirsBriefQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/subdirsbrief?relpath: the folder's first page, brief (as dirfilesbrief).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, HomeParams);
  const { relpath } = parseQuery(req, SubdirsBriefQuery);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return browseSubdirsBrief(caller, id, relpath, thumbs);
});
