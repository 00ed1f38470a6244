import "server-only";
import { readFile } from "node:fs/promises";
import type { Caller } from "../auth/session";
import { notFound } from "../http/errors";
import { THUMBNAIL_CONTENT_TYPE } from "./paths";
import { findFolderCover, findHomeFile } from "./queries";
import { thumbnailFile, type Thumbnail } from "./thumbnails";

// Entry point of thumbnails for the app's own pages (GET /api/thumbs/{id}).

export type ThumbnailImage = {
  body: Buffer;
  contentType: string;
  etag: string;
  /** False for the placeholder: a file that failed may be fixed or retried, so it is not cached for long. */
  immutable: boolean;
};

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
