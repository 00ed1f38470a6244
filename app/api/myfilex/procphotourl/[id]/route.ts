import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { procFileUrl } from "@/lib/media/player";
import { IdParams, ThumbsQuery } from "@/lib/media/schemas";

// GET /api_myfilex/procphotourl/{id}: {en_file_relpath, title, relpath, dir_files (the folder's photos)}.
export const GET = route({ roles: VIEWERS, params: IdParams, query: ThumbsQuery }, async ({ caller, params, query }) => {
  const { id } = params;
  const { thumbs } = query;
  return procFileUrl(caller, id, "photo", thumbs);
});
