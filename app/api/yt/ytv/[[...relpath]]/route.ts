import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { BriefQuery, RelpathParams } from "@/lib/collections/schemas";
import { listCategories } from "@/lib/collections/service";

// GET ytv[/{en_relpath}]?brief=true|false: each category (or the named one) with its videos.
export const GET = route({ roles: VIEWERS, params: RelpathParams, query: BriefQuery }, async ({ caller, params, query }) => {
  const { relpath } = params;
  return listCategories(caller, query, relpath);
});
