import { secondsFor, type PhaseProgress } from "./time-left";

// The whole run of a scan as one bar: listing, reading details and making
// thumbnails counted together in work units (an entry listed, a file's
// details read, a thumbnail made: one unit each). Pure, shared by the live
// progress events and the scanstatus call.

export type RunState = PhaseProgress & {
  /** files, metadata, thumbnails or done. */
  phase: string;
  /** Whether the scan runs now: a stopped or failed one has no time left. */
  running: boolean;
  /** Units of the run's phases before the current one. */
  doneBefore: number;
  /** Units the run expects after the current phase; null while the files are still being listed (not known yet). */
  ahead: number | null;
};

export type RunProgress = {
  /** Units done so far: never goes down during a run. */
  done: number;
  /** All units of the run; null while the listing still counts them. */
  total: number | null;
  /** done / total, from 0 to 1; null while the total is unknown. */
  fraction: number | null;
  /** Whole seconds the rest of the run needs; null while unknown, done or not running. */
  secondsLeft: number | null;
};

/**
 * The run's figures. The time left prices all the work left at the current
 * phase's pace: the listing is far quicker per unit than details or
 * thumbnails, so the run's pace since it began would promise too little time.
 */
export function runProgress({ phase, running, seen, total, phaseStartedAtMs, doneBefore, ahead }: RunState, nowMs: number): RunProgress {
  if (phase === "done") return { done: doneBefore, total: doneBefore, fraction: 1, secondsLeft: null };
  const done = doneBefore + seen;
  if (ahead === null) return { done, total: null, fraction: null, secondsLeft: null };
  // A phase's count may pass its total (rows added while it runs): the total then follows it.
  const runTotal = doneBefore + Math.max(total, seen) + ahead;
  return {
    done,
    total: runTotal,
    fraction: runTotal > 0 ? done / runTotal : 1,
    secondsLeft: running ? secondsFor(runTotal - done, { seen, phaseStartedAtMs }, nowMs) : null,
  };
}
