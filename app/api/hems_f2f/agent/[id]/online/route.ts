import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { requireCaller } from "@/lib/auth/session";
import { agentOnline } from "@/lib/media/home-browse";
import { HomeParams } from "@/lib/media/schemas";

// GET /api_hems_f2f/agent/{home number}/online: {online: true} for the caller's own home.
export const GET = handle(async (req, ctx) => {
  const caller = await requireCaller(req);
  const { id } = await parseParams(ctx, HomeParams);
  return agentOnline(caller, id);
});
