import { createHash } from "node:crypto";
import path from "node:path";

// Every derived thumbnail path and URL, in one pure module. A thumbnail's key
// hashes the file's identity and version (root, relpath, size, mtime), so a
// changed file gets a new thumbnail (and a new URL that browsers have never
// cached) and the old one can be found again to delete it.

/** Long side in pixels: sharp enough for the 120 px grid tiles and folder cards on a 2x-3x screen. */
export const THUMBNAIL_SIZE = 320;
export const THUMBNAIL_QUALITY = 80;
export const THUMBNAIL_CONTENT_TYPE = "image/webp";

export type ThumbnailIdentity = { rootId: string; relpath: string; size: bigint | number; mtime: Date | number };

export function thumbnailKey(file: ThumbnailIdentity): string {
  const mtimeMs = typeof file.mtime === "number" ? file.mtime : file.mtime.getTime();
  return createHash("sha256")
    .update(`${file.rootId}\0${file.relpath}\0${String(file.size)}\0${mtimeMs}`)
    .digest("hex")
    .slice(0, 32);
}

export function thumbnailsDir(dataDir: string): string {
  return path.join(dataDir, "thumbs");
}

/** DATA_DIR/thumbs/ab/ab12....webp: 256 fan-out folders keep directories small. */
export function thumbnailPath(dataDir: string, key: string): string {
  return path.join(thumbnailsDir(dataDir), key.slice(0, 2), `${key}.webp`);
}

/** DATA_DIR/display/ab/ab12....jpg: a photo's display rendition (lib/media/display-rules.ts), keyed like its thumbnail. */
export function displayPath(dataDir: string, key: string): string {
  return path.join(dataDir, "display", key.slice(0, 2), `${key}.jpg`);
}

/** The app's own pages use this URL; the version makes it safe to cache for a year. */
export function thumbnailUrl(fileId: number, key: string): string {
  return `/api/thumbs/${fileId}?v=${key.slice(0, 12)}`;
}

/** Shipped image for files that cannot be decoded (public/thumbnails/placeholder.webp). */
export function placeholderPath(appDir: string = process.cwd()): string {
  return path.join(appDir, "public", "thumbnails", "placeholder.webp");
}

export function dataUrl(webp: Buffer): string {
  return `data:${THUMBNAIL_CONTENT_TYPE};base64,${webp.toString("base64")}`;
}
