import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { dirFilesAll } from "@/lib/media/browse";
import { DirFilesAllParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/dirfilesall[/{page}[/{encodedRelpath}]]: data is a JSON
// string {dir_files, dir_info, page, breadcrumb, breadcrumbfull}; page 0 first,
// -1 when everything is loaded. Without a relpath: the home's first media root.
// Thumbnails base64, or URLs with ?thumbs=url (the app's own pages).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { params } = await parseParams(ctx, DirFilesAllParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return JSON.stringify(await dirFilesAll(caller, params.page, params.relpath, thumbs));
});
