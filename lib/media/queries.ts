import { copyIntoServer, db, embeddedDb } from "../db";
import { Prisma, type JobStatus, type MediaType, type ScanPhase } from "../db/generated/client";
import type { IndexedEntry, MetaState } from "./folder-plan";
import { nameOf, parentOf } from "./folder-plan";
import { forgetRecentMediaRoots } from "./roots";

// The only file of the media index that touches the database. No
// "server-only": the indexer runs from start-up (instrumentation).
//
// Bulk reads and writes go through one JSON parameter (json_agg out,
// json_to_recordset in): PGlite runs on the main thread and parses a JSON
// array several times faster than thousands of bound parameters or Prisma's
// per-row objects. Callers keep each write to at most a few thousand rows.

export type RootRecord = { id: string; homeId: string; name: string; path: string };

export function findRoot(rootId: string): Promise<RootRecord | null> {
  return db().mediaRoot.findUnique({ where: { id: rootId }, select: { id: true, homeId: true, name: true, path: true } });
}

export function listHomeRoots(homeId: string): Promise<RootRecord[]> {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: { id: true, homeId: true, name: true, path: true },
    orderBy: { createdAt: "asc" },
  });
}

// ---- pass 1: files --------------------------------------------------------

async function jsonRows<T>(query: Promise<Array<{ rows: string | null }>>): Promise<T[]> {
  const [result] = await query;
  return result?.rows ? (JSON.parse(result.rows) as T[]) : [];
}

/** relpath -> children digest of every folder row of a root (null: never completed). */
export async function loadFolderDigests(rootId: string): Promise<Map<string, string | null>> {
  const rows = await jsonRows<[string, string | null]>(db().$queryRaw`
    SELECT json_agg(json_build_array(relpath, "childrenDigest"))::text AS rows
    FROM "MediaFile" WHERE "rootId" = ${rootId} AND type = 'folder'`);
  return new Map(rows);
}

