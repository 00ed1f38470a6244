import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { dirFilesAll } from "@/lib/media/browse";
import { DirFilesAllParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/dirfilesall[/{page}[/{encodedRelpath}]]: data is a JSON
// string {dir_files, dir_info, page, breadcrumb, breadcrumbfull}; page 0 first,
// -1 when everything is loaded. Without a relpath: the home's first media root.
// Thumbnails base64, or URLs with ?thumbs=url (the app's own pages).
export const GET = route({ roles: VIEWERS, params: DirFilesAllParams, query: ThumbsQuery }, async ({ caller, params: { params }, query: { thumbs } }) => {
  return JSON.stringify(await dirFilesAll(caller, params.page, params.relpath, thumbs));
});
