import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { watch, type FSWatcher } from "chokidar";
import { log } from "../log";
import { runOnce } from "../db/run-once";
import type { FfmpegPaths } from "./ffmpeg";
import { parentOf } from "./folder-plan";
import { fileKindOf, isIgnoredName } from "./kinds";
import { listHomeRoots, type RootRecord } from "./queries/roots";
import { MediaRootGoneError, scanFailure, scanRoot, type ScanOptions } from "./scanner";

// The background indexer of a home: one scan per root at start (resuming
// whatever a stopped scan left), then a watcher per root that rescans the
// folders where files were added, changed or removed. Scans of one root run
// one at a time; requests that arrive meanwhile are merged into the next run.
// It never blocks start-up or requests: nothing here is awaited by them.
// Several instances on one PostgreSQL server never scan one root at once
// (lib/db/run-once.ts): the one that finds it busy asks again later.
//
// Nothing needs a restart to recover: a failed scan (the database refusing
// writes on a full disk, a drive that does not answer) is tried again after
// a back-off (5 s, doubling, at most 5 min; back to 5 s after a scan
// succeeds). Each root's folder is also checked every few seconds: one that
// is gone is rescanned at once (its files leave the listings) and loses its
// watcher; one that is back gets a new watcher and a full rescan. The check
// is a plain stat because a watcher cannot see its own folder come back.
// No "server-only": bootstrap starts it from instrumentation.

export type IndexerOptions = {
  homeId: string;
  dataDir: string;
  ffmpeg?: FfmpegPaths;
  /** Watch the roots for changes, and their folders for going and coming back (default true). */
  watch?: boolean;
  /** Quiet time after the last file event before the rescan (default 1.5 s: copies arrive in bursts). */
  debounceMs?: number;
  /** Make thumbnails ahead of the first visit (default true). */
  thumbnails?: boolean;
  /** How often each root's folder is checked for having gone or come back (default 5 s). */
  presenceMs?: number;
  /** Wait before the first retry of a failed scan (default 5 s); it doubles with each failure in a row. */
  retryMs?: number;
  /** The longest wait between retries (default 5 min). */
  retryMaxMs?: number;
};

const DEFAULT_PRESENCE_MS = 5_000;
const DEFAULT_RETRY_MS = 5_000;
const DEFAULT_RETRY_MAX_MS = 5 * 60_000;

type RootWorker = {
  root: RootRecord;
  /** "all" for a full scan, else the folders to rescan. */
  wanted: Set<string> | "all" | null;
  running: Promise<void> | null;
  /** Watches the root's folder while it is there. */
  watcher: FSWatcher | null;
  /** Whether the root's folder was there at the last check. */
  present: boolean;
  /** Scans failed in a row (the back-off grows with them). */
  failures: number;
  /** The retry waiting for its back-off. */
  retry: NodeJS.Timeout | null;
};

type IndexerState = {
  controller: AbortController;
  workers: Map<string, RootWorker>;
  /** Debounce timers of the watchers (a rescan that is about to be asked for). */
  timers: Set<NodeJS.Timeout>;
  /** The periodic check of the root folders, and whether one is running. */
  presence: NodeJS.Timeout | null;
  checking: boolean;
  ready: Promise<void>;
  options: IndexerOptions;
};

// One indexer per process, even when Next loads this module in several bundles.
const STATE = Symbol.for("hems.media-indexer");
const slot = globalThis as Record<symbol, IndexerState | undefined>;

/** Starts the indexer in the background; false when one already runs in this process. */
export function startMediaIndexer(options: IndexerOptions): boolean {
  if (slot[STATE]) return false;
  const state: IndexerState = {
    controller: new AbortController(),
    workers: new Map(),
    timers: new Set(),
    presence: null,
    checking: false,
    ready: Promise.resolve(),
    options,
  };
  slot[STATE] = state;
  state.ready = begin(state).catch((error) => log.error({ err: (error as Error).message }, "media indexer could not start"));
  return true;
}

export function mediaIndexerRunning(): boolean {
  return !!slot[STATE];
}

/** Resolves once the first scans were queued and the watchers are watching. */
export async function mediaIndexerReady(): Promise<void> {
  await slot[STATE]?.ready;
}