/** The index's rows directly inside a folder. */
export async function listFolderRows(rootId: string, parent: string): Promise<IndexedEntry[]> {
  const rows = await jsonRows<[number, string, MediaType, number, number, MetaState, number]>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, type, size, (extract(epoch FROM mtime) * 1000)::bigint, "metaState", "sortKey"))::text AS rows
    FROM "MediaFile" WHERE "rootId" = ${rootId} AND parent = ${parent} AND relpath <> ''`);
  return rows.map(([id, relpath, kind, size, mtimeMs, metaState, sortKey]) => ({
    id,
    name: nameOf(relpath),
    kind,
    size: Number(size),
    mtimeMs: Number(mtimeMs),
    metaState,
    sortKey,
  }));
}

/** The root's own row (relpath ""), unlisted; it carries the root folder's digest. */
export async function ensureRootRow(rootId: string, rootName: string, mtime: Date): Promise<void> {
  await db().$executeRaw`
    INSERT INTO "MediaFile" ("rootId", relpath, parent, type, title, mtime, "sortKey", "metaState", "thumbState")
    VALUES (${rootId}, '', '', 'folder', ${rootName}, ${mtime}, -1, 'ready', 'ready')
    ON CONFLICT ("rootId", relpath) DO NOTHING`;
}

export type FileRowInput = {
  relpath: string;
  parent: string;
  type: MediaType;
  title: string;
  ext: string;
  size: number;
  /** ISO time */
  mtime: string;
  sortKey: number;
  searchText: string;
};

/**
 * Inserts rows of folders that have none in the index yet (a first scan): a
 * plain insert, cheaper than an upsert. Scans of a root run one at a time, so
 * nothing else adds rows there meanwhile.
 */
export async function insertFileRows(rootId: string, rows: FileRowInput[]): Promise<void> {
  if (!rows.length) return;
  const text = copyText(rootId, rows);
  const embedded = embeddedDb();
  if (!embedded) return copyIntoServer(`${COPY_FILE_ROWS} FROM STDIN`, text);
  // PGlite (WASM, on this thread) checks the foreign key once for the batch
  // instead of once per row (the per-row checks were a third of the time):
  // the root is locked as each check would lock it, then they are skipped.
  // (A server keeps its per-row checks: skipping them needs a superuser.)
  const blob = new Blob([text]);
  await embedded.transaction(async (tx) => {
    const root = await tx.query(`SELECT 1 FROM "MediaRoot" WHERE id = $1 FOR KEY SHARE`, [rootId]);
    if (!root.rows.length) throw new Error(`Unknown media root ${rootId}`);
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    await tx.query(`${COPY_FILE_ROWS} FROM '/dev/blob'`, [], { blob });
  });
}

/** Rows go in with COPY on both databases: much cheaper to parse than an INSERT of the same rows. */
const COPY_FILE_ROWS = `COPY "MediaFile" ("rootId", relpath, parent, type, title, ext, size, mtime, "sortKey", "searchText", "metaState", "thumbState")`;

/** A backslash, tab, newline or carriage return would end a COPY text field or row: escape them. */
const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const copyField = (value: string) => value.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]);

/** The rows in COPY's text format (tab-separated, one line each), with the same states insertRowsSql gives. */
function copyText(rootId: string, rows: FileRowInput[]): string {
  let text = "";
  for (const r of rows) {
    const state = r.type === "folder" ? "ready" : "pending";
    text += `${copyField(rootId)}\t${copyField(r.relpath)}\t${copyField(r.parent)}\t${r.type}\t${copyField(r.title)}\t${copyField(r.ext)}\t${r.size}\t${r.mtime}\t${r.sortKey}\t${copyField(r.searchText)}\t${state}\t${state}\n`;
  }
  return text;
}

/** INSERT ... SELECT over the rows sent as one JSON array (the upsert builds on it). */
function insertRowsSql(rootId: string, rows: FileRowInput[]) {
  return Prisma.sql`
    INSERT INTO "MediaFile" ("rootId", relpath, parent, type, title, ext, size, mtime, "sortKey", "searchText", "metaState", "thumbState")
    SELECT ${rootId}, r.relpath, r.parent, r.type::"MediaType", r.title, r.ext, r.size, r.mtime, r."sortKey", r."searchText",
      (CASE WHEN r.type = 'folder' THEN 'ready' ELSE 'pending' END)::"MetaState",
      (CASE WHEN r.type = 'folder' THEN 'ready' ELSE 'pending' END)::"ThumbState"
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS r(relpath text, parent text, type text, title text, ext text, size bigint, mtime timestamp(3), "sortKey" int, "searchText" text)`;
}

/**
 * Inserts or updates rows by (rootId, relpath). A row whose type, size or mtime
 * changed loses its metadata and thumbnail state, so both are made again;
 * anything else (a new position) keeps them.
 */
export async function upsertFileRows(rootId: string, rows: FileRowInput[]): Promise<void> {
  if (!rows.length) return;
  await db().$executeRaw`
    ${insertRowsSql(rootId, rows)}
    ON CONFLICT ("rootId", relpath) DO UPDATE SET
      "sortKey" = EXCLUDED."sortKey",
      "metaState" = CASE WHEN EXCLUDED.type <> 'folder' AND ("MediaFile".type <> EXCLUDED.type OR "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime)
        THEN 'pending'::"MetaState" ELSE "MediaFile"."metaState" END,
      "thumbState" = CASE WHEN EXCLUDED.type <> 'folder' AND ("MediaFile".type <> EXCLUDED.type OR "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime)
        THEN 'pending'::"ThumbState" ELSE "MediaFile"."thumbState" END,
      width = CASE WHEN "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime THEN NULL ELSE "MediaFile".width END,
      height = CASE WHEN "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime THEN NULL ELSE "MediaFile".height END,
      duration = CASE WHEN "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime THEN NULL ELSE "MediaFile".duration END,
      "takenAt" = CASE WHEN "MediaFile".size <> EXCLUDED.size OR "MediaFile".mtime <> EXCLUDED.mtime THEN NULL ELSE "MediaFile"."takenAt" END,
      type = EXCLUDED.type,
      size = EXCLUDED.size,
      mtime = CASE WHEN EXCLUDED.type = 'folder' THEN "MediaFile".mtime ELSE EXCLUDED.mtime END,
      "indexedAt" = now()`;
}

/**
 * Records that a folder's children are all written (its digest) and its own
 * mtime. The rows are found through their parents: PGlite never analyzes, so
 * with "rootId" alone the planner expected a few rows and read the whole root
 * on every call (quadratic over a first scan).
 */
export async function saveFolderDigests(rootId: string, folders: Array<{ relpath: string; digest: string; mtime: string }>): Promise<void> {
  if (!folders.length) return;
  const parents = [...new Set(folders.map((folder) => parentOf(folder.relpath)))];
  await db().$executeRaw`
    UPDATE "MediaFile" AS m SET "childrenDigest" = f.digest, mtime = f.mtime
    FROM json_to_recordset(${JSON.stringify(folders)}::json) AS f(relpath text, digest text, mtime timestamp(3))
    WHERE m."rootId" = ${rootId} AND m.parent = ANY(${parents}) AND m.relpath = f.relpath`;
}

/**
 * PGlite runs no background workers, so no autovacuum: every row a scan
 * updates leaves its old version in the table and in each index for good, and
 * the planner never learns how big the table is. A scan that changed many
 * rows cleans up after itself with this; a PostgreSQL server's autovacuum
 * does the same on its own.
 */
export async function vacuumMediaIndex(): Promise<void> {
  await embeddedDb()?.exec(`VACUUM (ANALYZE) "MediaFile"`);
}

export type RemovedFile = { relpath: string; type: MediaType; size: number; mtimeMs: number };

/** Deletes rows and, for folders, everything below them; returns the files removed (for thumbnail cleanup). */
export async function deleteEntries(rootId: string, relpaths: string[]): Promise<RemovedFile[]> {
  if (!relpaths.length) return [];
  const rows = await jsonRows<[string, MediaType, number, number]>(db().$queryRaw`
    WITH gone AS (
      DELETE FROM "MediaFile" AS m
      USING json_array_elements_text(${JSON.stringify(relpaths)}::json) AS d(relpath)
      WHERE m."rootId" = ${rootId} AND (m.relpath = d.relpath OR starts_with(m.relpath, d.relpath || '/'))
      RETURNING m.relpath, m.type, m.size, m.mtime
    )
    SELECT json_agg(json_build_array(relpath, type, size, (extract(epoch FROM mtime) * 1000)::bigint))::text AS rows
    FROM gone WHERE type <> 'folder'`);
  return rows.map(([relpath, type, size, mtimeMs]) => ({ relpath, type, size: Number(size), mtimeMs: Number(mtimeMs) }));
}

/** Deletes every row of a root, its own row too (its folder is gone); returns the files removed (for thumbnail cleanup). */
export async function deleteRootEntries(rootId: string): Promise<RemovedFile[]> {
  const rows = await jsonRows<[string, MediaType, number, number]>(db().$queryRaw`
    WITH gone AS (DELETE FROM "MediaFile" WHERE "rootId" = ${rootId} RETURNING relpath, type, size, mtime)
    SELECT json_agg(json_build_array(relpath, type, size, (extract(epoch FROM mtime) * 1000)::bigint))::text AS rows
    FROM gone WHERE type <> 'folder'`);
  return rows.map(([relpath, type, size, mtimeMs]) => ({ relpath, type, size: Number(size), mtimeMs: Number(mtimeMs) }));
}

export async function saveSortKeys(changes: Array<{ id: number; sortKey: number }>): Promise<void> {
  if (!changes.length) return;
  await db().$executeRaw`
    UPDATE "MediaFile" AS m SET "sortKey" = c."sortKey"
    FROM json_to_recordset(${JSON.stringify(changes)}::json) AS c(id int, "sortKey" int)
    WHERE m.id = c.id`;
}

// ---- pass 2: metadata -----------------------------------------------------

export type PendingFile = { id: number; relpath: string; parent: string; type: "photo" | "video"; size: number; mtimeMs: number };

/**
 * The next files after `afterId` whose metadata is still to be read. Walking
 * the primary key upwards makes a whole pass linear, without an extra index.
 */
export async function nextPendingMetadata(rootId: string, afterId: number, limit: number): Promise<PendingFile[]> {
  const rows = await jsonRows<[number, string, string, "photo" | "video", number, number]>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, parent, type, size, ms) ORDER BY id)::text AS rows FROM (
      SELECT id, relpath, parent, type, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms
      FROM "MediaFile"
      WHERE id > ${afterId} AND "rootId" = ${rootId} AND "metaState" = 'pending' AND type <> 'folder'
      ORDER BY id LIMIT ${limit}
    ) AS batch`);
  return rows.map(([id, relpath, parent, type, size, mtimeMs]) => ({ id, relpath, parent, type, size: Number(size), mtimeMs: Number(mtimeMs) }));
}

