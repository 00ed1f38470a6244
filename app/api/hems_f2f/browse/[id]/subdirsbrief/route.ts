import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseSubdirsBrief } from "@/lib/media/home-browse";
import { HomeParams, SubdirsBriefQuery, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/subdirsbrief?relpath: the folder's first page, brief (as dirfilesbrief).
export const GET = route(
  { roles: VIEWERS, params: HomeParams, query: SubdirsBriefQuery.extend(ThumbsQuery.shape) },
  async ({ caller, params: { id }, query: { relpath, thumbs } }) => browseSubdirsBrief(caller, id, relpath, thumbs),
);
