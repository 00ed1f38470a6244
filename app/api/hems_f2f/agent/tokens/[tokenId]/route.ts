import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { revokeAgentToken } from "@/lib/agent/tokens";
import { AgentTokenParams } from "@/lib/agent/schemas";

// DELETE /api_hems_f2f/agent/tokens/{id}: revokes the token; its agent is disconnected at once.
export const DELETE = route({ roles: OWNER, params: AgentTokenParams }, async ({ caller, params }) => {
  await revokeAgentToken(caller, params.tokenId);
  return {};
});