export async function countPendingMetadata(rootId: string): Promise<number> {
  return db().mediaFile.count({ where: { rootId, metaState: "pending", type: { not: "folder" } } });
}

export type MetadataResult = {
  id: number;
  size: number;
  mtime: string;
  metaState: "ready" | "failed";
  width: number | null;
  height: number | null;
  duration: number | null;
  takenAt: string | null;
};

/** Stores read metadata, unless the row changed meanwhile (then the next pass reads it again). */
export async function saveMetadata(results: MetadataResult[]): Promise<void> {
  if (!results.length) return;
  await db().$executeRaw`
    UPDATE "MediaFile" AS m SET
      "metaState" = r."metaState"::"MetaState", width = r.width, height = r.height, duration = r.duration, "takenAt" = r."takenAt",
      "sortKey" = CASE WHEN r."metaState" = 'failed' THEN -1 ELSE m."sortKey" END
    FROM json_to_recordset(${JSON.stringify(results)}::json)
      AS r(id int, size bigint, mtime timestamp(3), "metaState" text, width int, height int, duration float8, "takenAt" timestamp(3))
    WHERE m.id = r.id AND m.size = r.size AND m.mtime = r.mtime`;
}

// ---- pass 3: thumbnails ---------------------------------------------------

export type ThumbnailCandidate = {
  id: number;
  rootId: string;
  relpath: string;
  type: MediaType;
  size: bigint;
  mtime: Date;
  duration: number | null;
  thumbState: "pending" | "ready" | "failed";
};

