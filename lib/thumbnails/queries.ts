import { db } from "../db";

// The only file of the thumbnail feature that touches the database. No
// "server-only": the indexer makes thumbnails in the background from start-up.

export type ThumbState = "pending" | "ready" | "failed";

/** Records a thumbnail's state, unless the file changed since it was read (a rescan then owns the row). */
export async function markThumbnail(file: { id: number; size: bigint; mtime: Date }, state: ThumbState): Promise<void> {
  await db().mediaFile.updateMany({ where: { id: file.id, size: file.size, mtime: file.mtime }, data: { thumbState: state } });
}

const THUMBNAIL_FIELDS = {
  id: true,
  rootId: true,
  relpath: true,
  type: true,
  size: true,
  mtime: true,
  duration: true,
  thumbState: true,
  metaState: true,
  root: { select: { path: true, homeId: true } },
} as const;

/** A file of the given home, with its root's folder; null when it does not exist there. */
export function findHomeFile(homeId: string, id: number) {
  return db().mediaFile.findFirst({ where: { id, root: { homeId } }, select: THUMBNAIL_FIELDS });
}

/**
 * A folder's cover: its first listed photo or video; for a folder that only
 * holds folders (a year of albums), the first photo or video further down.
 */
export async function findFolderCover(rootId: string, folder: string) {
  const media = { type: { in: ["photo" as const, "video" as const] }, sortKey: { gte: 0 } };
  const own = await db().mediaFile.findFirst({ where: { rootId, parent: folder, ...media }, orderBy: { sortKey: "asc" }, select: THUMBNAIL_FIELDS });
  if (own) return own;
  return db().mediaFile.findFirst({
    where: { rootId, relpath: { startsWith: folder === "" ? "" : `${folder}/` }, ...media },
    orderBy: { relpath: "asc" },
    select: THUMBNAIL_FIELDS,
  });
}
