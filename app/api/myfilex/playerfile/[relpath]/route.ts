import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { playerFile } from "@/lib/media/player";
import { EncodedRelpathParams } from "@/lib/media/player-params";

// GET /api_myfilex/playerfile/{encodedRelpath}: one photo or video item (file_name_url streams it).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { relpath } = await parseParams(ctx, EncodedRelpathParams);
  return playerFile(caller, relpath);
});
