import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { procFolderUrl } from "@/lib/media/player";
import { IdParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/procfolderurl/{id}: {en_file_relpath, title, relpath, dir_files (first page)}.
export const GET = route({ roles: VIEWERS, params: IdParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { id } = params;
  const { thumbs } = query;
  return procFolderUrl(caller, id, thumbs);
});
