import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseSubdirs } from "@/lib/media/home-browse";
import { HomeParams, SubdirsQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/subdirs?relpath&page&page_size (page 0, size 60, at most 200):
// {dir_info, dir_files, page, page_size, next_page (-1: no more)}.
export const GET = route(
  { roles: VIEWERS, params: HomeParams, query: SubdirsQuery.extend(ThumbsQuery.shape) },
  async ({ caller, params: { id }, query: { relpath, page, page_size, thumbs } }) => browseSubdirs(caller, id, relpath, page, page_size, thumbs),
);
