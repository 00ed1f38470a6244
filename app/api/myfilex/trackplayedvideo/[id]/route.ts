import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { recordPlayById } from "@/lib/history/history";
import { IdParams } from "@/lib/media/schemas";

// GET /api_myfilex/trackplayedvideo/{id}: records a play of a photo or video; data true.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, IdParams);
  return recordPlayById(caller, id);
}, { changesOnGet: true });
