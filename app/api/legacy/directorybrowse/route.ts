import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { DirectoryBrowseQuery } from "@/lib/articles/schemas";
import { parseMpiParam } from "@/lib/articles/service";

// GET /directorybrowse?type=parse_mpi_param&mpi={/lv/... or /yv/... link}: the
// media param an article's card carries, in parts {type, media_id, relpath}.
export const GET = route({ roles: VIEWERS, query: DirectoryBrowseQuery }, async ({ query }) => parseMpiParam(query.mpi));
