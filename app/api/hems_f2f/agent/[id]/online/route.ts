import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { agentOnline } from "@/lib/media/home-browse";
import { HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/agent/{home number}/online: {online, since} of the caller's own home (lib/media/home-browse.ts).
export const GET = route({ roles: VIEWERS, params: HomeParams }, async ({ caller, params }) => {
  const { id } = params;
  return agentOnline(caller, id);
});
