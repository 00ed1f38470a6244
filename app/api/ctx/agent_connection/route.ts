import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { agentConnection } from "@/lib/agent/upstream";

// GET /api_ctx/agent_connection: where this home's agent connects and whether it is connected (owner, home face).
export const GET = route({ roles: OWNER }, ({ caller }) => agentConnection(caller));
