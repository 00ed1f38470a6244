import { db } from "../../db";
import { jsonRows } from "../../db/json-rows";
import { Prisma, type MediaType } from "../../db/generated/client";
import { LISTED_COLUMNS, toListedRow, type ListedRow, type ListedTuple } from "./rows";

// Folder listings from the media index: what the file browser (browse.ts),
// the home browse calls and the players' lists read. Every listing is an index
// range scan on (rootId, parent, sortKey): a page deep in a folder costs what
// its first page costs (no OFFSET), and gaps in the keys cannot skip entries.
// Listed means sortKey >= 0 (a root's own row and files whose metadata failed
// are -1).

/** A home's media root by name and, when it is indexed, the row at `relpath` inside it (one round trip). */
export type BrowseTarget = { rootId: string; rootName: string; rowId: number | null; rowType: MediaType | null };

export async function findBrowseTarget(homeId: string, rootName: string, relpath: string): Promise<BrowseTarget | null> {
  const [row] = await db().$queryRaw<Array<{ rootId: string; rootName: string; rowId: number | null; rowType: MediaType | null }>>`
    SELECT r.id AS "rootId", r.name AS "rootName", f.id AS "rowId", f.type::text AS "rowType"
    FROM "MediaRoot" r
    LEFT JOIN "MediaFile" f ON f."rootId" = r.id AND f.relpath = ${relpath}
    WHERE r."homeId" = ${homeId} AND r.name = ${rootName}
    LIMIT 1`;
  return row ?? null;
}

/** Rows of a folder that match `where`, by sortKey in `order`, at most `limit`. */
async function folderRowsWhere(rootId: string, parent: string, where: Prisma.Sql, order: Prisma.Sql, limit: number): Promise<ListedRow[]> {
  const rows = await jsonRows<ListedTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(${LISTED_COLUMNS}) ORDER BY f."sortKey" ${order})::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, mtime, width, height, duration, "takenAt", "sortKey", "thumbState", playback
      FROM "MediaFile"
      WHERE "rootId" = ${rootId} AND parent = ${parent} AND ${where}
      ORDER BY "sortKey" ${order} LIMIT ${limit}
    ) AS f`);
  return rows.map(toListedRow);
}

const ASCENDING = Prisma.sql`ASC`;
const DESCENDING = Prisma.sql`DESC`;

/** Listed entries of a folder with sortKey >= `fromSortKey`, in order, at most `limit` (a page). */
export function listFolderRange(rootId: string, parent: string, fromSortKey: number, limit: number): Promise<ListedRow[]> {
  return folderRowsWhere(rootId, parent, Prisma.sql`"sortKey" >= ${fromSortKey}`, ASCENDING, limit);
}

/** The first `limit` listed photos and videos of a folder (folder cards). */
export function listFolderMedia(rootId: string, parent: string, limit: number): Promise<ListedRow[]> {
  return folderRowsWhere(rootId, parent, Prisma.sql`"sortKey" >= 0 AND type <> 'folder'`, ASCENDING, limit);
}

/** The first `limit` listed photos and/or videos of a folder, in order (types: which ones). */
export function listFolderFiles(rootId: string, parent: string, types: Array<"photo" | "video">, limit: number): Promise<ListedRow[]> {
  return folderRowsWhere(rootId, parent, Prisma.sql`"sortKey" >= 0 AND relpath <> '' AND type::text = ANY(${types})`, ASCENDING, limit);
}

/**
 * Listed photos and/or videos of a folder on one side of a position: "after"
 * from sortKey `at` on (ascending), "before" below `at` (descending, nearest
 * first), so a player window deep in a folder of 10,000 costs what its start costs.
 */
export function listFolderFilesFrom(
  rootId: string,
  parent: string,
  types: Array<"photo" | "video">,
  at: number,
  side: "after" | "before",
  limit: number,
): Promise<ListedRow[]> {
  const position = side === "after" ? Prisma.sql`"sortKey" >= ${at}` : Prisma.sql`"sortKey" >= 0 AND "sortKey" < ${at}`;
  return folderRowsWhere(
    rootId,
    parent,
    Prisma.sql`${position} AND relpath <> '' AND type::text = ANY(${types})`,
    side === "after" ? ASCENDING : DESCENDING,
    limit,
  );
}

/** Whether a folder lists at least one subfolder, and at least one photo. */
export async function folderKinds(rootId: string, parent: string): Promise<{ hasFolders: boolean; hasPhotos: boolean }> {
  const [row] = await db().$queryRaw<Array<{ hasFolders: boolean; hasPhotos: boolean }>>`
    SELECT
      EXISTS (SELECT 1 FROM "MediaFile" WHERE "rootId" = ${rootId} AND parent = ${parent} AND "sortKey" >= 0 AND relpath <> '' AND type = 'folder') AS "hasFolders",
      EXISTS (SELECT 1 FROM "MediaFile" WHERE "rootId" = ${rootId} AND parent = ${parent} AND "sortKey" >= 0 AND relpath <> '' AND type = 'photo') AS "hasPhotos"`;
  return { hasFolders: !!row?.hasFolders, hasPhotos: !!row?.hasPhotos };
}

/** Listed folders, photos and videos per root of a home (whole roots, not just their top level). */
export async function countHomeEntries(homeId: string): Promise<Map<string, Record<MediaType, number>>> {
  const groups = await db().mediaFile.groupBy({
    by: ["rootId", "type"],
    where: { root: { homeId }, sortKey: { gte: 0 }, relpath: { not: "" } },
    _count: { _all: true },
  });
  const counts = new Map<string, Record<MediaType, number>>();
  for (const group of groups) {
    const entry = counts.get(group.rootId) ?? { folder: 0, photo: 0, video: 0 };
    entry[group.type] = group._count._all;
    counts.set(group.rootId, entry);
  }
  return counts;
}
