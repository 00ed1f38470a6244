import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { recordPlayById } from "@/lib/history/history";
import { IdParams } from "@/lib/media/schemas";

// GET /api_myfilex/trackplayedvideo/{id}: records a play of a photo or video; data true.
export const GET = route({ roles: VIEWERS, params: IdParams, changesOnGet: true }, async ({ caller, params }) => {
  const { id } = params;
  return recordPlayById(caller, id);
});
