import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { setImmediate as nextTick } from "node:timers/promises";
import pLimit from "p-limit";
import { getConfig } from "../config";
import { databaseFailure } from "../db/failures";
import { log } from "../log";
import { emitProgress, progressRoom } from "../realtime/hub";
import { folderServed, removeThumbnails, THUMBNAIL_WORKERS, thumbnailFile, wantedFolders } from "../thumbnails/thumbnails";
import type { FfmpegPaths } from "./ffmpeg";
import { childRelpath, folderDigest, planFolder, renumber, selfAndAncestors, UNLISTED, type DiskEntry } from "./folder-plan";
import { extensionOf, fileKindOf, isIgnoredName, titleOf } from "./kinds";
import { readMediaMetadata } from "./metadata";
import { secondsLeft } from "./time-left";
import { runProgress, type RunProgress } from "./run-progress";
import { scanError } from "./scan-errors";
import { isServableName } from "./paths";
import { searchDocument } from "../search/text";
import { SearchIndexBulkWrite } from "../search/bulk";
import { findRoot, type RootRecord } from "./queries/roots";
import {
  countIndexedEntries,
  countPendingMetadata,
  countPendingThumbnails,
  deleteEntries,
  deleteRootEntries,
  ensureRootRow,
  insertFileRows,
  listFolderRows,
  loadFolderDigests,
  nextPendingMetadata,
  nextPendingThumbnails,
  pendingThumbnailsIn,
  saveFolderDigests,
  saveMetadata,
  saveScanState,
  saveSortKeys,
  upsertFileRows,
  vacuumMediaIndex,
  type FileRowInput,
  type ThumbnailCandidate,
  type MetadataResult,
  type PendingFile,
  type ScanProgress,
} from "./queries/scan";

// The media scanner: walks a root into MediaFile rows in up to three passes.
//   1. files: readdir + stat only, so the tree is browsable within seconds;
//      folders whose entries did not change (same digest) are not touched.
//   2. metadata: size, EXIF date, duration from the content, a few at a time;
//      what cannot be decoded is logged and left out of listings.
//   3. thumbnails (optional): made ahead of the first visit.
// Everything is resumable: rows are upserted by (rootId, relpath), a folder's
// digest is stored only after its rows, and passes 2 and 3 pick up the rows
// still pending. PGlite runs on the main thread, so the scan awaits between
// database writes and yields between chunks of file-system calls.
// No "server-only": the indexer starts it from start-up.

export type ScanPhase = "files" | "metadata" | "thumbnails" | "done";
export type ScanStatus = "queued" | "running" | "succeeded" | "failed" | "skipped";

export type ScanProgressEvent = {
  rootId: string;
  name: string;
  status: ScanStatus;
  phase: ScanPhase;
  seen: number;
  total: number;
  /** The current phase's time left at its pace so far (lib/media/time-left.ts); null while unknown. */
  secondsLeft: number | null;
  /** The whole run, all phases together (lib/media/run-progress.ts); its time left is null unless running. */
  run: RunProgress;
};

export type ScanOptions = {
  signal?: AbortSignal;
  /** Pass 2 (default true). */
  metadata?: boolean;
  /** Pass 3 (default false; the background indexer turns it on). */
  thumbnails?: boolean;
  /** Rescan only these folders (and below), e.g. where the watcher saw changes. Default: the whole root. */
  folders?: string[];
  /** Rows per database write; at most 2,000 (PGlite stalls on very large statements). */
  batchSize?: number;
  /** Files whose metadata is read at once. */
  concurrency?: number;
  ffmpeg?: FfmpegPaths;
  dataDir?: string;
  onProgress?: (event: ScanProgressEvent) => void;
};

export type ScanSummary = {
  /** Entries found on disk in the folders walked. */
  entries: number;
  /** Folders whose rows were compared and written (the others were unchanged). */
  changedFolders: number;
  written: number;
  removed: number;
  metadataRead: number;
  metadataFailed: number;
  thumbnails: number;
};

/** The root's folder cannot be scanned (unreadable, or an empty mount point): its rows are kept. */
export class MediaRootMissingError extends Error {}
/** The root's folder is not there at all: its rows left the index; the indexer rescans it when it is back. */
export class MediaRootGoneError extends MediaRootMissingError {}

