import { readFile } from "node:fs/promises";
import fresh from "fresh";
import type { Caller } from "../auth/session";
import { notFound } from "../http/errors";
import { displayVersion, resolveInRoot } from "../media";
import { THUMBNAIL_CONTENT_TYPE } from "./paths";
import { findFolderCover, findHomeFile } from "./queries";
import { displayRendition, thumbnailFile, type Thumbnail } from "./thumbnails";

// Entry point of the derived images for the app's own pages: thumbnails (GET
// /api/thumbs/{id}) and photos' display renditions (GET /api/photos/{id}/display).
// No "server-only": the home agent (lib/agent/answer.ts), started with the
// server, answers the hosted face's thumbnail requests with it.

export type ThumbnailImage = {
  body: Buffer;
  contentType: string;
  etag: string;
  /** False for the placeholder: a file that failed may be fixed or retried, so it is not cached for long. */
  immutable: boolean;
};

/**
 * The reply for a derived image: 304 when the browser's copy is current; a
 * current image may be kept a year, a placeholder only `placeholderCache`.
 */
export function imageResponse(image: ThumbnailImage, req: { headers: Pick<Headers, "get"> }, placeholderCache: string): Response {
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": image.immutable ? "private, max-age=31536000, immutable" : placeholderCache,
    ETag: image.etag,
  };
  if (fresh({ "if-none-match": req.headers.get("if-none-match") ?? undefined }, { etag: image.etag })) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(image.body), { headers: { ...headers, "Content-Length": String(image.body.length) } });
}

/** The thumbnail of a file (a folder: of its first photo or video) in the caller's home; 404 for anything else. */
export async function thumbnailForCaller(caller: Caller, fileId: number): Promise<ThumbnailImage> {
  const file = await findHomeFile(caller.homeId, fileId);
  if (!file) throw notFound();
  const source = file.type === "folder" ? await findFolderCover(file.rootId, file.relpath) : file;
  const thumbnail: Thumbnail = source
    ? await thumbnailFile({ ...source, rootPath: source.root.path })
    : await thumbnailFile({ ...file, rootPath: file.root.path });
  return {
    body: await readFile(thumbnail.path),
    contentType: THUMBNAIL_CONTENT_TYPE,
    etag: `"${thumbnail.key}"`,
    immutable: !thumbnail.placeholder,
  };
}

export const PHOTO_NOT_SHOWN = "This photo cannot be shown.";

/**
 * The display rendition of a photo in the caller's home (a JPEG of at most
 * 1600 px); 404 for anything else, and for a photo that cannot be decoded.
 * `version` is the ?v= of the URL: when it names the photo's current version
 * the browser may keep the image for a year.
 */
export async function photoDisplayForCaller(caller: Caller, fileId: number, version?: string): Promise<ThumbnailImage> {
  const file = await findHomeFile(caller.homeId, fileId);
  if (!file || file.type !== "photo") throw notFound();
  // The path comes from the index; the symlink check keeps it inside the root all the same.
  const source = await resolveInRoot(file.root.path, file.relpath);
  const rendition = await displayRendition(file, source);
  if (!rendition) throw notFound(PHOTO_NOT_SHOWN);
  return {
    body: await readFile(rendition.path),
    contentType: "image/jpeg",
    etag: `"d-${rendition.key}"`,
    immutable: version === displayVersion(file.mtime.getTime()),
  };
}
