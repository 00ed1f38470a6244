import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { PageParams } from "@/lib/collections/schemas";
import { listPage } from "@/lib/collections/service";

// GET ytv_p/{page}[/{en_relpath}]: one page of a category's videos (or of the categories): data[0] = {dir_files, dir_info, page}.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { page, relpath } = await parseParams(ctx, PageParams);
  return listPage(caller, page, relpath);
});
