import { z } from "zod";
import { DisplayVersion, HlsName, MAX_SUBDIRS_PAGE_SIZE } from "../media/schemas";

// What the hosted face and a home's agent say to each other over socket.io
// (namespace /agent). The hosted side asks, the agent answers in the ack:
// browse calls answer JSON, a file is a "head" (status and headers for the
// viewer's range) then "read"s of at most READ_BYTES each (under socket.io's
// 1 MB message limit), pulled one after another as the viewer takes them. A
// reply the home makes in memory (an HLS playlist or segment, a photo's
// display rendition) is a "held" answer: status, headers, size and its first
// READ_BYTES; the rest waits at home under the transfer id the hosted side
// gave the call and is pulled the same way ("held" reads). Pulling keeps
// memory flat on the hosted side (a slow viewer asks slowly), stops a transfer
// at home the moment the viewer goes (nothing more is asked; a held answer is
// "release"d: its making stops, as a local request's does when its viewer
// leaves, and what is held of it is dropped) and works across instances (an
// ack crosses the Redis adapter like an event). Pure: both sides and the tests
// import it.

export const AGENT_NAMESPACE = "/agent";
export const AGENT_CALL = "call";

/** The handshake's refusal of a wrong or revoked token (the agent stops retrying on it). */
export const AGENT_TOKEN_REFUSED = "Agent token refused.";

/** Bytes one "read" carries: large enough that the round trip is small beside it. */
export const READ_BYTES = 512 * 1024;

/** Reads a relayed file keeps in flight ahead of the viewer (READ_BYTES each). */
export const READS_AHEAD = 8;

/** The room of every agent socket of a home, and of every socket using one token (revoking disconnects it). */
export const homeAgentRoom = (homeId: string) => `agent-home:${homeId}`;
export const agentTokenRoom = (tokenId: string) => `agent-token:${tokenId}`;

const MediaRelpath = z.string().min(1).max(4096);
const Headers = z.record(z.string(), z.string().max(1024));
/** A viewer of the hosted face, as a hash of its session: at home each viewer plays its own transcode, as each session does there. */
const Viewer = z.string().regex(/^[0-9a-f]{64}$/);
/** A held reply's id at home: 16 random bytes (base64url) the hosted side picks for each call, so it can release the answer before it arrives. */
const Transfer = z.string().regex(/^[\w-]{22}$/);

export const AgentCall = z.discriminatedUnion("call", [
  z.object({ call: z.literal("media") }),
  z.object({ call: z.literal("subdirsbrief"), relpath: MediaRelpath.optional() }),
  z.object({
    call: z.literal("subdirs"),
    relpath: MediaRelpath.optional(),
    page: z.number().int().min(0),
    page_size: z.number().int().min(1).max(MAX_SUBDIRS_PAGE_SIZE),
  }),
  /** The thumbnail of a file or folder of the home, by its id (folder covers: the hosted face links them). */
  z.object({ call: z.literal("thumb"), file_id: z.number().int().min(1) }),
  /** Status and headers of a GET of the file with the viewer's Range and conditional headers. */
  z.object({ call: z.literal("head"), relpath: MediaRelpath, headers: Headers }),
  /** The bytes start..start+length-1 of the file. */
  z.object({ call: z.literal("read"), relpath: MediaRelpath, start: z.number().int().min(0), length: z.number().int().min(1).max(READ_BYTES) }),
  /** A video's HLS playlist ("index.m3u8") or one segment ("<n>.ts"), transcoded at home for `viewer` (a held answer). */
  z.object({ call: z.literal("hls"), relpath: MediaRelpath, name: HlsName, viewer: Viewer, transfer: Transfer }),
  /** A photo's display rendition (a JPEG), by its id, as /api/photos/{id}/display answers it (a held answer). */
  z.object({ call: z.literal("display"), file_id: z.number().int().min(1), v: DisplayVersion.optional(), headers: Headers, transfer: Transfer }),
  /** The bytes start..start+length-1 of a held answer's body. */
  z.object({ call: z.literal("held"), transfer: Transfer, start: z.number().int().min(0), length: z.number().int().min(1).max(READ_BYTES) }),
  /** The viewer left: stop making the held answer `transfer` (a segment's transcode wait) and drop what is held of it. */
  z.object({ call: z.literal("release"), transfer: Transfer }),
]);
export type AgentCall = z.infer<typeof AgentCall>;

/** An agent's answer: the call's result, or the refusal it met at home (status and text, as the home would answer). */
export type AgentAnswer<T = unknown> = { ok: true; data: T } | { ok: false; status: number; message: string; headers?: Record<string, string> };

export type FileHead = { status: 200 | 206 | 304; headers: Record<string, string> };

/** A reply made in memory at home: its status, headers, size and first bytes; the rest, if any, is held for "held" reads under the call's transfer id. */
export type HeldReply = { status: number; headers: Record<string, string>; size: number; first: Uint8Array };