/** The next listed photos and videos after `afterId` without a thumbnail yet. */
export function nextPendingThumbnails(rootId: string, afterId: number, limit: number): Promise<ThumbnailCandidate[]> {
  return db().mediaFile.findMany({
    where: { id: { gt: afterId }, rootId, thumbState: "pending", metaState: "ready", type: { not: "folder" } },
    select: { id: true, rootId: true, relpath: true, type: true, size: true, mtime: true, duration: true, thumbState: true },
    orderBy: { id: "asc" },
    take: limit,
  });
}

export async function countPendingThumbnails(rootId: string): Promise<number> {
  return db().mediaFile.count({ where: { rootId, thumbState: "pending", metaState: "ready", type: { not: "folder" } } });
}

/** Entries of a root in the index (the root's own row aside). */
export function countIndexedEntries(rootId: string): Promise<number> {
  return db().mediaFile.count({ where: { rootId, relpath: { not: "" } } });
}

// ---- scan state -----------------------------------------------------------

export type ScanProgress = {
  status: JobStatus;
  phase: ScanPhase;
  seen: number;
  total: number;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  error?: string | null;
};

export async function saveScanState(rootId: string, progress: ScanProgress): Promise<void> {
  await db().scanState.upsert({ where: { rootId }, create: { rootId, ...progress }, update: progress });
}

export function listScanStates(homeId: string) {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: { id: true, name: true, scans: { select: { status: true, phase: true, seen: true, total: true, startedAt: true, finishedAt: true, error: true } } },
    orderBy: { createdAt: "asc" },
  });
}

// ---- browsing (lib/media/browse.ts) --------------------------------------

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

export type ListedRow = {
  id: number;
  relpath: string;
  type: MediaType;
  title: string;
  ext: string;
  size: number;
  mtimeMs: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  takenAtMs: number | null;
  sortKey: number;
  thumbState: "pending" | "ready" | "failed";
};

type ListedTuple = [number, string, MediaType, string, string, number, number, number | null, number | null, number | null, number | null, number, ListedRow["thumbState"]];

const toListedRow = ([id, relpath, type, title, ext, size, mtimeMs, width, height, duration, takenAtMs, sortKey, thumbState]: ListedTuple): ListedRow => ({
  id, relpath, type, title, ext, size: Number(size), mtimeMs: Number(mtimeMs), width, height, duration,
  takenAtMs: takenAtMs === null ? null : Number(takenAtMs), sortKey, thumbState,
});

