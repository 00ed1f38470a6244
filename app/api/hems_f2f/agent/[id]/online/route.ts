import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { agentOnline } from "@/lib/media/home-browse";
import { HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/agent/{home number}/online: {online: true} for the caller's own home.
export const GET = route({ roles: VIEWERS, params: HomeParams }, async ({ caller, params }) => {
  const { id } = params;
  return agentOnline(caller, id);
});
