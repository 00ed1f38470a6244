import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { BriefQuery, RelpathParams } from "@/lib/collections/schemas";
import { listCategories } from "@/lib/collections/service";

// GET ytv[/{en_relpath}]?brief=true|false: each category (or the named one) with its videos.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  return listCategories(caller, parseQuery(req, BriefQuery), relpath);
});