/**
 * Listed entries of a folder with sortKey >= `fromSortKey`, in order, at most
 * `limit`. An index range scan on (rootId, parent, sortKey): page 150 costs
 * what page 0 costs (no OFFSET), and gaps in the keys cannot skip entries.
 */
export async function listFolderRange(rootId: string, parent: string, fromSortKey: number, limit: number): Promise<ListedRow[]> {
  const rows = await jsonRows<ListedTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, type, title, ext, size, ms, width, height, duration, taken, "sortKey", "thumbState") ORDER BY "sortKey")::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms, width, height, duration,
        (extract(epoch FROM "takenAt") * 1000)::bigint AS taken, "sortKey", "thumbState"
      FROM "MediaFile"
      WHERE "rootId" = ${rootId} AND parent = ${parent} AND "sortKey" >= ${fromSortKey}
      ORDER BY "sortKey" LIMIT ${limit}
    ) AS page`);
  return rows.map(toListedRow);
}

/** The first `limit` listed photos and videos of a folder (folder cards). */
export async function listFolderMedia(rootId: string, parent: string, limit: number): Promise<ListedRow[]> {
  const rows = await jsonRows<ListedTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, type, title, ext, size, ms, width, height, duration, taken, "sortKey", "thumbState") ORDER BY "sortKey")::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms, width, height, duration,
        (extract(epoch FROM "takenAt") * 1000)::bigint AS taken, "sortKey", "thumbState"
      FROM "MediaFile"
      WHERE "rootId" = ${rootId} AND parent = ${parent} AND "sortKey" >= 0 AND type <> 'folder'
      ORDER BY "sortKey" LIMIT ${limit}
    ) AS page`);
  return rows.map(toListedRow);
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

// ---- players (lib/media/player.ts) ---------------------------------------

/** One entry of the index with its root: what the player calls look files up by. */
export type HomeEntry = ListedRow & { rootId: string; rootName: string; parent: string };

type HomeEntryTuple = [...ListedTuple, string, string, string];

function homeEntries(rows: HomeEntryTuple[]): HomeEntry[] {
  return rows.map((tuple) => {
    const [rootId, rootName, parent] = tuple.slice(13) as [string, string, string];
    return { ...toListedRow(tuple.slice(0, 13) as ListedTuple), rootId, rootName, parent };
  });
}

/** An entry (never a root's own row) by id, only among the roots of `homeId`. */
export async function findHomeEntryById(homeId: string, id: number): Promise<HomeEntry | null> {
  const rows = await jsonRows<HomeEntryTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(f.id, f.relpath, f.type, f.title, f.ext, f.size, (extract(epoch FROM f.mtime) * 1000)::bigint, f.width, f.height, f.duration,
      (extract(epoch FROM f."takenAt") * 1000)::bigint, f."sortKey", f."thumbState", r.id, r.name, f.parent))::text AS rows
    FROM "MediaFile" f JOIN "MediaRoot" r ON r.id = f."rootId"
    WHERE f.id = ${id} AND r."homeId" = ${homeId} AND f.relpath <> ''`);
  return homeEntries(rows)[0] ?? null;
}

/** An entry (never a root's own row) by root name and path inside the root, only among the roots of `homeId`. */
export async function findHomeEntryByPath(homeId: string, rootName: string, relpath: string): Promise<HomeEntry | null> {
  if (relpath === "") return null;
  const rows = await jsonRows<HomeEntryTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(f.id, f.relpath, f.type, f.title, f.ext, f.size, (extract(epoch FROM f.mtime) * 1000)::bigint, f.width, f.height, f.duration,
      (extract(epoch FROM f."takenAt") * 1000)::bigint, f."sortKey", f."thumbState", r.id, r.name, f.parent))::text AS rows
    FROM "MediaRoot" r JOIN "MediaFile" f ON f."rootId" = r.id AND f.relpath = ${relpath}
    WHERE r."homeId" = ${homeId} AND r.name = ${rootName}`);
  return homeEntries(rows)[0] ?? null;
}

