import { getConfig } from "../config";
import { log } from "../log";
import { mediaIndexerRunning, startMediaIndexer, stopMediaIndexer, type IndexerOptions } from "./indexer";

// Changes to the set of media roots while the server runs (a root added or
// removed on the settings page, an environment root gone at start) go through
// here. The background indexer (lib/media/indexer.ts) reads a home's roots
// when it starts and keeps one scan worker and one watcher per root; it has
// no call to add or drop a single root. So a change stops it (scans stop
// where they are and resume, watchers close), changes the roots, and starts
// it again: it then scans the new root and watches the new set. The other
// roots get a rescan that skips every folder whose entries did not change.
// Changes run one at a time, so two of them never interleave a stop and a start.
// No "server-only": start-up uses it.

type Control = {
  /** The options the running indexer was started with through startHomeIndexer. */
  options?: IndexerOptions;
  /** The change running now (the next one waits for it). */
  queue: Promise<unknown>;
};

// One per process, like the indexer itself (Next may load this module in several bundles).
const CONTROL = Symbol.for("hems.media-indexer-control");
const control = ((globalThis as Record<symbol, unknown>)[CONTROL] ??= { queue: Promise.resolve() }) as Control;

/** The indexer options of a home as configured (what start-up uses). */
export function indexerOptionsFor(homeId: string): IndexerOptions {
  const config = getConfig();
  return { homeId, dataDir: config.dataDir, ffmpeg: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath } };
}

/** Starts the indexer of a home in the background and remembers its options for restarts; false when one already runs. */
export function startHomeIndexer(options: IndexerOptions): boolean {
  const started = startMediaIndexer(options);
  if (started) control.options = options;
  return started;
}

/** Runs `task` after every change queued before it; the next change waits for this one. */
export function serializeRootChanges<T>(task: () => Promise<T>): Promise<T> {
  const run = control.queue.then(task, task);
  control.queue = run.catch(() => undefined);
  return run;
}

/**
 * Changes a home's roots with its indexer stopped, then starts the indexer
 * again (or for the first time when `start` is set) so that it picks up the
 * new set of roots. An indexer that runs for another home is left alone. Call
 * it inside serializeRootChanges.
 */
export async function withIndexerStopped<T>(homeId: string, change: () => Promise<T>, { start }: { start: boolean }): Promise<T> {
  const running = mediaIndexerRunning();
  const known = control.options;
  if (running && known && known.homeId !== homeId) return change();
  if (running) await stopMediaIndexer();
  try {
    return await change();
  } finally {
    if (running || start) {
      const options = running && known ? known : indexerOptionsFor(homeId);
      if (startHomeIndexer(options)) log.info({ homeId }, "media indexer restarted for a change of media roots");
    }
  }
}