/** Resolves when no scan is running or about to be asked for (retries waiting for their back-off aside; for tests and benchmarks). */
export async function mediaIndexerIdle(): Promise<void> {
  const state = slot[STATE];
  if (!state) return;
  await state.ready;
  for (;;) {
    const busy = [...state.workers.values()].map((w) => w.running).filter((p): p is Promise<void> => !!p);
    if (!busy.length && !state.timers.size) return;
    await Promise.all([...busy, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
}

/** Stops scans (they resume on the next start), retries and checks, and closes the watchers. */
export async function stopMediaIndexer(): Promise<void> {
  const state = slot[STATE];
  if (!state) return;
  state.controller.abort();
  for (const timer of state.timers) clearTimeout(timer);
  state.timers.clear();
  await state.ready;
  if (state.presence) clearInterval(state.presence);
  for (const worker of state.workers.values()) cancelRetry(worker);
  await Promise.all([...state.workers.values()].map((worker) => closeWatcher(worker)));
  await Promise.all([...state.workers.values()].map((worker) => worker.running));
  slot[STATE] = undefined;
}

/** Asks for a rescan of a root (all of it, or some folders); merged with what is already waiting. */
export function requestRescan(rootId: string, folders?: string[]): void {
  const state = slot[STATE];
  const worker = state?.workers.get(rootId);
  if (!state || !worker || state.controller.signal.aborted) return;
  if (!folders) worker.wanted = "all";
  else if (worker.wanted !== "all") {
    worker.wanted ??= new Set();
    for (const folder of folders) worker.wanted.add(folder);
  }
  kick(state, worker);
}

/** The wait before retry number `failures` (1 for the first): `firstMs`, doubling, at most `maxMs`. */
export function retryDelay(failures: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(failures, 1) - 1, 30));
}

function kick(state: IndexerState, worker: RootWorker): void {
  worker.running ??= runWorker(state, worker).finally(() => {
    worker.running = null;
    // A request that came in while the last scan was finishing.
    if (worker.wanted && !state.controller.signal.aborted) kick(state, worker);
  });
}

async function begin(state: IndexerState): Promise<void> {
  const roots = await readRoots(state);
  if (!roots || state.controller.signal.aborted) return;
  for (const root of roots) {
    state.workers.set(root.id, { root, wanted: null, running: null, watcher: null, present: isDirectory(root.path), failures: 0, retry: null });
  }
  for (const root of roots) requestRescan(root.id);
  if (state.options.watch === false) return;
  state.presence = setInterval(() => void checkPresence(state), state.options.presenceMs ?? DEFAULT_PRESENCE_MS);
  state.presence.unref();
  await Promise.all([...state.workers.values()].filter((worker) => worker.present).map((worker) => watchRoot(state, worker)));
}

/** The home's roots, asked again after a back-off while the database does not answer; null once stopped. */
async function readRoots(state: IndexerState): Promise<RootRecord[] | null> {
  const signal = state.controller.signal;
  for (let failures = 1; ; failures++) {
    try {
      return await listHomeRoots(state.options.homeId);
    } catch (error) {
      if (signal.aborted) return null;
      const delay = retryDelay(failures, state.options.retryMs ?? DEFAULT_RETRY_MS, state.options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS);
      log.error({ err: scanFailure(error), retryInSeconds: delay / 1000 }, "media indexer could not read its media roots; trying again");
      try {
        await sleep(delay, undefined, { signal });
      } catch {
        return null;
      }
    }
  }
}

async function runWorker(state: IndexerState, worker: RootWorker): Promise<void> {
  const signal = state.controller.signal;
  while (worker.wanted && !signal.aborted) {
    const wanted = worker.wanted;
    worker.wanted = null;
    const options: ScanOptions = {
      signal,
      folders: wanted === "all" ? undefined : [...wanted],
      thumbnails: state.options.thumbnails !== false,
      dataDir: state.options.dataDir,
      ffmpeg: state.options.ffmpeg,
    };
    try {
      const outcome = await runOnce(`scan:${worker.root.id}`, () => scanRoot(worker.root.id, options));
      if (!outcome.ran) {
        deferScan(state, worker, wanted);
        continue;
      }
      const summary = outcome.value;
      worker.failures = 0;
      // A full scan did whatever the waiting retry would have done.
      if (wanted === "all") cancelRetry(worker);
      if (summary.changedFolders) log.info({ root: worker.root.name, ...summary }, "media index updated");
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof MediaRootGoneError && state.options.watch !== false) {
        // Seen gone here first (the watcher saw its folders go): the presence check then has nothing to rescan until it is back.
        if (worker.present) {
          worker.present = false;
          void closeWatcher(worker);
        }
        continue;
      }
      scheduleRetry(state, worker, error);
    }
  }
}

