import { z } from "zod";

// Inputs of the agent token calls (client-safe: the settings form reuses them).

export const AGENT_TOKEN_NAME_INVALID = "Give the agent a name of 1 to 40 characters.";

export const NewAgentToken = z.object({ name: z.string().trim().min(1, AGENT_TOKEN_NAME_INVALID).max(40, AGENT_TOKEN_NAME_INVALID) });

export const AgentTokenParams = z.object({ tokenId: z.uuid("Agent token not found.") });
