import { queryOptions } from "@tanstack/react-query";
import { deleteJson, getJson, postJson, unwrap } from "@/lib/http/client";

// The home's agent tokens (owner): GET /api_hems_f2f/agent/tokens lists them
// (never the token itself), POST makes one and answers its token this once,
// DELETE /api_hems_f2f/agent/tokens/{id} revokes one (its agent is
// disconnected at once). A refusal throws an ApiError with the server's text.

export type AgentToken = { id: string; name: string; created: string; last_seen: string | null };
export type NewAgentToken = AgentToken & { token: string };

const TOKENS = "/api_hems_f2f/agent/tokens";

export const agentTokensKey = ["hems_f2f", "agent-tokens"] as const;

export const agentTokensQuery = () =>
  queryOptions({
    queryKey: agentTokensKey,
    queryFn: async () => unwrap(await getJson<AgentToken[]>(TOKENS)),
  });

export async function createAgentToken(name: string): Promise<NewAgentToken> {
  return unwrap(await postJson<NewAgentToken>(TOKENS, { name }));
}

export async function revokeAgentToken(id: string): Promise<void> {
  unwrap(await deleteJson<Record<string, never>>(`${TOKENS}/${encodeURIComponent(id)}`));
}
