import type { PoolClient } from "pg";
import { copyIntoServer, db, embeddedDb } from "../../db";
import { Prisma, type JobStatus, type MediaType, type ScanPhase } from "../../db/generated/client";
import type { IndexedEntry, MetaState } from "../folder-plan";
import { nameOf, parentOf } from "../folder-plan";
import { jsonRows } from "../../db/json-rows";
import type { Playback } from "../../transcode/playability";

// What the scanner reads and writes in the media index, pass by pass (files,
// metadata, thumbnails), and each root's scan state. No "server-only": the
// indexer runs from start-up (instrumentation) and the benchmarks from Node.
//
// Bulk writes go through one JSON parameter (json_to_recordset) or COPY:
// PGlite runs on the main thread and parses those several times faster than
// thousands of bound parameters. Callers keep each write to at most a few
// thousand rows.

// ---- pass 1: files --------------------------------------------------------

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
  // The foreign key is checked once for the batch instead of once per row
  // (the per-row checks were a third of the time on PGlite, a sixth on a
  // server): the root is locked as each check would lock it, then they are
  // skipped. A server's role may not be allowed to skip them (it needs a
  // superuser or a grant of the setting): then they run as usual.
  if (!embedded) return copyIntoServer(`${COPY_FILE_ROWS} FROM STDIN`, text, (client) => checkRootOnce(client, rootId));
  const blob = new Blob([text]);
  await embedded.transaction(async (tx) => {
    const root = await tx.query(`SELECT 1 FROM "MediaRoot" WHERE id = $1 FOR KEY SHARE`, [rootId]);
    if (!root.rows.length) throw new Error(`Unknown media root ${rootId}`);
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    await tx.query(`${COPY_FILE_ROWS} FROM '/dev/blob'`, [], { blob });
  });
}

/** Whether this server lets the app's role skip per-row key checks (asked once per process). */
let maySkipKeyChecks: boolean | undefined;

async function checkRootOnce(client: PoolClient, rootId: string): Promise<void> {
  const root = await client.query(`SELECT 1 FROM "MediaRoot" WHERE id = $1 FOR KEY SHARE`, [rootId]);
  if (!root.rowCount) throw new Error(`Unknown media root ${rootId}`);
  if (maySkipKeyChecks === false) return;
  await client.query("SAVEPOINT skip_key_checks");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    maySkipKeyChecks = true;
  } catch {
    await client.query("ROLLBACK TO SAVEPOINT skip_key_checks");
    maySkipKeyChecks = false;
  }
}

/** Rows go in with COPY on both databases: much cheaper to parse than an INSERT of the same rows. */
const COPY_FILE_ROWS = `COPY "MediaFile" ("rootId", relpath, parent, type, title, ext, size, mtime, "sortKey", "searchText", "metaState", "thumbState")`;

/** A backslash, tab, newline or carriage return would end a COPY text field or row: escape them. */
const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const copyField = (value: string) => value.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c);

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
  playback: Playback | null;
};

/** Stores read metadata, unless the row changed meanwhile (then the next pass reads it again). */
export async function saveMetadata(results: MetadataResult[]): Promise<void> {
  if (!results.length) return;
  await db().$executeRaw`
    UPDATE "MediaFile" AS m SET
      "metaState" = r."metaState"::"MetaState", width = r.width, height = r.height, duration = r.duration, "takenAt" = r."takenAt",
      playback = r.playback::"Playback",
      "sortKey" = CASE WHEN r."metaState" = 'failed' THEN -1 ELSE m."sortKey" END
    FROM json_to_recordset(${JSON.stringify(results)}::json)
      AS r(id int, size bigint, mtime timestamp(3), "metaState" text, width int, height int, duration float8, "takenAt" timestamp(3), playback text)
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

/** A folder's photos and videos without a thumbnail yet, in the order the folder shows them (its first screen first). */
export function pendingThumbnailsIn(rootId: string, parent: string, limit: number): Promise<ThumbnailCandidate[]> {
  return db().mediaFile.findMany({
    where: { rootId, parent, thumbState: "pending", metaState: "ready", type: { not: "folder" } },
    select: { id: true, rootId: true, relpath: true, type: true, size: true, mtime: true, duration: true, thumbState: true },
    orderBy: { sortKey: "asc" },
    take: limit,
  });
}

/** Files whose thumbnail is still to make: with their details read, or also (`unread`) those whose details are still to read. */
export async function countPendingThumbnails(rootId: string, { unread = false } = {}): Promise<number> {
  const metaState = unread ? { not: "failed" as const } : "ready";
  return db().mediaFile.count({ where: { rootId, thumbState: "pending", metaState, type: { not: "folder" } } });
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
  phaseStartedAt?: Date | null;
  runDone?: number;
  runAhead?: number | null;
  finishedAt?: Date | null;
  error?: string | null;
};

export async function saveScanState(rootId: string, progress: ScanProgress): Promise<void> {
  await db().scanState.upsert({ where: { rootId }, create: { rootId, ...progress }, update: progress });
}

export function listScanStates(homeId: string) {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: {
      id: true,
      name: true,
      scans: {
        select: {
          status: true,
          phase: true,
          seen: true,
          total: true,
          startedAt: true,
          phaseStartedAt: true,
          runDone: true,
          runAhead: true,
          finishedAt: true,
          error: true,
        },
      },
    },
    orderBy: { createdAt: "asc" },
  });
}
