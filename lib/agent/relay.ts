import "server-only";
import crypto from "node:crypto";
import type { RemoteSocket } from "socket.io";
import { AppError, type ErrorCode } from "../http/errors";
import { realtimeServer } from "../realtime/hub";
import type { AgentSocketData } from "./hub";
import { AGENT_CALL, AGENT_NAMESPACE, homeAgentRoom, type AgentAnswer, type AgentCall, type FileHead, type HeldReply } from "./protocol";
import { pulledBody } from "./pulled-body";
import { lastAgentSeen } from "./queries";

// The hosted face asking a home through its agent (lib/agent/hub.ts holds the
// connections). The caller's access to the home was checked before any of
// this; the agent checks its own rules again at home.

export const HOME_OFFLINE = "Your home is offline.";
export const HOME_NOT_ANSWERING = "Your home did not answer in time.";

/** How long one call waits for the agent's answer. */
const ANSWER_MS = 20_000;

type Agents = ReturnType<NonNullable<ReturnType<typeof realtimeServer>>["of"]>;

function agents(): Agents {
  const io = realtimeServer();
  // Without the custom server (plain `next start`) no agent can connect.
  if (!io) throw new AppError("UNAVAILABLE", HOME_OFFLINE);
  return io.of(AGENT_NAMESPACE);
}

export type AgentStatus = { online: boolean; since: string | null };

/** Whether the home's agent is connected (on any instance), and since when; offline: when it was last heard from. */
export async function agentStatus(homeId: string): Promise<AgentStatus> {
  const sockets = (await agents().in(homeAgentRoom(homeId)).fetchSockets()) as RemoteSocket<never, AgentSocketData>[];
  if (sockets.length) return { online: true, since: sockets.map((socket) => socket.data.since).sort()[0] ?? null };
  return { online: false, since: (await lastAgentSeen(homeId))?.toISOString() ?? null };
}

const CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  416: "RANGE_NOT_SATISFIABLE",
  429: "TOO_MANY_REQUESTS",
  503: "UNAVAILABLE",
};

/** The agent answering for a home is reused this long: finding it asks every instance (through Redis), and a folder page makes several calls. */
const CHOICE_MS = 5_000;
const chosen = new Map<string, { agent: string; until: number }>();

/** The agent a call found gone (it left after it was chosen). */
class AgentLeft extends AppError {
  constructor() {
    super("UNAVAILABLE", HOME_OFFLINE);
  }
}

/** One agent of the home (a home may run several with different tokens): its socket id, for the calls of one transfer. */
async function pickAgent(homeId: string, { fresh = false } = {}): Promise<string> {
  const known = chosen.get(homeId);
  if (!fresh && known && known.until > Date.now()) return known.agent;
  const [socket] = await agents().in(homeAgentRoom(homeId)).fetchSockets();
  if (!socket) {
    chosen.delete(homeId);
    throw new AppError("UNAVAILABLE", HOME_OFFLINE);
  }
  chosen.set(homeId, { agent: socket.id, until: Date.now() + CHOICE_MS });
  return socket.id;
}

/** Runs `run` with the home's agent; when a reused choice has left (a restart, a revoked token), once more with a fresh one. */
async function withAgent<T>(homeId: string, run: (agent: string) => Promise<T>): Promise<T> {
  try {
    return await run(await pickAgent(homeId));
  } catch (error) {
    if (!(error instanceof AgentLeft)) throw error;
    return run(await pickAgent(homeId, { fresh: true }));
  }
}

/** Sends one call to an agent (its socket id) and returns its answer's data; a refusal at home becomes the same error here. */
async function ask<T>(agent: string, call: AgentCall, answerMs = ANSWER_MS): Promise<T> {
  let answers: AgentAnswer<T>[];
  try {
    answers = (await agents().to(agent).timeout(answerMs).emitWithAck(AGENT_CALL, call)) as AgentAnswer<T>[];
  } catch {
    throw new AppError("UNAVAILABLE", HOME_NOT_ANSWERING);
  }
  const answer = answers[0];
  if (!answer) throw new AgentLeft();
  if (!answer.ok) throw new AppError(CODES[answer.status] ?? "INTERNAL", answer.message, answer.headers);
  return answer.data;
}