/** The first `limit` listed photos and/or videos of a folder, in order (types: which ones). */
export async function listFolderFiles(rootId: string, parent: string, types: Array<"photo" | "video">, limit: number): Promise<ListedRow[]> {
  const rows = await jsonRows<ListedTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, type, title, ext, size, ms, width, height, duration, taken, "sortKey", "thumbState") ORDER BY "sortKey")::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms, width, height, duration,
        (extract(epoch FROM "takenAt") * 1000)::bigint AS taken, "sortKey", "thumbState"
      FROM "MediaFile"
      WHERE "rootId" = ${rootId} AND parent = ${parent} AND "sortKey" >= 0 AND relpath <> '' AND type::text = ANY(${types})
      ORDER BY "sortKey" LIMIT ${limit}
    ) AS page`);
  return rows.map(toListedRow);
}

/**
 * Listed photos and/or videos of a folder on one side of a position: "after"
 * from sortKey `at` on (ascending), "before" below `at` (descending, nearest
 * first). Range scans on (rootId, parent, sortKey): a window deep in a folder
 * of 10,000 costs what its start costs.
 */
export async function listFolderFilesFrom(
  rootId: string,
  parent: string,
  types: Array<"photo" | "video">,
  at: number,
  side: "after" | "before",
  limit: number,
): Promise<ListedRow[]> {
  const where = side === "after" ? Prisma.sql`"sortKey" >= ${at}` : Prisma.sql`"sortKey" >= 0 AND "sortKey" < ${at}`;
  const order = side === "after" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const rows = await jsonRows<ListedTuple>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, relpath, type, title, ext, size, ms, width, height, duration, taken, "sortKey", "thumbState") ORDER BY "sortKey" ${order})::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms, width, height, duration,
        (extract(epoch FROM "takenAt") * 1000)::bigint AS taken, "sortKey", "thumbState"
      FROM "MediaFile"
      WHERE "rootId" = ${rootId} AND parent = ${parent} AND ${where} AND relpath <> '' AND type::text = ANY(${types})
      ORDER BY "sortKey" ${order} LIMIT ${limit}
    ) AS page`);
  return rows.map(toListedRow);
}

/** The home number of a home (the {id} of the /api_hems_f2f/ calls). */
export async function findHomeNumber(homeId: string): Promise<string | null> {
  const home = await db().home.findUnique({ where: { id: homeId }, select: { number: true } });
  return home?.number ?? null;
}

// ---- media roots: settings and start-up (lib/media/roots.ts) -------------

export type MediaRootSource = "env" | "settings";
export type RootWithSource = RootRecord & { source: MediaRootSource; createdAt: Date };

/** A home's roots with where each came from, oldest first (the order the library shows them in). */
export function listHomeRootsWithSource(homeId: string): Promise<RootWithSource[]> {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: { id: true, homeId: true, name: true, path: true, source: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

/** Records a root configured at start (MEDIA_ROOTS or the demo); an existing root of that name becomes an environment root. */
export async function upsertEnvRoot(homeId: string, name: string, rootPath: string): Promise<void> {
  await db().mediaRoot.upsert({
    where: { homeId_name: { homeId, name } },
    create: { homeId, name, path: rootPath, source: "env" },
    update: { path: rootPath, source: "env" },
  });
  forgetRecentMediaRoots();
}

/** Records a root added on the settings page; null when the home already has a root of that name. */
export async function insertSettingsRoot(homeId: string, name: string, rootPath: string): Promise<RootWithSource | null> {
  try {
    return await db().mediaRoot.create({
      data: { homeId, name, path: rootPath, source: "settings" },
      select: { id: true, homeId: true, name: true, path: true, source: true, createdAt: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
    throw error;
  }
}

/** What identifies the cached thumbnails of a root's photos and videos (see lib/thumbnails/paths.ts). */
export function listRootThumbnailIdentities(rootId: string): Promise<Array<{ rootId: string; relpath: string; size: bigint; mtime: Date }>> {
  return db().mediaFile.findMany({ where: { rootId, type: { not: "folder" } }, select: { rootId: true, relpath: true, size: true, mtime: true } });
}

/** Deletes a root with its index rows and scan state (they cascade). */
export async function deleteRoot(rootId: string): Promise<void> {
  await db().mediaRoot.deleteMany({ where: { id: rootId } });
  forgetRecentMediaRoots();
}
