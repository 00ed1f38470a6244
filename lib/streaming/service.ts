import fs from "node:fs";
import { promisify } from "node:util";
import { Readable } from "node:stream";
import mime from "mime-types";
import { z } from "zod";
import type { Caller } from "../auth/caller";
import { AppError, forbidden, notFound, unauthorized } from "../http/errors";
import { lensAllows } from "../invites/access";
import { validate } from "../http/parse";
import { FILE_NOT_FOUND_ERROR, decodeUrlSafeBase64Path, locateMediaPath, recentMediaRootByName, resolveInRealRoot } from "../media";
import { INVALID_PATH_ERROR } from "../media/schemas";
import { entityTag, lastModified, planReply, type FileVersion, type RequestHeaders } from "./range";
import { openShared, type OpenedFile, type SharedFile } from "./shared-files";

// Serves media files from disk with HTTP range requests, for
// /media_lv_video_root/* and /media_video_root/* (and any later file call).
// The one implementation of the rules: the Next route handlers
// (app/api/media/...) and server.ts's fast path (./node.ts) both call
// mediaRelpath and openMediaReply, and differ only in how the bytes are sent.
// No "server-only": server.ts loads it outside Next's bundles.

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

/** The two legacy streaming roots. */
export type MediaRoute = "lv" | "video";

// /media_lv_video_root/{b64}: ONE url-safe base64 segment holding the media relpath.
const LvParams = z.object({ path: z.tuple([z.string()], { error: INVALID_PATH_ERROR.key }) });
// /media_video_root/{root name}/{path inside the root}: plain segments, URL-decoded once (never again).
const VideoParams = z.object({ path: z.array(z.string()).min(1, INVALID_PATH_ERROR.key) });

/** The media relpath of a streaming URL, from its path segments after the prefix (each URL-decoded once). */
export function mediaRelpath(route: MediaRoute, params: unknown): string {
  if (route === "lv") return decodeUrlSafeBase64Path(validate(LvParams, params).path[0]);
  return validate(VideoParams, params).path.join("/");
}

/** Status and headers of a reply, with the open file and byte range to send (null: no body). */
export type MediaReply = {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** An open descriptor (shared, ./shared-files.ts) the caller must send (sendFileBytes, nodeFileBody) or release (releaseMediaReply). */
  bytes: { fd: number; start: number; end: number; release: () => void } | null;
};

export type FileReply = {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** null for HEAD and 304. */
  body: ReadableStream<Uint8Array> | null;
};

/**
 * The home rule of media bytes: a caller reads the roots of its own home (a
 * lens invitee: its lens's home, narrowed first to the lens's files by
 * lensAllows in openReadableFile).
 */
export function canReadMedia(caller: Caller | null, req: MediaReadRequest & { root: { homeId: string } }): caller is Caller {
  return caller !== null && req.root.homeId === caller.homeId;
}

/**
 * Decides the reply to a GET or HEAD of one media file: access, path, status
 * and headers. Throws an AppError (401, 400, 404, 416) for refusals. When it
 * returns bytes, the descriptor is open and the caller must release it once.
 */
export async function openMediaReply(caller: Caller | null, request: Omit<StreamRequest, "signal">): Promise<MediaReply> {
  const file = await openReadableFile(caller, request);
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
      file.release();
      return { status: 304, headers, bytes: null };
    }
    if (plan.kind === "unsatisfiable") {
      throw new AppError("RANGE_NOT_SATISFIABLE", "Range Not Satisfiable.", {
        "Accept-Ranges": "bytes",
        "Content-Range": `bytes */${version.size}`,
      });
    }
    const start = plan.kind === "partial" ? plan.start : 0;
    const end = plan.kind === "partial" ? plan.end : version.size - 1;
    // openReadableFile opened a playable type only.
    Object.assign(headers, { "Content-Type": playableType(request.relpath)!, "X-Content-Type-Options": "nosniff" });
    headers["Content-Length"] = String(end - start + 1);
    if (plan.kind === "partial") headers["Content-Range"] = `bytes ${start}-${end}/${version.size}`;
    const status = plan.kind === "partial" ? 206 : 200;
    if (request.method === "HEAD" || version.size === 0) {
      file.release();
      return { status, headers, bytes: null };
    }
    return { status, headers, bytes: { fd: file.fd, start, end, release: file.release } };
  } catch (error) {
    file.release();
    throw error;
  }
}

/** Streams one media file (full, one range, or headers only) as a web response body. */
export async function streamMediaFile(caller: Caller | null, request: StreamRequest): Promise<FileReply> {
  const reply = await openMediaReply(caller, request);
  if (reply.bytes && request.signal?.aborted) {
    // The client went away while the file was opened (a seek cancels its last
    // range request): nobody reads the bytes. A body over a stream destroyed
    // before it was handed on made Response() throw, a logged 500 per seek.
    releaseMediaReply(reply);
    return { status: reply.status, headers: reply.headers, body: null };
  }
  const body = reply.bytes ? webFileBody(reply.bytes, request.signal) : null;
  return { status: reply.status, headers: reply.headers, body };
}

