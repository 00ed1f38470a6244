import fs from "node:fs";
import { promisify } from "node:util";
import type { Caller } from "../auth/caller";
import { AppError, badRequest, notFound } from "../http/errors";
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
      return heldAnswer(call.transfer, (signal) =>
        hlsResponse({ ...caller, sessionId: `agent:${call.viewer}` }, { path: encodeUrlSafeBase64Path(call.relpath), name: call.name }, signal),
      );
    case "display":
      return heldAnswer(call.transfer, async () =>
        imageResponse(await photoDisplayForCaller(caller, call.file_id, call.v), { headers: headerReader(call.headers) }, "private, no-cache"),
      );
    case "held":
      return heldBytes(call.transfer, call.start, call.length);
    case "release":
      release(call.transfer);
      return Promise.resolve(null);
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
// wait for the hosted side's "held" reads past their first READ_BYTES, under
// the transfer id it gave the call. A reply whose viewer left is "release"d:
// its making stops (as a local request's does when its viewer goes) and it is
// not held. One whose reads stop without a release (the hosted server went) is
// dropped after HELD_MS; at most MAX_HELD wait at once, the oldest dropped
// first, so memory stays bounded.
const HELD_MS = 30_000;
const MAX_HELD = 32;
const HELD_GONE = "The reply is no longer held at home.";
const RELEASED = "The viewer left.";

const held = new Map<string, { bytes: Buffer; timer: NodeJS.Timeout }>();
/** The replies being made, by transfer id: a release aborts their making. */
const making = new Map<string, AbortController>();

function forget(transfer: string): void {
  const entry = held.get(transfer);
  if (entry) clearTimeout(entry.timer);
  held.delete(transfer);
}

function release(transfer: string): void {
  making.get(transfer)?.abort();
  forget(transfer);
}

const expiry = (transfer: string) => setTimeout(() => held.delete(transfer), HELD_MS).unref();

/** A reply `make` makes, as its status, headers and first bytes; the rest, if any, kept for "held" reads under `transfer`. */
async function heldAnswer(transfer: string, make: (signal: AbortSignal) => Promise<Response>): Promise<HeldReply> {
  if (making.has(transfer) || held.has(transfer)) throw badRequest(INVALID_AGENT_CALL);
  const controller = new AbortController();
  making.set(transfer, controller);
  try {
    const response = await make(controller.signal);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (controller.signal.aborted) throw new AppError("UNAVAILABLE", RELEASED);
    const reply = { status: response.status, headers: Object.fromEntries(response.headers), size: bytes.length, first: bytes.subarray(0, READ_BYTES) };
    if (bytes.length > READ_BYTES) {
      while (held.size >= MAX_HELD) forget(held.keys().next().value!);
      held.set(transfer, { bytes, timer: expiry(transfer) });
    }
    return reply;
  } catch (error) {
    // Given up because the viewer left: an answer nobody waits for, not a failure.
    if (controller.signal.aborted) throw new AppError("UNAVAILABLE", RELEASED);
    throw error;
  } finally {
    making.delete(transfer);
  }
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
