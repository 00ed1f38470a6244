import type { Server, Socket } from "socket.io";
import { hashToken } from "../auth/tokens";
import { clientIpOf, compileTrustProxy } from "../http/client-ip";
import { countFailure, refuseIfBlocked, type AttemptLimit } from "../http/rate-limit";
import type { AppConfig } from "../config";
import { log } from "../log";
import { AGENT_NAMESPACE, AGENT_TOKEN_REFUSED, agentTokenRoom, homeAgentRoom } from "./protocol";
import { findAgentTokenByHash, markAgentTokenSeen } from "./queries";

// The hosted face's end of the home agents (namespace /agent): an agent
// connects out from a home with its token, and joins its home's room, where
// lib/agent/relay.ts asks it. Registered by lib/realtime/server.ts, outside
// Next's bundles, so no "server-only".

/** Wrong tokens one address may send in 15 minutes. */
const AGENT_ATTEMPTS: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };

/** How often a connected agent's last-seen time is written. */
const SEEN_EVERY_MS = 60_000;

export type AgentSocketData = { homeId: string; tokenId: string; since: string };

export function registerAgentHub(io: Server, config: AppConfig): void {
  const agents = io.of(AGENT_NAMESPACE);
  const trust = compileTrustProxy(config.trustProxy);
  agents.use((socket, next) => {
    admit(socket, clientIpOf(socket.request, trust)).then(
      () => next(),
      (error: unknown) => next(new Error(error instanceof Error ? error.message : AGENT_TOKEN_REFUSED)),
    );
  });
  agents.on("connection", (socket: Socket) => {
    const data = socket.data as AgentSocketData;
    log.info({ homeId: data.homeId }, "home agent connected");
    const seen = setInterval(() => void markAgentTokenSeen(data.tokenId, data.homeId).catch(() => undefined), SEEN_EVERY_MS);
    socket.on("disconnect", () => {
      clearInterval(seen);
      void markAgentTokenSeen(data.tokenId, data.homeId).catch(() => undefined);
      log.info({ homeId: data.homeId }, "home agent disconnected");
    });
  });
}

/** Checks the handshake's token (attempt-limited per address) and puts the socket in its home's and its token's rooms. */
async function admit(socket: Socket, address: string): Promise<void> {
  await refuseIfBlocked("agent-token", AGENT_ATTEMPTS, [address]);
  const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
  const row = typeof token === "string" && token.length <= 200 ? await findAgentTokenByHash(hashToken(token)) : null;
  if (!row) {
    await countFailure("agent-token", AGENT_ATTEMPTS, [address]);
    throw new Error(AGENT_TOKEN_REFUSED);
  }
  const data: AgentSocketData = { homeId: row.homeId, tokenId: row.id, since: new Date().toISOString() };
  socket.data = data;
  await socket.join([homeAgentRoom(row.homeId), agentTokenRoom(row.id)]);
  await markAgentTokenSeen(row.id, row.homeId);
}