const MAX_BATCH = 2_000;
const METADATA_BATCH = 128;
const THUMBNAIL_BATCH = 32;
// stat calls between yields to the event loop (a few milliseconds of work).
const STATS_PER_SLICE = 2_048;
const PROGRESS_INTERVAL_MS = 500;

// After a scan that changed at least this many rows (PostgreSQL's autovacuum rule).
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;

const DEFAULT_CONCURRENCY = Math.min(8, Math.max(2, availableParallelism() * 2));

/** Scans one media root; resolves when the asked passes are done, rejects with an AbortError when stopped. */
export async function scanRoot(rootId: string, options: ScanOptions = {}): Promise<ScanSummary> {
  const root = await findRoot(rootId);
  if (!root) throw new Error(`Unknown media root ${rootId}`);
  const progress = new Progress(root, options.onProgress);
  const summary: ScanSummary = { entries: 0, changedFolders: 0, written: 0, removed: 0, metadataRead: 0, metadataFailed: 0, thumbnails: 0 };
  await progress.begin();
  try {
    await indexFiles(root, progress, summary, options);
    if (options.metadata !== false) await fillMetadata(root, progress, summary, options);
    if (options.thumbnails) await makeThumbnails(root, progress, summary, options);
    if (changedRows(summary) >= VACUUM_BASE + VACUUM_SHARE * summary.entries) await vacuumMediaIndex();
    await progress.end("succeeded", null, options.folders ? undefined : summary.entries);
    return summary;
  } catch (error) {
    if (options.signal?.aborted) {
      // Not a failure: the next start picks up where this one stopped.
      await progress.end("queued").catch(() => {});
    } else {
      const cause = scanFailure(error);
      log.error({ root: root.name, err: cause, ...(cause === (error as Error).message ? {} : { detail: (error as Error).message }) }, "media scan failed");
      await progress.end("failed", cause).catch(() => {});
    }
    throw error;
  }
}

/** Why a scan failed, for its owner: database errors in plain words, never the driver's text. */
export function scanFailure(error: unknown): string {
  const cause = databaseFailure(error);
  return cause ? scanError(cause) : (error as Error).message;
}

/** Rows a scan inserted, updated or deleted. */
function changedRows(summary: ScanSummary): number {
  return summary.written + summary.removed + summary.metadataRead + summary.metadataFailed + summary.thumbnails;
}

// ---- progress -------------------------------------------------------------

class Progress {
  status: ScanStatus = "running";
  phase: ScanPhase = "files";
  seen = 0;
  total = 0;
  private startedAt = new Date();
  private phaseStartedAt = this.startedAt;
  /** The run's units before the current phase, and those expected after it (null while listing). */
  private runDone = 0;
  private runAhead: number | null = null;
  private lastReport = 0;

  constructor(
    private readonly root: RootRecord,
    private readonly listener?: (event: ScanProgressEvent) => void,
  ) {}

  /** Running, listing files. */
  begin(): Promise<void> {
    this.lastReport = Date.now();
    return this.save({ startedAt: this.startedAt, phaseStartedAt: this.phaseStartedAt, finishedAt: null, error: null });
  }

  /** `ahead`: units the run expects after this phase. */
  startPhase(phase: ScanPhase, total: number, ahead: number): Promise<void> {
    this.runDone += this.seen;
    this.runAhead = ahead;
    this.phase = phase;
    this.seen = 0;
    this.total = total;
    this.phaseStartedAt = new Date();
    return this.report(true);
  }

  /** Tells the listener every time; saves and broadcasts at most every half second (always when forced). */
  async report(force = false): Promise<void> {
    this.listener?.(this.event());
    const now = Date.now();
    if (!force && now - this.lastReport < PROGRESS_INTERVAL_MS) return;
    this.lastReport = now;
    await this.save();
  }

  /** `indexed`: entries now in the index, when known without counting (a full scan found them all). */
  async end(status: ScanStatus, error: string | null = null, indexed?: number): Promise<void> {
    this.status = status;
    if (status === "succeeded") {
      // Done: the counts become what the index holds.
      this.runDone += this.seen;
      this.runAhead = 0;
      this.phase = "done";
      this.seen = this.total = indexed ?? (await countIndexedEntries(this.root.id));
    }
    this.listener?.(this.event());
    return this.save({ finishedAt: status === "queued" ? null : new Date(), error });
  }

