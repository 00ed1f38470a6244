import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { browseMedia } from "@/lib/media/home-browse";
import { HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/media: the home's media roots (as dirfilesroot).
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, HomeParams);
  return browseMedia(caller, id);
});
