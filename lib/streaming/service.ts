import "server-only";
import fs from "node:fs";
import { Readable } from "node:stream";
import mime from "mime-types";
import type { Caller } from "../auth/session";
import { AppError, notFound, unauthorized } from "../http/errors";
import { FILE_NOT_FOUND } from "../media/paths";
import { resolveMediaPath } from "../media/resolve";
import { entityTag, lastModified, planReply, type FileVersion, type RequestHeaders } from "./range";

// Serves media files from disk with HTTP range requests, for
// /media_lv_video_root/* and /media_video_root/* (and any later file call).

/** What decides whether a media file may be read. */
export type MediaReadRequest = {
  /** "<root name>/<path inside the root>" (lib/media/paths.ts). */
  relpath: string;
};

export type StreamRequest = MediaReadRequest & {
  method: "GET" | "HEAD";
  /** Range, If-Range, If-None-Match, If-Modified-Since, Cache-Control. */
  headers: RequestHeaders;
  /** Aborted when the client goes away: the file is closed at once. */
  signal?: AbortSignal;
};

export type FileReply = {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** null for HEAD and 304. */
  body: ReadableStream<Uint8Array> | null;
};

/**
 * The one hook deciding who gets media bytes. Today: a signed-in caller, for a
 * root of the caller's own home. Invites (later) extend this hook and nothing
 * else: a visitor with a valid invite code reads the files of its lens.
 */
export function canReadMedia(caller: Caller | null, req: MediaReadRequest & { root: { homeId: string } }): caller is Caller {
  return caller !== null && req.root.homeId === caller.homeId;
}

/** Streams one media file (full, one range, or headers only). */
export async function streamMediaFile(caller: Caller | null, request: StreamRequest): Promise<FileReply> {
  const realPath = await readableMediaPath(caller, request);
  const file = await openRegularFile(realPath);
  try {
    const version: FileVersion = { size: file.stat.size, mtimeMs: file.stat.mtimeMs };
    const headers: Record<string, string> = {
      "Accept-Ranges": "bytes",
      "Cache-Control": "private",
      ETag: entityTag(version),
      "Last-Modified": lastModified(version),
    };
    const plan = planReply(version, request.headers);
    if (plan.kind === "not-modified") {
      await file.handle.close();
      return { status: 304, headers, body: null };
    }
    if (plan.kind === "unsatisfiable") {
      throw new AppError("RANGE_NOT_SATISFIABLE", "Range Not Satisfiable.", {
        "Accept-Ranges": "bytes",
        "Content-Range": `bytes */${version.size}`,
      });
    }
    const start = plan.kind === "partial" ? plan.start : 0;
    const end = plan.kind === "partial" ? plan.end : version.size - 1;
    Object.assign(headers, contentHeaders(request.relpath));
    headers["Content-Length"] = String(end - start + 1);
    if (plan.kind === "partial") headers["Content-Range"] = `bytes ${start}-${end}/${version.size}`;
    const status = plan.kind === "partial" ? 206 : 200;
    if (request.method === "HEAD" || version.size === 0) {
      await file.handle.close();
      return { status, headers, body: null };
    }
    return { status, headers, body: fileBody(file.handle, start, end, request.signal) };
  } catch (error) {
    await file.handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Photos, videos and audio play inline. Anything else found in a media root
 * (HTML, SVG, PDF, ...) is sent as a download: opened inline it would run in
 * the app's own origin.
 */
function contentHeaders(relpath: string): Record<string, string> {
  const type = mime.lookup(relpath) || "application/octet-stream";
  const playable = /^(video|audio|image)\//.test(type) && type !== "image/svg+xml";
  return playable
    ? { "Content-Type": type, "X-Content-Type-Options": "nosniff" }
    : { "Content-Type": type, "X-Content-Type-Options": "nosniff", "Content-Disposition": "attachment" };
}

/** Access first: 401 without a session, then the path inside one of the caller's roots. */
async function readableMediaPath(caller: Caller | null, request: MediaReadRequest): Promise<string> {
  // Without a session nothing is looked up, on disk or in the database.
  if (!caller) throw unauthorized();
  const media = await resolveMediaPath(caller.homeId, request.relpath);
  if (!canReadMedia(caller, { ...request, root: media.root })) throw notFound(FILE_NOT_FOUND);
  return media.realPath;
}

// O_NONBLOCK: opening a FIFO never waits for a writer (it is then refused as not
// a regular file). O_NOFOLLOW: the path was checked by realpath; a symlink
// swapped in since is not followed.
const OPEN_FLAGS = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW;

/** Opens the file and reads its size and mtime from the open descriptor, so headers and bytes agree. */
async function openRegularFile(realPath: string): Promise<{ handle: fs.promises.FileHandle; stat: fs.Stats }> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(realPath, OPEN_FLAGS);
  } catch {
    throw notFound(FILE_NOT_FOUND);
  }
  const stat = await handle.stat().catch(() => undefined);
  if (!stat?.isFile()) {
    await handle.close();
    throw notFound(FILE_NOT_FOUND); // folders, devices, sockets, FIFOs
  }
  return { handle, stat };
}

// Large reads keep the syscalls per GB low; backpressure keeps at most a few in memory.
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes start..end (inclusive) as a web stream over fs.createReadStream:
 * memory stays flat whatever the file size. The descriptor is closed when the
 * stream ends, when the reader cancels it, and when the client goes away.
 */
function fileBody(handle: fs.promises.FileHandle, start: number, end: number, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const stream = fs.createReadStream("", { fd: handle, start, end, highWaterMark: READ_CHUNK_BYTES, autoClose: true });
  if (signal) {
    const stop = () => stream.destroy();
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    stream.once("close", () => signal.removeEventListener("abort", stop));
  }
  // toWeb's cancel() destroys the node stream, which closes the descriptor.
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