  private event(): ScanProgressEvent {
    const { seen, total, phase } = this;
    const now = Date.now();
    const running = this.status === "running";
    const phaseStartedAtMs = this.phaseStartedAt.getTime();
    const left = running ? secondsLeft({ seen, total, phaseStartedAtMs }, now) : null;
    const run = runProgress({ phase, running, seen, total, phaseStartedAtMs, doneBefore: this.runDone, ahead: this.runAhead }, now);
    return {
      rootId: this.root.id,
      name: this.root.name,
      status: this.status,
      phase,
      seen,
      total,
      secondsLeft: left,
      run,
    };
  }

  private async save(extra: Partial<ScanProgress> = {}): Promise<void> {
    await saveScanState(this.root.id, {
      status: this.status,
      phase: this.phase,
      seen: this.seen,
      total: this.total,
      phaseStartedAt: this.phaseStartedAt,
      runDone: this.runDone,
      runAhead: this.runAhead,
      ...extra,
    });
    emitProgress(progressRoom(this.root.homeId), "scan:progress", this.event());
  }
}

// ---- pass 1: files --------------------------------------------------------

type FolderListing = { entries: DiskEntry[]; mtimeMs: number };

type WalkContext = { rootPath: string; realRoot: string; rootName: string };

function describe(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** A symlink counts only when it points at a file inside the root; linked folders are not followed (no loops, no escapes). */
function resolveLink(file: string, walk: WalkContext): Stats | undefined {
  const target = realpathSync(file);
  if (target !== walk.realRoot && !target.startsWith(walk.realRoot + path.sep)) return undefined;
  const stats = statSync(target);
  return stats.isFile() ? stats : undefined;
}

/** One folder's media entries, with size and mtime; null when the folder cannot be read (logged, rows kept). */
async function readFolder(walk: WalkContext, relpath: string): Promise<FolderListing | null> {
  const dir = relpath ? path.join(walk.rootPath, relpath) : walk.rootPath;
  let dirents: Dirent[];
  let mtimeMs: number;
  try {
    mtimeMs = Math.floor(statSync(dir).mtimeMs);
    dirents = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    log.warn({ root: walk.rootName, relpath, err: describe(error) }, "media scan: skipped a folder that could not be read");
    return null;
  }
  const entries: DiskEntry[] = [];
  let sinceYield = 0;
  for (const dirent of dirents) {
    const name = dirent.name;
    if (isIgnoredName(name)) continue;
    const file = `${dir}${path.sep}${name}`;
    let isDir = dirent.isDirectory();
    try {
      if (!isDir && !dirent.isFile() && !dirent.isSymbolicLink()) {
        // Type unknown (some network file systems) or a special file: a FIFO
        // named like a video would block a reader forever.
        const stats = lstatSync(file, { throwIfNoEntry: false });
        if (!stats || !(stats.isFile() || stats.isDirectory())) continue;
        isDir = stats.isDirectory();
      }
      const kind = isDir ? "folder" : fileKindOf(name);
      if (!kind) continue;
      if (++sinceYield === STATS_PER_SLICE) {
        sinceYield = 0;
        await nextTick();
      }
      const stats = dirent.isSymbolicLink() ? (isDir ? undefined : resolveLink(file, walk)) : lstatSync(file, { throwIfNoEntry: false });
      if (!stats || (isDir ? !stats.isDirectory() : !stats.isFile())) continue;
      entries.push({ name, kind, size: isDir ? 0 : stats.size, mtimeMs: Math.floor(stats.mtimeMs) });
    } catch (error) {
      log.warn({ root: walk.rootName, relpath: childRelpath(relpath, name), err: describe(error) }, "media scan: skipped a file that could not be read");
    }
  }
  return { entries, mtimeMs };
}

function fileRow(parent: string, entry: DiskEntry & { sortKey: number }): FileRowInput {
  const relpath = childRelpath(parent, entry.name);
  const title = entry.kind === "folder" ? entry.name : titleOf(entry.name);
  return {
    relpath,
    parent,
    type: entry.kind,
    title,
    ext: entry.kind === "folder" ? "" : extensionOf(entry.name),
    size: entry.size,
    mtime: new Date(entry.mtimeMs).toISOString(),
    sortKey: entry.sortKey,
    searchText: searchDocument(title, parent),
  };
}

/** Buffers rows and folder digests; a digest is written only after the rows before it. */
class RowWriter {
  /** Rows of folders that had none in the index: plain inserts. */
  private fresh: FileRowInput[] = [];
  /** Rows that may exist already: upserts. */
  private updates: FileRowInput[] = [];
  private digests: Array<{ relpath: string; digest: string; mtime: string }> = [];

  constructor(
    private readonly rootId: string,
    private readonly batchSize: number,
    private readonly signal?: AbortSignal,
    private readonly searchIndexes?: SearchIndexBulkWrite,
  ) {}

  add(row: FileRowInput, folderWasEmpty: boolean): void {
    (folderWasEmpty ? this.fresh : this.updates).push(row);
  }

  folderDone(relpath: string, digest: string, mtimeMs: number): void {
    this.digests.push({ relpath, digest, mtime: new Date(mtimeMs).toISOString() });
  }

  async flushIfFull(): Promise<void> {
    if (this.fresh.length + this.updates.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    await this.searchIndexes?.beforeInsert(this.fresh.length);
    await this.write(this.fresh, insertFileRows);
    await this.write(this.updates, upsertFileRows);
    this.fresh = [];
    this.updates = [];
    await this.write(this.digests, saveFolderDigests);
    this.digests = [];
  }

  private async write<T>(rows: T[], save: (rootId: string, rows: T[]) => Promise<void>): Promise<void> {
    for (let start = 0; start < rows.length; start += this.batchSize) {
      this.signal?.throwIfAborted();
      await save(this.rootId, rows.slice(start, start + this.batchSize));
    }
  }
}

/** Where a partial rescan starts: each asked folder, or its nearest ancestor still on disk; nested ones folded into their ancestors. */
function startFolders(rootPath: string, folders: string[] | undefined): string[] {
  if (!folders) return [""];
  const existing = folders.map((folder) => selfAndAncestors(folder).find((f) => isDirectory(path.join(rootPath, f))) ?? "");
  const unique = [...new Set(existing)].sort();
  return unique.filter((folder) => !unique.some((other) => other !== folder && (other === "" || folder.startsWith(`${other}/`))));
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A root folder that is not there (deleted, renamed, a drive's mount point
 * gone) takes its files out of the listings: its rows and thumbnails go, as
 * for any folder deleted inside a root, and a rescan once it is back lists
 * them again. One that is there but cannot be read (permissions, a network
 * share down) keeps its rows: the scan fails and is tried again later.
 */
async function checkRootFolder(root: RootRecord, options: ScanOptions): Promise<void> {
  let stats: Stats | undefined;
  try {
    stats = statSync(root.path, { throwIfNoEntry: false });
  } catch (error) {
    throw new MediaRootMissingError(scanError("rootUnreadable", { reason: describe(error), path: root.path }));
  }
  if (stats?.isDirectory()) return;
  const removed = await deleteRootEntries(root.id);
  if (removed.length) {
    // In slices: a root can hold tens of thousands of files.
    for (let i = 0; i < removed.length; i += MAX_BATCH) {
      const slice = removed.slice(i, i + MAX_BATCH);
      await removeThumbnails(
        slice.map((row) => ({ rootId: root.id, relpath: row.relpath, size: row.size, mtime: row.mtimeMs })),
        options.dataDir,
      );
    }
    log.warn({ root: root.name, files: removed.length }, "media root folder is gone: its files left the library until it is back");
  }
  throw new MediaRootGoneError(scanError("rootGone", { path: root.path }));
}

async function indexFiles(root: RootRecord, progress: Progress, summary: ScanSummary, options: ScanOptions): Promise<void> {
  await checkRootFolder(root, options);
  const walk: WalkContext = { rootPath: root.path, realRoot: realpathSync(root.path), rootName: root.name };
  const digests = await loadFolderDigests(root.id);
  if (!digests.has("")) await ensureRootRow(root.id, root.name, statSync(root.path).mtime);
  const searchIndexes = new SearchIndexBulkWrite([root.id]);
  const writer = new RowWriter(root.id, Math.min(MAX_BATCH, options.batchSize ?? MAX_BATCH), options.signal, searchIndexes);
  try {
    await writeFolders(root, walk, digests, writer, progress, summary, options);
  } finally {
    await searchIndexes.finish();
  }
}

async function writeFolders(
  root: RootRecord,
  walk: WalkContext,
  digests: Map<string, string | null>,
  writer: RowWriter,
  progress: Progress,
  summary: ScanSummary,
  options: ScanOptions,
): Promise<void> {
  const signal = options.signal;
  // Folders first written in this scan have no rows below them yet: no need to ask.
  const newFolders = new Set<string>();
  const pending = startFolders(root.path, options.folders);
  const stale = (rows: Array<{ relpath: string; size: number; mtimeMs: number }>) =>
    removeThumbnails(
      rows.map((row) => ({ rootId: root.id, relpath: row.relpath, size: row.size, mtime: row.mtimeMs })),
      options.dataDir,
    );

  while (pending.length) {
    signal?.throwIfAborted();
    const folder = pending.pop()!;
    const listing = await readFolder(walk, folder);
    if (!listing) continue;
    if (folder === "" && !listing.entries.length && (await countIndexedEntries(root.id))) {
      // An unmounted drive leaves an empty mount point: keep the index (and thumbnails) rather than wipe it.
      throw new MediaRootMissingError(scanError("rootEmpty", { path: root.path }));
    }
    progress.total += listing.entries.length;
    summary.entries += listing.entries.length;
    for (const entry of listing.entries) if (entry.kind === "folder") pending.push(childRelpath(folder, entry.name));

    const digest = folderDigest(listing.entries);
    if (digests.get(folder) !== digest) {
      summary.changedFolders++;
      const indexed = newFolders.has(folder) ? [] : await listFolderRows(root.id, folder);
      const plan = planFolder(listing.entries, indexed);
      if (plan.removed.length) {
        await stale(
          await deleteEntries(
            root.id,
            plan.removed.map((row) => childRelpath(folder, row.name)),
          ),
        );
        summary.removed += plan.removed.length;
      }
      await stale(plan.replaced.map((row) => ({ ...row, relpath: childRelpath(folder, row.name) })));
      const known = new Set(indexed.filter((row) => row.kind === "folder").map((row) => row.name));
      // In listing order, the rows reach the (parent, sortKey) and relpath
      // indexes mostly ascending: cheaper to insert than in the disk's order.
      plan.write.sort((a, b) => a.sortKey - b.sortKey);
      for (const row of plan.write) {
        if (row.sortKey === UNLISTED && !isServableName(row.name)) {
          log.warn(
            { root: root.name, relpath: childRelpath(folder, row.name) },
            "media scan: not listed, the file calls refuse this name (a control character, a backslash, an encoded '/' or '..')",
          );
        }
        if (row.kind === "folder" && !known.has(row.name)) newFolders.add(childRelpath(folder, row.name));
        writer.add(fileRow(folder, row), indexed.length === 0);
      }
      summary.written += plan.write.length;
      writer.folderDone(folder, digest, listing.mtimeMs);
      await writer.flushIfFull();
    }
    progress.seen += listing.entries.length;
    await progress.report();
  }
  await writer.flush();
}

// ---- pass 2: metadata -----------------------------------------------------

async function readOne(root: RootRecord, file: PendingFile, options: ScanOptions): Promise<MetadataResult> {
  const base = { id: file.id, size: file.size, mtime: new Date(file.mtimeMs).toISOString() };
  try {
    const meta = await readMediaMetadata(file.type, path.join(root.path, file.relpath), options.ffmpeg ?? defaultFfmpeg());
    return {
      ...base,
      metaState: "ready",
      width: meta.width,
      height: meta.height,
      duration: meta.duration,
      takenAt: meta.takenAt?.toISOString() ?? null,
      playback: meta.playback,
    };
  } catch (error) {
    log.warn({ root: root.name, relpath: file.relpath, err: describe(error) }, "media scan: skipped a file that could not be decoded");
    return { ...base, metaState: "failed", width: null, height: null, duration: null, takenAt: null, playback: null };
  }
}

function defaultFfmpeg(): FfmpegPaths {
  const config = getConfig();
  return { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath };
}

/**
 * Runs `each` on batches of pending rows, each fetched after the last id of
 * the batch before, until one comes back empty: walking the primary key
 * upwards keeps a whole pass linear, and a row `each` leaves pending is not met again.
 * `ahead`, when given, is asked first each time: a batch it gives goes before
 * the walk's next one and leaves the walk where it was (null: nothing ahead).
 */
async function forEachBatch<T extends { id: number }>(
  next: (afterId: number) => Promise<T[]>,
  signal: AbortSignal | undefined,
  each: (batch: T[]) => Promise<void>,
  ahead?: () => Promise<T[] | null>,
): Promise<void> {
  let cursor = 0;
  for (;;) {
    signal?.throwIfAborted();
    const jumped = await ahead?.();
    const batch = jumped ?? (await next(cursor));
    const last = batch.at(-1);
    if (!last) return;
    if (!jumped) cursor = last.id;
    await each(batch);
  }
}

async function fillMetadata(root: RootRecord, progress: Progress, summary: ScanSummary, options: ScanOptions): Promise<void> {
  // Files whose details fail get no thumbnail: the run's total only shrinks when they are found.
  const thumbnailsAhead = options.thumbnails ? await countPendingThumbnails(root.id, { unread: true }) : 0;
  await progress.startPhase("metadata", await countPendingMetadata(root.id), thumbnailsAhead);
  const limit = pLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  const batchSize = Math.min(METADATA_BATCH, options.batchSize ?? METADATA_BATCH);
  await forEachBatch(
    (afterId) => nextPendingMetadata(root.id, afterId, batchSize),
    options.signal,
    async (batch) => {
      const results = await Promise.all(batch.map((file) => limit(() => readOne(root, file, options))));
      await saveMetadata(results);
      // A file that failed leaves the listing: close the gap in its folder's positions.
      const failed = results.filter((r) => r.metaState === "failed");
      const folders = new Set(failed.map((r) => batch.find((file) => file.id === r.id)!.parent));
      for (const folder of folders) await saveSortKeys(renumber(await listFolderRows(root.id, folder)));
      summary.metadataRead += results.length - failed.length;
      summary.metadataFailed += failed.length;
      progress.seen += batch.length;
      await progress.report();
    },
  );
  await progress.report(true);
}

// ---- pass 3: thumbnails ---------------------------------------------------

async function makeThumbnails(root: RootRecord, progress: Progress, summary: ScanSummary, options: ScanOptions): Promise<void> {
  await progress.startPhase("thumbnails", await countPendingThumbnails(root.id), 0);
  const config = options.dataDir ? undefined : getConfig();
  const context = {
    dataDir: options.dataDir ?? config!.dataDir,
    ffmpegPath: options.ffmpeg?.ffmpegPath ?? config?.ffmpegPath,
    ffprobePath: options.ffmpeg?.ffprobePath ?? config?.ffprobePath,
  };
  const background = pLimit(Math.max(1, THUMBNAIL_WORKERS - 1));
  // In id order, except that the folders a viewer has open go first (their rows then are no longer pending).
  const tried = new Set<number>();
  await forEachBatch(
    (afterId) => nextPendingThumbnails(root.id, afterId, THUMBNAIL_BATCH),
    options.signal,
    async (batch) => {
      // thumbnailFile queues on the shared pool; this pass keeps one worker free
      // so a page asking for thumbnails waits for at most one image.
      const made = await Promise.all(batch.map((file) => background(() => thumbnailFile({ ...file, rootPath: root.path }, context, "indexer"))));
      summary.thumbnails += made.filter((t) => !t.placeholder).length;
      progress.seen += batch.length;
      await progress.report();
    },
    () => wantedThumbnails(root.id, tried),
  );
  await progress.report(true);
}

/** The next missing thumbnails of a folder a viewer asked for (none this pass has tried already), or null when no such folder has any left. */
async function wantedThumbnails(rootId: string, tried: Set<number>): Promise<ThumbnailCandidate[] | null> {
  for (const folder of wantedFolders(rootId)) {
    const pending = (await pendingThumbnailsIn(rootId, folder, THUMBNAIL_BATCH)).filter((file) => !tried.has(file.id));
    for (const file of pending) tried.add(file.id);
    if (pending.length) return pending;
    folderServed(rootId, folder);
  }
  return null;
}
