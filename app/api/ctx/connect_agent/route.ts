import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { AgentConnectionInput, connectAgent } from "@/lib/agent/upstream";

// POST /api_ctx/connect_agent {upstream_url, token}: saves the hosted service and connects this home's agent to it.
export const POST = route({ roles: OWNER, body: AgentConnectionInput }, ({ caller, body }) => connectAgent(caller, body));
