import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { browseSubdirs } from "@/lib/media/home-browse";
import { HomeParams, SubdirsQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/subdirs?relpath&page&page_size (page 0, size 60, at most 200):
// {dir_info, dir_files, page, page_size, next_page (-1: no more)}.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, HomeParams);
  const { relpath, page, page_size } = parseQuery(req, SubdirsQuery);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return browseSubdirs(caller, id, relpath, page, page_size, thumbs);
});
