import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import PQueue from "p-queue";
import { getConfig } from "../config";
import { log } from "../log";
import { DISPLAY_MAX_SIDE, DISPLAY_QUALITY, extractFrame, probe, writeJpegRendition, writeWebpThumbnail } from "../media";
import { dataUrl, displayPath, placeholderPath, THUMBNAIL_QUALITY, THUMBNAIL_SIZE, thumbnailKey, thumbnailPath } from "./paths";
import { markThumbnail, type ThumbState } from "./queries";

// Thumbnails are made on first use (or ahead of time by the indexer) and kept
// under DATA_DIR/thumbs/. No "server-only": the indexer runs from start-up.

export type ThumbnailSource = {
  id: number;
  rootId: string;
  /** The media root's folder on disk; the file is that plus relpath (both from the index, never from a request). */
  rootPath: string;
  relpath: string;
  type: "folder" | "photo" | "video";
  size: bigint;
  mtime: Date;
  /** Seconds, for picking a video frame; probed when unknown. */
  duration: number | null;
  thumbState: ThumbState;
};

export type ThumbnailContext = { dataDir: string; ffmpegPath?: string; ffprobePath?: string };

export type Thumbnail = {
  /** File to send: the cached thumbnail or the shipped placeholder. */
  path: string;
  /** Version of the thumbnail (changes with the file); "placeholder" for the placeholder. */
  key: string;
  placeholder: boolean;
};

/** One worker per CPU: sharp and ffmpeg each keep a core busy per image. */
export const THUMBNAIL_WORKERS = Math.max(1, availableParallelism());

/** Where in a video the thumbnail frame is taken: past intros and fade-ins. */
export const VIDEO_FRAME_AT = 0.1;

/** Who waits for a thumbnail: a viewer's jobs go before the indexer's queued ones. */
export type ThumbnailFor = "viewer" | "indexer";
const PRIORITY: Record<ThumbnailFor, number> = { viewer: 1, indexer: 0 };

type Pool = {
  queue: PQueue;
  inFlight: Map<string, Promise<boolean>>;
  recording: Set<Promise<unknown>>;
  /** Per root, the folders a viewer asked missing thumbnails of: the indexer's thumbnail pass makes theirs next. */
  wanted: Map<string, Set<string>>;
};

// One pool per process, even when Next loads this module in several bundles.
const pool: Pool = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.thumbnail-pool")] ??= {
  queue: new PQueue({ concurrency: THUMBNAIL_WORKERS }),
  inFlight: new Map(),
  recording: new Set(),
  wanted: new Map(),
}) as Pool;

/** Wanted folders kept per root: a viewer has a few open at once; older asks are dropped. */
const WANTED_FOLDERS = 20;

/** A viewer asked for a missing thumbnail of this file: its folder becomes the newest wanted one. */
function wantFolderOf(file: ThumbnailSource): void {
  const folders = pool.wanted.get(file.rootId) ?? pool.wanted.set(file.rootId, new Set()).get(file.rootId)!;
  const folder = file.relpath.slice(0, Math.max(0, file.relpath.lastIndexOf("/")));
  folders.delete(folder);
  folders.add(folder);
  if (folders.size > WANTED_FOLDERS) folders.delete(folders.values().next().value!);
}

/** The folders of a root whose missing thumbnails a viewer asked for, newest ask first. */
export function wantedFolders(rootId: string): string[] {
  return [...(pool.wanted.get(rootId) ?? [])].reverse();
}

/** A wanted folder has no missing thumbnail left. */
export function folderServed(rootId: string, folder: string): void {
  pool.wanted.get(rootId)?.delete(folder);
}

function defaultContext(): ThumbnailContext {
  const config = getConfig();
  return { dataDir: config.dataDir, ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath };
}

const PLACEHOLDER: Thumbnail = { path: placeholderPath(), key: "placeholder", placeholder: true };

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The thumbnail of a photo or video, made now if it is not cached yet. A file
 * that cannot be decoded gets the placeholder (and is not tried again until it
 * changes). Folders have no thumbnail of their own: callers pick a cover.
 */
