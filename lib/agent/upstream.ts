import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Caller } from "../auth/caller";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { getConfig, type AppConfig } from "../config";
import { conflict, forbidden } from "../http/errors";
import { startAgent, type AgentSettings, type RunningAgent } from "./client";

// Where the home's agent connects (home face): AGENT_UPSTREAM_URL and
// AGENT_TOKEN from the environment, else what the owner entered on /settings,
// kept in DATA_DIR/agent.json, private to the server (the agent sends the
// token itself, so it cannot be stored hashed). One agent runs per process;
// it lives on globalThis because start-up and the settings calls run in
// different bundles of the same server.

export const HOME_FACE_ONLY = "Only a home server connects to a hosted service.";
export const AGENT_SET_ON_SERVER = "The hosted service is set on the server (AGENT_UPSTREAM_URL and AGENT_TOKEN).";

export const AgentConnectionInput = z.object({
  upstream_url: z.url({ protocol: /^https?$/, error: "Enter the hosted service's address, starting with https://." }),
  token: z
    .string()
    .trim()
    .regex(/^[\w-]{20,200}$/, "Paste the agent token the hosted service's settings showed."),
});

export type AgentConnection = {
  upstream_url: string | null;
  /** Set by the environment: shown, not changed here. */
  from_environment: boolean;
  connected: boolean;
  since: string | null;
  error: string | null;
};

const RUNNING = Symbol.for("hems.agent");
const slot = globalThis as { [RUNNING]?: RunningAgent };

const settingsFile = (config: AppConfig) => path.join(config.dataDir, "agent.json");

function storedSettings(config: AppConfig): AgentSettings | undefined {
  try {
    const stored = JSON.parse(fs.readFileSync(settingsFile(config), "utf8")) as Partial<AgentSettings>;
    return typeof stored.upstreamUrl === "string" && typeof stored.token === "string" ? { upstreamUrl: stored.upstreamUrl, token: stored.token } : undefined;
  } catch {
    return undefined; // none saved (or unreadable: the owner enters it again)
  }
}

/** Starts the home's agent at start-up when the environment or the settings name a hosted service. */
export function startConfiguredAgent(config: AppConfig, homeId: string): void {
  const settings = config.agent ?? storedSettings(config);
  if (settings) run(settings, homeId);
}

function run(settings: AgentSettings | undefined, homeId: string): void {
  slot[RUNNING]?.stop();
  slot[RUNNING] = settings ? startAgent(settings, homeId) : undefined;
}

/** The server's one agent is its household's: only the home face's owners see or set it. */
function requireHomeFaceOwner(caller: Caller): void {
  assertRole(caller, OWNER);
  if (getConfig().deployType !== "home") throw forbidden(HOME_FACE_ONLY);
}

export function agentConnection(caller: Caller): AgentConnection {
  requireHomeFaceOwner(caller);
  const agent = slot[RUNNING];
  return {
    upstream_url: agent?.settings.upstreamUrl ?? null,
    from_environment: getConfig().agent !== undefined,
    connected: agent?.connectedSince != null,
    since: agent?.connectedSince?.toISOString() ?? null,
    error: agent?.lastError ?? null,
  };
}

/** Saves the hosted service's address and token and (re)connects with them. */
export function connectAgent(caller: Caller, input: z.output<typeof AgentConnectionInput>): AgentConnection {
  requireHomeFaceOwner(caller);
  const config = getConfig();
  if (config.agent) throw conflict(AGENT_SET_ON_SERVER);
  const settings: AgentSettings = { upstreamUrl: input.upstream_url, token: input.token };
  fs.writeFileSync(settingsFile(config), JSON.stringify(settings), { mode: 0o600 });
  run(settings, caller.homeId);
  return agentConnection(caller);
}

/** Forgets the saved settings and disconnects. */
export function disconnectAgent(caller: Caller): AgentConnection {
  requireHomeFaceOwner(caller);
  const config = getConfig();
  if (config.agent) throw conflict(AGENT_SET_ON_SERVER);
  fs.rmSync(settingsFile(config), { force: true });
  run(undefined, caller.homeId);
  return agentConnection(caller);
}