/** The web response of a media route (`route`: how its URL names the file) for the request's method and range. */
export async function mediaRouteResponse(caller: Caller | null, route: MediaRoute, params: unknown, req: Request): Promise<Response> {
  const reply = await streamMediaFile(caller, {
    relpath: mediaRelpath(route, params),
    method: req.method === "HEAD" ? "HEAD" : "GET",
    headers: req.headers,
    signal: req.signal,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

/**
 * The type of a photo, video or audio file, by its name; null for anything
 * else. Media routes serve nothing else: a root holding other files (a
 * folder of the system, documents) gives none of them away, and HTML or SVG
 * (image/svg+xml runs scripts) never runs in the app's own origin.
 */
export function playableType(relpath: string): string | null {
  const type = mime.lookup(relpath);
  return type && /^(video|audio|image)\//.test(type) && type !== "image/svg+xml" ? type : null;
}

/**
 * The access rule of media bytes, for every way they are served (this
 * file's direct streams, lib/transcode's HLS): 401 without a session; 403 for
 * a lens invitee outside its lens; 404 for a file that is not a photo, video
 * or audio, and outside the caller's roots. Returns the file's root and its
 * path inside it (not resolved on disk yet).
 */
export async function checkMediaAccess(caller: Caller | null, request: MediaReadRequest) {
  // Without a session nothing is looked up, on disk or in the database.
  if (!caller) throw unauthorized();
  // An invitee reads its lens's files and nothing else, decided before any path is resolved.
  if (!(await lensAllows(caller, request.relpath))) throw forbidden();
  if (!playableType(request.relpath)) throw notFound(FILE_NOT_FOUND_ERROR);
  const { root, pathInRoot } = await locateMediaPath(caller.homeId, request.relpath, recentMediaRootByName);
  if (!canReadMedia(caller, { ...request, root })) throw notFound(FILE_NOT_FOUND_ERROR);
  return { root, pathInRoot };
}

/** Access first (checkMediaAccess); then the file inside its root, opened, or shared with requests for the same file (./shared-files.ts). */
async function openReadableFile(caller: Caller | null, request: MediaReadRequest): Promise<SharedFile> {
  const { root, pathInRoot } = await checkMediaAccess(caller, request);
  // A shared descriptor skips the realpath of the file: it was opened by this
  // very check (same real root, same path inside it: the key) at most REUSE_MS
  // ago, on the real path then inside the root and without following a
  // symlink. So it serves what a request at that moment got, never a file the
  // check refused. The root is in the key: nested roots check different bounds.
  return openShared(`${root.realPath}\u0000${pathInRoot}`, async () => openRegularFile(await resolveInRealRoot(root.realPath, pathInRoot)));
}

// O_NONBLOCK: opening a FIFO never waits for a writer (it is then refused as not
// a regular file). O_NOFOLLOW: the path was checked by realpath; a symlink
// swapped in since is not followed.
const OPEN_FLAGS = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW;
const open = promisify(fs.open);
const fstat = promisify(fs.fstat);
const close = promisify(fs.close);

/**
 * Opens the file and reads its size and mtime from the open descriptor, so
 * headers and bytes agree. A plain descriptor (not a FileHandle): read streams
 * over it use fs.read directly, the fastest way Node reads a file.
 */
async function openRegularFile(realPath: string): Promise<OpenedFile> {
  let fd: number;
  try {
    fd = await open(realPath, OPEN_FLAGS);
  } catch {
    throw notFound(FILE_NOT_FOUND_ERROR);
  }
  const stat = await fstat(fd).catch(() => undefined);
  if (!stat?.isFile()) {
    await close(fd);
    throw notFound(FILE_NOT_FOUND_ERROR); // folders, devices, sockets, FIFOs
  }
  return { fd, stat };
}

/** Releases the descriptor of a reply whose bytes will not be sent. */
export function releaseMediaReply(reply: MediaReply): void {
  reply.bytes?.release();
}

// Large reads keep the syscalls per GB low; backpressure keeps at most a few in memory.
export const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes start..end (inclusive) as a Node stream over the open descriptor:
 * memory stays flat whatever the file size. The descriptor is released (not
 * closed: others may share it) when the stream ends or is destroyed (the client went away).
 */
export function nodeFileBody(bytes: NonNullable<MediaReply["bytes"]>): fs.ReadStream {
  const release = (_fd: number, done: (error: null) => void) => {
    bytes.release();
    done(null);
  };
  return fs.createReadStream("", {
    fd: bytes.fd,
    start: bytes.start,
    end: bytes.end,
    highWaterMark: READ_CHUNK_BYTES,
    autoClose: true,
    fs: { read: fs.read, close: release },
  });
}

/** The same bytes as a web stream; closed also when the reader cancels or `signal` aborts. */
function webFileBody(bytes: NonNullable<MediaReply["bytes"]>, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const stream = nodeFileBody(bytes);
  if (signal) {
    const stop = () => stream.destroy();
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    stream.once("close", () => signal.removeEventListener("abort", stop));
  }
  // toWeb's cancel() destroys the node stream, which closes the descriptor.
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
