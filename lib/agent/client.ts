import { io, type Socket } from "socket.io-client";
import { log } from "../log";
import { agentCaller, answerCall } from "./answer";
import { AGENT_CALL, AGENT_NAMESPACE, AGENT_TOKEN_REFUSED } from "./protocol";

// The home's agent: one outbound socket.io connection (WebSocket) from this
// home server to the hosted face, so the hosted face can browse and play this
// home's library without a port opened on the router. socket.io reconnects
// with back-off (1 s doubling to 30 s) and sends its own heartbeats; nothing
// listens on the home side. Started by lib/bootstrap.ts with AGENT_UPSTREAM_URL
// and AGENT_TOKEN.

export type AgentSettings = { upstreamUrl: string; token: string };

export type RunningAgent = {
  settings: AgentSettings;
  socket: Socket;
  /** When the current connection was made; null while disconnected. */
  connectedSince: Date | null;
  /** Why the last attempt failed, until a connection succeeds. */
  lastError: string | null;
  stop(): void;
};

export function startAgent(settings: AgentSettings, homeId: string): RunningAgent {
  const socket = io(new URL(AGENT_NAMESPACE, settings.upstreamUrl).toString(), {
    auth: { token: settings.token },
    transports: ["websocket"],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  const agent: RunningAgent = { settings, socket, connectedSince: null, lastError: null, stop: () => socket.disconnect() };
  const caller = agentCaller(homeId);
  socket.on(AGENT_CALL, (call: unknown, ack: (answer: unknown) => void) => {
    void answerCall(caller, call).then(ack);
  });
  socket.on("connect", () => {
    agent.connectedSince = new Date();
    agent.lastError = null;
    log.info({ upstream: settings.upstreamUrl }, "home agent: connected to the hosted service");
  });
  socket.on("connect_error", (error) => {
    agent.lastError = error.message;
    if (error.message === AGENT_TOKEN_REFUSED) {
      // A wrong or revoked token stays wrong: retrying would only use up this address's attempts.
      log.error("home agent: the hosted service refused AGENT_TOKEN (revoked or mistyped); make a new token in its settings");
      socket.disconnect();
    } else log.warn({ reason: error.message }, "home agent: cannot reach the hosted service; retrying");
  });
  socket.on("disconnect", (reason) => {
    agent.connectedSince = null;
    // The server ends the connection itself only when the token is revoked; socket.io does not retry then.
    if (reason === "io server disconnect") {
      agent.lastError = AGENT_TOKEN_REFUSED;
      log.error("home agent: the hosted service disconnected this home (token revoked)");
    } else log.warn({ reason }, "home agent: connection lost; reconnecting");
  });
  return agent;
}