function scheduleRetry(state: IndexerState, worker: RootWorker, error: unknown): void {
  worker.failures++;
  if (worker.retry) return;
  const delay = retryDelay(worker.failures, state.options.retryMs ?? DEFAULT_RETRY_MS, state.options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS);
  log.warn({ root: worker.root.name, err: scanFailure(error), retryInSeconds: delay / 1000 }, "media scan failed; trying again");
  // The whole root: the folders the failed scan was asked for are not kept, and unchanged ones are skipped cheaply.
  worker.retry = setTimeout(() => {
    worker.retry = null;
    requestRescan(worker.root.id);
  }, delay);
  worker.retry.unref();
}

/**
 * Another instance on the same database scans this root now: the same
 * request is made again after the first retry's wait, so that changes this
 * instance saw are not lost (unchanged folders are skipped then).
 */
function deferScan(state: IndexerState, worker: RootWorker, wanted: Set<string> | "all"): void {
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    requestRescan(worker.root.id, wanted === "all" ? undefined : [...wanted]);
  }, state.options.retryMs ?? DEFAULT_RETRY_MS);
  state.timers.add(timer);
}

function cancelRetry(worker: RootWorker): void {
  if (worker.retry) clearTimeout(worker.retry);
  worker.retry = null;
}

function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Notices root folders that went away or came back (asynchronous stats: a network share that hangs must not block the server). */
async function checkPresence(state: IndexerState): Promise<void> {
  // A check still waiting for a slow disk is not doubled.
  if (state.checking) return;
  state.checking = true;
  try {
    for (const worker of state.workers.values()) {
      const present = await stat(worker.root.path).then(
        (stats) => stats.isDirectory(),
        () => false,
      );
      if (present === worker.present || state.controller.signal.aborted) continue;
      worker.present = present;
      if (present) {
        log.info({ root: worker.root.name }, "media root folder is back: rescanning it");
        worker.failures = 0;
        cancelRetry(worker);
        // Watching first: a file added while the rescan runs is then seen by one or the other.
        void watchRoot(state, worker).then(() => requestRescan(worker.root.id));
      } else {
        log.warn({ root: worker.root.name }, "media root folder is gone");
        void closeWatcher(worker);
        requestRescan(worker.root.id);
      }
    }
  } finally {
    state.checking = false;
  }
}

async function closeWatcher(worker: RootWorker): Promise<void> {
  const watcher = worker.watcher;
  worker.watcher = null;
  await watcher?.close();
}

/** relpath of a watched path, or null when it lies in a hidden or ignored folder (or is such a file). */
function relpathIn(rootPath: string, file: string): string | null {
  const relative = path.relative(rootPath, file);
  if (!relative || relative.startsWith("..")) return relative ? null : "";
  const parts = relative.split(path.sep);
  return parts.some(isIgnoredName) ? null : parts.join("/");
}

async function watchRoot(state: IndexerState, worker: RootWorker): Promise<void> {
  const root = worker.root;
  await closeWatcher(worker);
  if (state.controller.signal.aborted) return;
  const debounceMs = state.options.debounceMs ?? 1_500;
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(root.path, {
    ignoreInitial: true,
    followSymlinks: false,
    ignorePermissionErrors: true,
    ignored: (file) => relpathIn(root.path, file) === null,
  });
  worker.watcher = watcher;
  watcher.on("all", (event, file) => {
    const relpath = relpathIn(root.path, file);
    if (relpath === null || relpath === "") return;
    // Only media files and folders matter; a text file changing leaves the index alone.
    if ((event === "add" || event === "change" || event === "unlink") && !fileKindOf(path.basename(file))) return;
    changed.add(parentOf(relpath));
    if (timer) {
      clearTimeout(timer);
      state.timers.delete(timer);
    }
    timer = setTimeout(() => {
      state.timers.delete(timer!);
      const folders = [...changed];
      changed = new Set();
      requestRescan(root.id, folders);
    }, debounceMs);
    state.timers.add(timer);
  });
  watcher.on("error", (error) => {
    // Typically too many folders for the inotify limit: scans at start still keep the index right.
    log.warn({ root: root.name, err: (error as Error).message }, "media watcher failed; changes are picked up at the next start");
  });
  // Ready once the watcher has read the tree; stopping does not wait for that.
  await new Promise<void>((resolve) => {
    watcher.once("ready", () => resolve());
    state.controller.signal.addEventListener("abort", () => resolve(), { once: true });
  });
}
