import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { disconnectAgent } from "@/lib/agent/upstream";

// POST /api_ctx/disconnect_agent: forgets the saved hosted service and disconnects this home's agent.
export const POST = route({ roles: OWNER }, ({ caller }) => disconnectAgent(caller));
