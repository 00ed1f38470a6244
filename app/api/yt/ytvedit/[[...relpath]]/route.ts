import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { RelpathParams } from "@/lib/collections/schemas";
import { listForEdit } from "@/lib/collections/service";

// GET ytvedit[/{en_relpath}]: everything at once for the editor (page -1).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, RelpathParams);
  return listForEdit(caller, relpath);
});
