import { db } from "../db";

// The agent tokens table: the only module of lib/agent that touches Prisma.
// No "server-only": the socket namespace (server.ts, outside Next) checks tokens too.

export type AgentTokenRow = { id: string; name: string; createdAt: Date; lastSeenAt: Date | null };

const LISTED = { id: true, name: true, createdAt: true, lastSeenAt: true } as const;

export function insertAgentToken(homeId: string, name: string, tokenHash: string): Promise<AgentTokenRow> {
  return db().agentToken.create({ data: { homeId, name, tokenHash }, select: LISTED });
}

export function listAgentTokenRows(homeId: string): Promise<AgentTokenRow[]> {
  return db().agentToken.findMany({ where: { homeId }, select: LISTED, orderBy: { createdAt: "asc" } });
}

/** Deletes one of the home's tokens; false when it has no such token. */
export async function deleteAgentToken(homeId: string, id: string): Promise<boolean> {
  return (await db().agentToken.deleteMany({ where: { id, homeId } })).count > 0;
}

export function findAgentTokenByHash(tokenHash: string): Promise<{ id: string; homeId: string } | null> {
  return db().agentToken.findUnique({ where: { tokenHash }, select: { id: true, homeId: true } });
}

/** The token's agent was heard from now; the home keeps the time too, so a revoked last token still leaves "offline since". */
export async function markAgentTokenSeen(id: string, homeId: string): Promise<void> {
  const now = new Date();
  await db().$transaction([
    db().agentToken.updateMany({ where: { id }, data: { lastSeenAt: now } }),
    db().home.updateMany({ where: { id: homeId }, data: { agentSeenAt: now } }),
  ]);
}

/** When any agent of the home was last heard from (null: never). */
export async function lastAgentSeen(homeId: string): Promise<Date | null> {
  return (await db().home.findUnique({ where: { id: homeId }, select: { agentSeenAt: true } }))?.agentSeenAt ?? null;
}