export async function thumbnailFile(file: ThumbnailSource, context: ThumbnailContext = defaultContext(), asker: ThumbnailFor = "viewer"): Promise<Thumbnail> {
  if (file.type === "folder") return PLACEHOLDER;
  const key = thumbnailKey(file);
  const cached = thumbnailPath(context.dataDir, key);
  if (await exists(cached)) {
    if (file.thumbState !== "ready") await markThumbnail(file, "ready");
    return { path: cached, key, placeholder: false };
  }
  if (file.thumbState === "failed") return PLACEHOLDER;

  return makeShared(file, key, cached, context, asker);
}

/** Makes a thumbnail on the pool and records its state; concurrent requests for the same thumbnail share one job. */
function makeShared(file: ThumbnailSource, key: string, cached: string, context: ThumbnailContext, asker: ThumbnailFor): Promise<Thumbnail> {
  if (asker === "viewer") wantFolderOf(file);
  let job = pool.inFlight.get(key);
  if (!job) {
    job = pool.queue.add(() => makeThumbnail(file, cached, context), { priority: PRIORITY[asker] }).finally(() => pool.inFlight.delete(key));
    pool.inFlight.set(key, job);
  }
  const recorded = job.then(async (made): Promise<Thumbnail> => {
    await markThumbnail(file, made ? "ready" : "failed");
    return made ? { path: cached, key, placeholder: false } : PLACEHOLDER;
  });
  pool.recording.add(recorded);
  void recorded.finally(() => pool.recording.delete(recorded)).catch(() => undefined);
  return recorded;
}

/** Resolves once no thumbnail job is running or queued (tests and scripts that close the database after a reply left jobs running). */
export async function thumbnailJobsSettled(): Promise<void> {
  while (pool.inFlight.size > 0 || pool.recording.size > 0) await Promise.allSettled([...pool.inFlight.values(), ...pool.recording]);
}

let placeholderBytes: Promise<Buffer> | undefined;

/** The shipped placeholder as a data URL (read once per process). */
export async function placeholderBase64(): Promise<string> {
  return dataUrl(await (placeholderBytes ??= readFile(PLACEHOLDER.path)));
}

/** The thumbnail as a data URL ("data:image/webp;base64,..."), made now if needed (folderbrief's four, one file). */
export async function thumbnailBase64(file: ThumbnailSource, context: ThumbnailContext = defaultContext()): Promise<string> {
  const thumbnail = await thumbnailFile(file, context);
  if (thumbnail.placeholder) return placeholderBase64();
  return dataUrl(await readFile(thumbnail.path));
}

// Base64 thumbnails for a whole legacy reply (a page of 60, a player list).
// Measured on this kind of machine (2 cores, the two-worker pool): a cached
// thumbnail is read and encoded in ~0.07 ms (60 in ~4 ms); a missing one costs
// ~73 ms for a 12 MP phone JPEG (60 in ~4.4 s) and ~100-300 ms for a video
// frame through ffmpeg. Making every missing one inside the request would make
// a first visit to a folder take seconds, so a reply waits at most
// BASE64_WAIT_MS for the thumbnails it starts (about a dozen photos), sends the
// placeholder's base64 for the rest, and leaves their jobs running on the
// pool: the next request (or the indexer's thumbnail pass) finds them cached.
// One reply starts at most BASE64_MAX_JOBS jobs, so a list of hundreds cannot
// flood the pool's queue ahead of other requests.

/** How long a legacy reply waits for thumbnails it had to start. */
export const BASE64_WAIT_MS = 500;
/** Jobs one reply may start; the rest of its missing thumbnails are the placeholder. */
export const BASE64_MAX_JOBS = 60;

export type Base64Options = { waitMs?: number; maxJobs?: number; context?: ThumbnailContext };