/** A browse call answered by the home's agent. */
export async function askHome<T>(homeId: string, call: AgentCall): Promise<T> {
  return withAgent(homeId, (agent) => ask<T>(agent, call));
}

export type RelayedFile = FileHead & { body: ReadableStream<Uint8Array> | null };

/**
 * A photo or video of the home, streamed through its agent: status and headers
 * as the home answers the viewer's Range and conditional headers, and a body
 * that pulls the bytes READ_BYTES at a time, at most READS_AHEAD ahead of the
 * viewer. The body stops asking when the viewer goes away.
 */
export async function relayFile(homeId: string, relpath: string, request: { method: "GET" | "HEAD"; headers: Record<string, string> }): Promise<RelayedFile> {
  const { agent, head } = await withAgent(homeId, async (agent) => ({
    agent,
    head: await ask<FileHead>(agent, { call: "head", relpath, headers: request.headers }),
  }));
  const range = byteRange(head);
  if (request.method === "HEAD" || !range) return { ...head, body: null };
  return { ...head, body: pulledBody((start, length) => ask<Uint8Array>(agent, { call: "read", relpath, start, length }), range) };
}

/**
 * The HLS segment wait at home: a transcode slot (TRANSCODE_WAIT_S) then ffmpeg writing the
 * segment, as long as the player waits for its first byte (components/player/useVideoSource.ts).
 */
const HLS_ANSWER_MS = 60_000;

/** A call whose answer the home holds, without the transfer id relayHeld names it by. */
type HeldCall = { [K in "hls" | "display"]: Omit<Extract<AgentCall, { call: K }>, "transfer"> }["hls" | "display"];

export type RelayedReply = { status: number; headers: Record<string, string>; body: ReadableStream<Uint8Array> | null };

/**
 * A reply the home makes in memory (an HLS playlist or segment, a photo's
 * display rendition): its status and headers as the home answers, and a body
 * of its first bytes then the rest pulled READ_BYTES at a time from the
 * same agent, which holds it meanwhile. When the viewer leaves (`signal`, or
 * the body cancelled before its end), the home is told to release it: a
 * segment's transcode wait stops there, as a local viewer's would.
 */
export async function relayHeld(homeId: string, call: HeldCall, signal?: AbortSignal): Promise<RelayedReply> {
  const answerMs = call.call === "hls" ? HLS_ANSWER_MS : ANSWER_MS;
  const transfer = crypto.randomBytes(16).toString("base64url");
  let asked: string | null = null;
  const release = () => {
    if (asked) ask(asked, { call: "release", transfer }).catch(() => undefined);
  };
  signal?.addEventListener("abort", release, { once: true });
  const { agent, reply } = await withAgent(homeId, async (agent) => {
    asked = agent;
    return { agent, reply: await ask<HeldReply>(agent, { ...call, transfer }, answerMs) };
  }).finally(() => signal?.removeEventListener("abort", release));
  // Answered just as the viewer left: nobody will read what the home holds.
  if (signal?.aborted) release();
  const { first, ...head } = reply;
  if (!reply.size) return { ...head, body: null };
  const read = (start: number, length: number) => (start === 0 ? Promise.resolve(first) : ask<Uint8Array>(agent, { call: "held", transfer, start, length }));
  return { ...head, body: pulledBody(read, { start: 0, end: reply.size - 1 }, release) };
}

/** The bytes a 200 or 206 reply carries (inclusive), from its headers; null for no body. */
function byteRange(head: FileHead): { start: number; end: number } | null {
  if (head.status === 304) return null;
  const length = Number(head.headers["Content-Length"] ?? 0);
  if (!length) return null;
  const start = head.status === 206 ? Number(/^bytes (\d+)-/.exec(head.headers["Content-Range"] ?? "")?.[1] ?? NaN) : 0;
  if (!Number.isSafeInteger(start)) throw new AppError("INTERNAL", "The home answered a range it was not asked.");
  return { start, end: start + length - 1 };
}
