import "server-only";
import type { Caller } from "../auth/caller";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { hashToken, newToken } from "../auth/tokens";
import { conflict, notFound } from "../http/errors";
import { realtimeServer } from "../realtime/hub";
import { AGENT_NAMESPACE, agentTokenRoom } from "./protocol";
import { deleteAgentToken, insertAgentToken, listAgentTokenRows, type AgentTokenRow } from "./queries";

// Agent tokens of a home (tebe face settings): the owner makes one per home
// server, sees it once, and revokes it. Only the sha256 of a token is stored;
// it is a random 256-bit value, so a fast hash is enough.

export const MAX_AGENT_TOKENS = 10;
export const TOO_MANY_AGENT_TOKENS = `A home can have at most ${MAX_AGENT_TOKENS} agent tokens. Revoke one first.`;
export const AGENT_TOKEN_NOT_FOUND = "Agent token not found.";

export type AgentTokenSummary = { id: string; name: string; created: string; last_seen: string | null };

const summaryOf = (row: AgentTokenRow): AgentTokenSummary => ({
  id: row.id,
  name: row.name,
  created: row.createdAt.toISOString(),
  last_seen: row.lastSeenAt?.toISOString() ?? null,
});

export async function listAgentTokens(caller: Caller): Promise<AgentTokenSummary[]> {
  assertRole(caller, OWNER);
  return (await listAgentTokenRows(caller.homeId)).map(summaryOf);
}

/** A new token: the only time its value leaves the server. */
export async function createAgentToken(caller: Caller, name: string): Promise<AgentTokenSummary & { token: string }> {
  assertRole(caller, OWNER);
  if ((await listAgentTokenRows(caller.homeId)).length >= MAX_AGENT_TOKENS) throw conflict(TOO_MANY_AGENT_TOKENS);
  const token = newToken();
  return { ...summaryOf(await insertAgentToken(caller.homeId, name, hashToken(token))), token };
}

/** Revokes a token: an agent connected with it is disconnected at once, on every instance. */
export async function revokeAgentToken(caller: Caller, tokenId: string): Promise<void> {
  assertRole(caller, OWNER);
  if (!(await deleteAgentToken(caller.homeId, tokenId))) throw notFound(AGENT_TOKEN_NOT_FOUND);
  realtimeServer()?.of(AGENT_NAMESPACE).in(agentTokenRoom(tokenId)).disconnectSockets(true);
}