/** Data URLs for many photos and videos, in order: cached ones as they are, missing ones made within the wait, else the placeholder. */
export async function thumbnailsBase64(files: ThumbnailSource[], options: Base64Options = {}): Promise<string[]> {
  const context = options.context ?? defaultContext();
  const maxJobs = options.maxJobs ?? BASE64_MAX_JOBS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.waitMs ?? BASE64_WAIT_MS);
  });
  let started = 0;
  try {
    return await Promise.all(
      files.map(async (file) => {
        if (file.type === "folder") return placeholderBase64();
        const key = thumbnailKey(file);
        const cached = thumbnailPath(context.dataDir, key);
        const bytes = await readFile(cached).catch(() => null);
        if (bytes) {
          if (file.thumbState !== "ready") await markThumbnail(file, "ready");
          return dataUrl(bytes);
        }
        if (file.thumbState === "failed" || started >= maxJobs) return placeholderBase64();
        started++;
        const job = makeShared(file, key, cached, context, "viewer");
        // The job goes on after a late reply; its failure is logged by makeThumbnail.
        job.catch(() => undefined);
        const made = await Promise.race([job, late]);
        if (!made || made.placeholder) return placeholderBase64();
        return dataUrl(await readFile(made.path));
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Writes the thumbnail through a temp file, so a cached file is always whole. Resolves false on failure. */
async function makeThumbnail(file: ThumbnailSource, target: string, context: ThumbnailContext): Promise<boolean> {
  const source = path.join(file.rootPath, file.relpath);
  const tmp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
  const spec = { size: THUMBNAIL_SIZE, quality: THUMBNAIL_QUALITY };
  try {
    await mkdir(path.dirname(target), { recursive: true });
    if (file.type === "photo") {
      await writeWebpThumbnail(source, tmp, spec);
    } else {
      await writeWebpThumbnail(await videoFrame(source, file.duration, context), tmp, spec);
    }
    await rename(tmp, target);
    return true;
  } catch (error) {
    await rm(tmp, { force: true });
    log.warn({ relpath: file.relpath, rootId: file.rootId, err: (error as Error).message }, "thumbnail: file could not be decoded, using the placeholder");
    return false;
  }
}

async function videoFrame(source: string, duration: number | null, context: ThumbnailContext): Promise<Buffer> {
  const options = { ffmpegPath: context.ffmpegPath, maxSide: THUMBNAIL_SIZE * 2 };
  const seconds = duration ?? (await probe(source, { ffprobePath: context.ffprobePath }).catch(() => null))?.durationSeconds;
  const at = seconds && seconds > 0 ? seconds * VIDEO_FRAME_AT : 0;
  try {
    return await extractFrame(source, at, options);
  } catch (error) {
    // A wrong duration can point past the end: the first frame still beats a placeholder.
    if (at === 0) throw error;
    return extractFrame(source, 0, options);
  }
}

/** Deletes the cached thumbnails (and display renditions) of files that changed or vanished. */
export async function removeThumbnails(
  files: Array<{ rootId: string; relpath: string; size: bigint | number; mtime: Date | number }>,
  dataDir = defaultContext().dataDir,
): Promise<void> {
  await Promise.all(
    files.flatMap((file) => {
      const key = thumbnailKey(file);
      return [rm(thumbnailPath(dataDir, key), { force: true }), rm(displayPath(dataDir, key), { force: true })];
    }),
  );
}

// ---- display renditions ----------------------------------------------------

export type DisplayRendition = { path: string; key: string };

// Photos whose rendition could not be made, by key (a changed file has a new key): not tried again in this process.
const failedDisplays = new Set<string>();

/**
 * A photo's display rendition (a JPEG of at most DISPLAY_MAX_SIDE px, see
 * lib/media/display-rules.ts), made on the thumbnail pool on first use and
 * kept under DATA_DIR/display/. `source` is the photo's real path, already
 * checked to be inside its root. Null when the photo cannot be decoded.
 */
export async function displayRendition(
  file: Pick<ThumbnailSource, "rootId" | "relpath" | "size" | "mtime">,
  source: string,
  context: ThumbnailContext = defaultContext(),
): Promise<DisplayRendition | null> {
  const key = thumbnailKey(file);
  const target = displayPath(context.dataDir, key);
  if (await exists(target)) return { path: target, key };
  if (failedDisplays.has(key)) return null;
  const jobKey = `display:${key}`;
  let job = pool.inFlight.get(jobKey);
  if (!job) {
    job = pool.queue.add(() => makeDisplay(file, source, target), { priority: PRIORITY.viewer }).finally(() => pool.inFlight.delete(jobKey));
    pool.inFlight.set(jobKey, job);
  }
  if (await job) return { path: target, key };
  failedDisplays.add(key);
  return null;
}

async function makeDisplay(file: Pick<ThumbnailSource, "rootId" | "relpath">, source: string, target: string): Promise<boolean> {
  const tmp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeJpegRendition(source, tmp, DISPLAY_MAX_SIDE, DISPLAY_QUALITY);
    await rename(tmp, target);
    return true;
  } catch (error) {
    await rm(tmp, { force: true });
    log.warn({ relpath: file.relpath, rootId: file.rootId, err: (error as Error).message }, "display rendition: photo could not be decoded");
    return false;
  }
}
