import { createHash } from "node:crypto";
import type { MediaKind } from "./kinds";
import { isServableName } from "./paths";

// Pure rules of the index: relpaths, the order inside a folder (sortKey), the
// digest that lets a rescan skip unchanged folders, and the plan that turns a
// folder's entries on disk plus its rows in the index into the rows to write.

export type MetaState = "pending" | "ready" | "failed";

/** An entry found on disk. mtimeMs is whole milliseconds (the precision the index keeps). */
export type DiskEntry = { name: string; kind: MediaKind; size: number; mtimeMs: number };

/** A row of the index, reduced to what planning needs. */
export type IndexedEntry = DiskEntry & { id: number; metaState: MetaState; sortKey: number };

/**
 * Rows that are not listed in their folder: the root's own row, files whose
 * metadata failed, and entries whose name no call would serve (isServableName).
 */
export const UNLISTED = -1;

// ---- relpaths -------------------------------------------------------------

/** "/"-separated path below the root; "" is the root. */
export function childRelpath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

export function parentOf(relpath: string): string {
  const slash = relpath.lastIndexOf("/");
  return slash < 0 ? "" : relpath.slice(0, slash);
}

export function nameOf(relpath: string): string {
  return relpath.slice(relpath.lastIndexOf("/") + 1);
}

/** The folder itself and its ancestors up to the root, nearest first: "a/b" -> ["a/b", "a", ""]. */
export function selfAndAncestors(relpath: string): string[] {
  const chain = [relpath];
  while (relpath) chain.push((relpath = parentOf(relpath)));
  return chain;
}

// ---- order ----------------------------------------------------------------

// Natural order as people expect it ("IMG_2" before "IMG_10", case ignored);
// a plain comparison breaks ties so the order never depends on the locale data.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

type Sortable = { name: string; kind: MediaKind };

// Videos before photos: a folder of 3,000 photos and a few videos carries the
// videos on its first page, so the video grid above the photo grid fills at once.
const KIND_ORDER: Record<MediaKind, number> = { folder: 0, video: 1, photo: 2 };

/**
 * Bumped whenever compareEntries or the listing rule changes: it is part of
 * every folder's digest, so the next scan re-plans each folder once and
 * rewrites the rows that moved. 3: names no call serves are unlisted.
 */
const ORDER_VERSION = 3;

/** Folders first, then videos, then photos, each group in natural name order. */
export function compareEntries(a: Sortable, b: Sortable): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareNames(a.name, b.name);
}

/** sortKeys for a folder's entries: 0..n-1 over the listed ones in order, UNLISTED for the rest. */
export function assignSortKeys<T extends Sortable>(entries: T[], isListed: (entry: T) => boolean): Map<T, number> {
  const keys = new Map<T, number>();
  const listed = entries.filter((e) => {
    if (isListed(e)) return true;
    keys.set(e, UNLISTED);
    return false;
  });
  listed.sort(compareEntries).forEach((entry, index) => keys.set(entry, index));
  return keys;
}

// ---- digest ---------------------------------------------------------------

/**
 * What a folder holds, in one string: names and kinds of its entries, and size
 * and mtime of its files, plus the version of the order. Subfolders count by
 * name only, so a change deep down leaves its ancestors' digests alone.
 */
export function folderDigest(entries: DiskEntry[]): string {
  const lines = entries.map((e) => (e.kind === "folder" ? `d\0${e.name}` : `f\0${e.name}\0${e.size}\0${e.mtimeMs}`));
  lines.sort();
  return createHash("sha1").update(`order ${ORDER_VERSION}\n`).update(lines.join("\n")).digest("base64url");
}

// ---- plan -----------------------------------------------------------------

export type PlannedRow = DiskEntry & {
  sortKey: number;
  /** New, or its content (kind, size or mtime) changed: metadata and thumbnail must be made again. */
  contentChanged: boolean;
};

export type FolderPlan = {
  /** Rows to insert or update (new, changed, or moved to another position). */
  write: PlannedRow[];
  /** Rows of files and folders no longer on disk (a folder takes its whole subtree with it). */
  removed: IndexedEntry[];
  /** Previous versions of files whose content changed, for cleaning their thumbnails. */
  replaced: IndexedEntry[];
};

function sameContent(disk: DiskEntry, row: IndexedEntry): boolean {
  if (disk.kind !== row.kind) return false;
  // A folder's own row (mtime, digest) is refreshed when the folder itself is visited.
  return disk.kind === "folder" || (disk.size === row.size && disk.mtimeMs === row.mtimeMs);
}

/** Compares one folder on disk with its rows in the index. */
export function planFolder(onDisk: DiskEntry[], indexed: IndexedEntry[]): FolderPlan {
  const rowsByName = new Map(indexed.map((row) => [row.name, row]));
  const diskNames = new Set<string>();
  const removed: IndexedEntry[] = [];
  const replaced: IndexedEntry[] = [];
  const state = new Map<DiskEntry, { row: IndexedEntry | undefined; contentChanged: boolean }>();

  for (const entry of onDisk) {
    diskNames.add(entry.name);
    const row = rowsByName.get(entry.name);
    if (row && row.kind !== entry.kind) {
      // A file replaced by a folder of the same name, or the other way round.
      removed.push(row);
      state.set(entry, { row: undefined, contentChanged: true });
    } else if (row && !sameContent(entry, row)) {
      replaced.push(row);
      state.set(entry, { row, contentChanged: true });
    } else {
      state.set(entry, { row, contentChanged: !row });
    }
  }
  for (const row of indexed) if (!diskNames.has(row.name)) removed.push(row);

  // A file whose metadata failed stays unlisted until it changes; a name no call serves, always.
  const sortKeys = assignSortKeys(onDisk, (entry) => {
    const { row, contentChanged } = state.get(entry)!;
    return isServableName(entry.name) && (contentChanged || row?.metaState !== "failed");
  });
  const write: PlannedRow[] = [];
  for (const entry of onDisk) {
    const { row, contentChanged } = state.get(entry)!;
    const sortKey = sortKeys.get(entry)!;
    if (contentChanged || !row || row.sortKey !== sortKey) write.push({ ...entry, sortKey, contentChanged });
  }
  return { write, removed, replaced };
}

/** New positions for a folder's rows after some changed listing state; only the rows whose key moves. */
export function renumber(rows: IndexedEntry[]): Array<{ id: number; sortKey: number }> {
  const keys = assignSortKeys(rows, (row) => row.metaState !== "failed" && isServableName(row.name));
  return rows.filter((row) => keys.get(row) !== row.sortKey).map((row) => ({ id: row.id, sortKey: keys.get(row)! }));
}
