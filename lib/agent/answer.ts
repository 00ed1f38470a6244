import fs from "node:fs";
import { promisify } from "node:util";
import type { Caller } from "../auth/caller";
import { AppError } from "../http/errors";
import { dirFilesRoot } from "../media/browse";
import { localSubdirs, localSubdirsBrief } from "../media/home-browse";
import { openMediaReply, releaseMediaReply } from "../streaming/service";
import { thumbnailForCaller } from "../thumbnails/service";
import { log } from "../log";
import { AgentCall, type AgentAnswer, type FileHead } from "./protocol";

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
