import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { browseMedia } from "@/lib/media/home-browse";
import { HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/browse/{home number}/media: the home's media roots (as dirfilesroot).
export const GET = route({ roles: VIEWERS, params: HomeParams }, async ({ caller, params }) => {
  const { id } = params;
  return browseMedia(caller, id);
});
