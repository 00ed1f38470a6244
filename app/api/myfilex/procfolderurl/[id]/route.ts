import { handle } from "@/lib/http/handle";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { procFolderUrl } from "@/lib/media/player";
import { IdParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/procfolderurl/{id}: {en_file_relpath, title, relpath, dir_files (first page)}.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, IdParams);
  const { thumbs } = parseQuery(req, ThumbsQuery);
  return procFolderUrl(caller, id, thumbs);
});
