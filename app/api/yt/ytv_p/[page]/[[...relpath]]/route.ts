import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { PageParams } from "@/lib/collections/schemas";
import { listPage } from "@/lib/collections/service";

// GET ytv_p/{page}[/{en_relpath}]: one page of a category's videos (or of the categories): data[0] = {dir_files, dir_info, page}.
export const GET = route({ roles: VIEWERS, params: PageParams }, async ({ caller, params }) => {
  const { page, relpath } = params;
  return listPage(caller, page, relpath);
});
