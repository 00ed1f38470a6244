import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { getConfig } from "../config";
import { log } from "../log";
import { extractFrame, probe } from "../media/ffmpeg";
import { writeWebpThumbnail } from "../media/images";
import { dataUrl, placeholderPath, THUMBNAIL_QUALITY, THUMBNAIL_SIZE, thumbnailKey, thumbnailPath } from "./paths";
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

type Pool = { limit: pLimit.Limit; inFlight: Map<string, Promise<boolean>> };

// One pool per process, even when Next loads this module in several bundles.
const pool: Pool = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.thumbnail-pool")] ??= {
  limit: pLimit(THUMBNAIL_WORKERS),
  inFlight: new Map(),
}) as Pool;

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
export async function thumbnailFile(file: ThumbnailSource, context: ThumbnailContext = defaultContext()): Promise<Thumbnail> {
  if (file.type === "folder") return PLACEHOLDER;
  const key = thumbnailKey(file);
  const cached = thumbnailPath(context.dataDir, key);
  if (await exists(cached)) {
    if (file.thumbState !== "ready") await markThumbnail(file, "ready");
    return { path: cached, key, placeholder: false };
  }
  if (file.thumbState === "failed") return PLACEHOLDER;

  // Concurrent requests for the same thumbnail share one job.
  let job = pool.inFlight.get(key);
  if (!job) {
    job = pool.limit(() => makeThumbnail(file, cached, context)).finally(() => pool.inFlight.delete(key));
    pool.inFlight.set(key, job);
  }
  const made = await job;
  await markThumbnail(file, made ? "ready" : "failed");
  return made ? { path: cached, key, placeholder: false } : PLACEHOLDER;
}

let placeholderBytes: Promise<Buffer> | undefined;

/** The thumbnail as a data URL ("data:image/webp;base64,..."), as the legacy replies carry it. */
export async function thumbnailBase64(file: ThumbnailSource, context: ThumbnailContext = defaultContext()): Promise<string> {
  const thumbnail = await thumbnailFile(file, context);
  if (thumbnail.placeholder) return dataUrl(await (placeholderBytes ??= readFile(PLACEHOLDER.path)));
  return dataUrl(await readFile(thumbnail.path));
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

/** Deletes the cached thumbnails of files that changed or vanished. */
export async function removeThumbnails(files: Array<{ rootId: string; relpath: string; size: bigint | number; mtime: Date | number }>, dataDir = defaultContext().dataDir): Promise<void> {
  await Promise.all(files.map((file) => rm(thumbnailPath(dataDir, thumbnailKey(file)), { force: true })));
}
