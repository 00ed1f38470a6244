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

/** A folder's cover: its first listed photo or video. */
export function findFolderCover(rootId: string, folder: string) {
  return db().mediaFile.findFirst({
    where: { rootId, parent: folder, type: { in: ["photo", "video"] }, sortKey: { gte: 0 } },
    orderBy: { sortKey: "asc" },
    select: THUMBNAIL_FIELDS,
  });
}
