import { existsSync } from "node:fs";
import path from "node:path";
import { watch, type FSWatcher } from "chokidar";
import { log } from "../log";
import type { FfmpegPaths } from "./ffmpeg";
import { parentOf } from "./folder-plan";
import { fileKindOf, isIgnoredName } from "./kinds";
import { listHomeRoots, type RootRecord } from "./queries";
import { scanRoot, type ScanOptions } from "./scanner";

// The background indexer of a home: one scan per root at start (resuming
// whatever a stopped scan left), then a watcher per root that rescans the
// folders where files were added, changed or removed. Scans of one root run
// one at a time; requests that arrive meanwhile are merged into the next run.
// It never blocks start-up or requests: nothing here is awaited by them.
// No "server-only": bootstrap starts it from instrumentation.

export type IndexerOptions = {
  homeId: string;
  dataDir: string;
  ffmpeg?: FfmpegPaths;
  /** Watch the roots for changes (default true). */
  watch?: boolean;
  /** Quiet time after the last file event before the rescan (default 1.5 s: copies arrive in bursts). */
  debounceMs?: number;
  /** Make thumbnails ahead of the first visit (default true). */
  thumbnails?: boolean;
};

type RootWorker = {
  root: RootRecord;
  /** "all" for a full scan, else the folders to rescan. */
  wanted: Set<string> | "all" | null;
  running: Promise<void> | null;
};

type IndexerState = {
  controller: AbortController;
  workers: Map<string, RootWorker>;
  watchers: FSWatcher[];
  timers: Set<NodeJS.Timeout>;
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
    watchers: [],
    timers: new Set(),
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

/** Resolves when no scan is running or waiting (for tests and benchmarks). */
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

/** Stops scans (they resume on the next start) and closes the watchers. */
export async function stopMediaIndexer(): Promise<void> {
  const state = slot[STATE];
  if (!state) return;
  state.controller.abort();
  for (const timer of state.timers) clearTimeout(timer);
  state.timers.clear();
  await Promise.all(state.watchers.map((watcher) => watcher.close()));
  await state.ready;
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

function kick(state: IndexerState, worker: RootWorker): void {
  worker.running ??= runWorker(state, worker).finally(() => {
    worker.running = null;
    // A request that came in while the last scan was finishing.
    if (worker.wanted && !state.controller.signal.aborted) kick(state, worker);
  });
}

async function begin(state: IndexerState): Promise<void> {
  const roots = await listHomeRoots(state.options.homeId);
  if (state.controller.signal.aborted) return;
  for (const root of roots) state.workers.set(root.id, { root, wanted: null, running: null });
  for (const root of roots) requestRescan(root.id);
  if (state.options.watch === false) return;
  await Promise.all(roots.filter((root) => existsSync(root.path)).map((root) => watchRoot(state, root)));
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
      const summary = await scanRoot(worker.root.id, options);
      if (summary.changedFolders) log.info({ root: worker.root.name, ...summary }, "media index updated");
    } catch (error) {
      if (!signal.aborted) log.error({ root: worker.root.name, err: (error as Error).message }, "media scan stopped");
    }
  }
}

/** relpath of a watched path, or null when it lies in a hidden or ignored folder (or is such a file). */
function relpathIn(rootPath: string, file: string): string | null {
  const relative = path.relative(rootPath, file);
  if (!relative || relative.startsWith("..")) return relative ? null : "";
  const parts = relative.split(path.sep);
  return parts.some(isIgnoredName) ? null : parts.join("/");
}

async function watchRoot(state: IndexerState, root: RootRecord): Promise<void> {
  const debounceMs = state.options.debounceMs ?? 1_500;
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(root.path, {
    ignoreInitial: true,
    followSymlinks: false,
    ignorePermissionErrors: true,
    ignored: (file) => relpathIn(root.path, file) === null,
  });
  state.watchers.push(watcher);
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
