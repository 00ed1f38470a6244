import { route } from "@/lib/http/route";
import { OWNER } from "@/lib/auth/roles";
import { createAgentToken, listAgentTokens } from "@/lib/agent/tokens";
import { NewAgentToken } from "@/lib/agent/schemas";

// GET /api_hems_f2f/agent/tokens: the home's agent tokens (name, created, last seen; never the token).
export const GET = route({ roles: OWNER }, ({ caller }) => listAgentTokens(caller));

// POST /api_hems_f2f/agent/tokens {name}: a new agent token, shown this once.
export const POST = route({ roles: OWNER, body: NewAgentToken }, ({ caller, body }) => createAgentToken(caller, body.name));
