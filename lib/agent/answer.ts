import crypto from "node:crypto";
import fs from "node:fs";
import { promisify } from "node:util";
import type { Caller } from "../auth/caller";
import { AppError, notFound } from "../http/errors";
import { dirFilesRoot } from "../media/browse";
import { localSubdirs, localSubdirsBrief } from "../media/home-browse";
import { encodeUrlSafeBase64Path } from "../media/paths";
import { openMediaReply, releaseMediaReply } from "../streaming/service";
import { imageResponse, photoDisplayForCaller, thumbnailForCaller } from "../thumbnails/service";
import { hlsResponse } from "../transcode/service";
import { log } from "../log";
import { AgentCall, READ_BYTES, type AgentAnswer, type FileHead, type HeldReply } from "./protocol";

// The agent's answers at home: each call the hosted face relays runs here with
// the same functions and rules as a local request (paths checked against this
// home's roots, media types only, ranges planned the same way).

export const INVALID_AGENT_CALL = "Invalid agent call.";

/** The caller the hosted face's requests run as at home: this home, read-only browse and bytes. */
export function agentCaller(homeId: string): Caller {
  return { sessionId: "agent", role: "agent_relay", homeId, userId: null, guestId: null, name: "agent", isAdmin: false };
}

export async function answerCall(caller: Caller, raw: unknown): Promise<AgentAnswer> {
  const parsed = AgentCall.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, message: INVALID_AGENT_CALL };
  try {
    return { ok: true, data: await run(caller, parsed.data) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.status, message: error.message, headers: error.headers };
    log.error({ err: error, call: parsed.data.call }, "home agent: a relayed call failed");
    return { ok: false, status: 500, message: "The home could not answer." };
  }
}

function run(caller: Caller, call: AgentCall): Promise<unknown> {
  switch (call.call) {
    case "media":
      return dirFilesRoot(caller);
    case "subdirs":
      return localSubdirs(caller, call.relpath, call.page, call.page_size, "base64");
    case "subdirsbrief":
      return localSubdirsBrief(caller, call.relpath, "base64");
    case "thumb":
      return thumbnailForCaller(caller, call.file_id);
    case "head":
      return fileHead(caller, call.relpath, call.headers);
    case "read":
      return readBytes(caller, call.relpath, call.start, call.length);
    case "hls":
      // Each viewer of the hosted face plays its own transcode, within this home's limits, as each session does here.
      return hlsResponse({ ...caller, sessionId: `agent:${call.viewer}` }, { path: encodeUrlSafeBase64Path(call.relpath), name: call.name }).then(hold);
    case "display":
      return photoDisplayForCaller(caller, call.file_id, call.v).then((image) =>
        hold(imageResponse(image, { headers: headerReader(call.headers) }, "private, no-cache")),
      );
    case "held":
      return heldBytes(call.transfer, call.start, call.length);
  }
}

const headerReader = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] ?? null });

async function fileHead(caller: Caller, relpath: string, headers: Record<string, string>): Promise<FileHead> {
  const reply = await openMediaReply(caller, { relpath, method: "HEAD", headers: headerReader(headers) });
  return { status: reply.status, headers: reply.headers };
}

const read = promisify(fs.read);

/** The bytes start..start+length-1, read as a one-range request (same checks); fewer at the end of the file. */
async function readBytes(caller: Caller, relpath: string, start: number, length: number): Promise<Buffer> {
  const reply = await openMediaReply(caller, { relpath, method: "GET", headers: headerReader({ range: `bytes=${start}-${start + length - 1}` }) });
  try {
    if (!reply.bytes) return Buffer.alloc(0);
    const size = reply.bytes.end - reply.bytes.start + 1;
    const buffer = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await read(reply.bytes.fd, buffer, filled, size - filled, reply.bytes.start + filled);
      if (bytesRead === 0) break; // the file shrank: the hosted side sees the short read
      filled += bytesRead;
    }
    return filled === size ? buffer : buffer.subarray(0, filled);
  } finally {
    releaseMediaReply(reply);
  }
}

// Replies made in memory here (HLS playlists and segments, display renditions)
// wait for the hosted side's "held" reads past their first READ_BYTES. A reply
// whose reads stop (the viewer left) is dropped after HELD_MS; at most
// MAX_HELD wait at once, the oldest dropped first, so memory stays bounded.
const HELD_MS = 30_000;
const MAX_HELD = 32;
const HELD_GONE = "The reply is no longer held at home.";

const held = new Map<string, { bytes: Buffer; timer: NodeJS.Timeout }>();

function forget(transfer: string): void {
  const entry = held.get(transfer);
  if (entry) clearTimeout(entry.timer);
  held.delete(transfer);
}

const expiry = (transfer: string) => setTimeout(() => held.delete(transfer), HELD_MS).unref();

/** A reply's status, headers and first bytes; the rest, if any, kept for "held" reads. */
async function hold(response: Response): Promise<HeldReply> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const reply = { status: response.status, headers: Object.fromEntries(response.headers), size: bytes.length, first: bytes.subarray(0, READ_BYTES) };
  if (bytes.length <= READ_BYTES) return { ...reply, transfer: null };
  while (held.size >= MAX_HELD) forget(held.keys().next().value!);
  const transfer = crypto.randomBytes(16).toString("base64url");
  held.set(transfer, { bytes, timer: expiry(transfer) });
  return { ...reply, transfer };
}

/** Bytes start..start+length-1 of a held reply; the reply is let go once its last byte is read. */
function heldBytes(transfer: string, start: number, length: number): Promise<Buffer> {
  const entry = held.get(transfer);
  if (!entry) throw notFound(HELD_GONE);
  clearTimeout(entry.timer);
  const end = Math.min(start + length, entry.bytes.length);
  if (end >= entry.bytes.length) held.delete(transfer);
  else entry.timer = expiry(transfer);
  return Promise.resolve(entry.bytes.subarray(start, end));
}
