import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AppError } from "../http/errors";
import { serverError } from "../http/server-errors";
import { log } from "../log";
import { startFfmpeg, type FfmpegError, type FfmpegPaths, type FfmpegProcess } from "../media/ffmpeg";
import { hlsArgs } from "./ffmpeg-args";
import { segmentIndex } from "./paths";

// The transcodes running on this server: at most maxJobs ffmpeg processes
// (further ones wait, then are refused), each writing HLS segments into its
// own folder under DATA_DIR/transcode. Each viewer (a session) of a file plays
// one transcode: a segment request reuses the viewer's transcode when it is at
// or a little ahead of the request, else another viewer's of the same file that
// is, and otherwise (a seek) replaces the viewer's with one starting at that
// segment; two people watching one film far apart keep a transcode each. A
// transcode nobody asked for a segment of in idleMs is stopped and its folder
// removed; past cacheBytes, the least recently used go first.

export type TranscoderOptions = {
  /** DATA_DIR/transcode: owned by this process (emptied on start). */
  dir: string;
  maxJobs: number;
  /** How long a new transcode waits for a free slot before its request is refused. */
  waitMs: number;
  cacheBytes: number;
  /** A transcode without a segment request for this long is stopped (one tick later at most). */
  idleMs?: number;
  ffmpeg?: FfmpegPaths;
};

export type TranscodeSource = { input: string; copyVideo: boolean };

/** The refusal when every transcode slot stays busy for waitMs (or the wanted transcode was replaced meanwhile). */
export const transcodeBusy = () => new AppError("UNAVAILABLE", serverError("player.transcodeBusy"), { "Retry-After": "5" });
const transcodeFailed = () => new AppError("INTERNAL", serverError("player.transcodeFailed"));

const DEFAULT_IDLE_MS = 8_000;
const TICK_MS = 1_000;
const POLL_MS = 50;
/** A segment this far past the last one written is waited for: cheaper than a new ffmpeg. */
const REUSE_AHEAD = 3;
/** A transcode this many segments ahead of its viewer pauses (SIGSTOP): the CPU is for the other viewers. */
const PAUSE_AHEAD = 15;
/** A segment that takes longer than this to appear is given up on. */
const SEGMENT_TIMEOUT_MS = 60_000;

type Job = {
  id: string;
  /** The file (its real path). */
  key: string;
  /** The viewers it plays for: a seek leaves it, and the last one to leave stops it. */
  viewers: Set<string>;
  dir: string;
  startSegment: number;
  /** null while it waits for a slot. */
  ffmpeg: FfmpegProcess | null;
  /** Resolved when ffmpeg runs; rejected with transcodeBusy when no slot freed up in time. */
  started: Promise<void>;
  ended: boolean;
  error: FfmpegError | null;
  stopped: boolean;
  paused: boolean;
  lastRequestAt: number;
  lastRequested: number;
  /** Cancels the wait for a slot (a queued job replaced or stopped). */
  cancelWait: (() => void) | null;
};

export class Transcoder {
  private readonly jobs = new Set<Job>();
  /** Each viewer's transcode of each file, by seatOf(viewer, file). */
  private readonly watching = new Map<string, Job>();
  private running = 0;
  private readonly waiters: Array<{ grant: () => void }> = [];
  private readonly idleMs: number;
  private readonly ready: Promise<void>;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: TranscoderOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    // Leftovers of an earlier process are nobody's: start empty, private to this user.
    this.ready = fs
      .rm(options.dir, { recursive: true, force: true })
      .then(() => fs.mkdir(options.dir, { recursive: true, mode: 0o700 }))
      .then(() => undefined);
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => log.warn({ err: error }, "transcode: housekeeping failed")), TICK_MS);
    this.timer.unref();
    process.once("exit", this.killAll);
  }

  // ffmpeg does not end with the server: a transcode would run on to the end of its file.
  private readonly killAll = () => {
    for (const job of this.jobs.values()) job.ffmpeg?.child.kill("SIGKILL");
  };

  /** How many transcodes run, wait for a slot, and exist (with their folders). */
  stats(): { running: number; waiting: number; jobs: number } {
    return { running: this.running, waiting: this.waiters.length, jobs: this.jobs.size };
  }

  /**
   * The path of segment `index` of the file `key` (its real path) for `viewer`
   * (its session), once written: from the viewer's transcode, another one of
   * the file, or a new one started at that segment. Rejects with transcodeBusy
   * (503) when no slot frees up in time.
   */
  async segment(key: string, source: TranscodeSource, index: number, signal?: AbortSignal, viewer = ""): Promise<string> {
    await this.ready;
    const seat = seatOf(viewer, key);
    let job = this.watching.get(seat);
    if (job && !(await this.serves(job, index))) {
      await this.leave(job, viewer);
      job = undefined;
    }
    job ??= await this.servingJob(key, index);
    job ??= this.start(key, source, index);
    job.viewers.add(viewer);
    this.watching.set(seat, job);
    this.touch(job, index);
    await job.started;
    return this.waitFor(job, index, signal);
  }

  /** Stops every transcode and removes their folders (server shutdown, tests). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    process.off("exit", this.killAll);
    await Promise.all([...this.jobs.values()].map((job) => this.stop(job)));
  }

  private segmentPath(job: Job, index: number): string {
    return path.join(job.dir, `${index}.ts`);
  }

  /** Another viewer's transcode of the file that has segment `index` or will write it soon. */
  private async servingJob(key: string, index: number): Promise<Job | undefined> {
    for (const job of this.jobs) if (job.key === key && !job.stopped && (await this.serves(job, index))) return job;
    return undefined;
  }

  /** The viewer no longer plays `job` (it sought elsewhere): stopped when nobody else does. */
  private async leave(job: Job, viewer: string): Promise<void> {
    job.viewers.delete(viewer);
    this.watching.delete(seatOf(viewer, job.key));
    if (job.viewers.size === 0) await this.stop(job);
  }

  /** Whether `job` has segment `index` or will write it soon. */
  private async serves(job: Job, index: number): Promise<boolean> {
    if (index < job.startSegment) return false;
    if (await exists(this.segmentPath(job, index))) return true;
    if (job.ended) return false;
    return index <= (await this.lastWritten(job)) + REUSE_AHEAD;
  }

  private async lastWritten(job: Job): Promise<number> {
    const names = await fs.readdir(job.dir).catch(() => [] as string[]);
    return names.reduce((last, name) => Math.max(last, segmentIndex(name) ?? -1), job.startSegment - 1);
  }

  private start(key: string, source: TranscodeSource, startSegment: number): Job {
    const id = crypto.randomBytes(9).toString("base64url");
    const job: Job = {
      id,
      key,
      viewers: new Set(),
      dir: path.join(this.options.dir, id),
      startSegment,
      ffmpeg: null,
      started: Promise.resolve(),
      ended: false,
      error: null,
      stopped: false,
      paused: false,
      lastRequestAt: Date.now(),
      lastRequested: startSegment,
      cancelWait: null,
    };
    job.started = this.acquire(job).then(async () => {
      try {
        if (job.stopped) throw transcodeBusy();
        await fs.mkdir(job.dir, { mode: 0o700 });
        // Replaced while the folder was made: nothing may write into it now.
        if (job.stopped) throw transcodeBusy();
      } catch (error) {
        this.release();
        await fs.rm(job.dir, { recursive: true, force: true });
        throw error;
      }
      const ffmpeg = startFfmpeg(hlsArgs({ ...source, startSegment, outDir: job.dir }), this.options.ffmpeg);
      job.ffmpeg = ffmpeg;
      void ffmpeg.exited.then((error) => {
        job.ended = true;
        job.error = error;
        if (error && !job.stopped) log.warn({ err: error.message, stderr: error.stderrTail }, "transcode: ffmpeg failed");
        this.release();
      });
    });
    // A request that gave up must not leave an unhandled rejection behind.
    job.started.catch(() => this.forget(job));
    this.jobs.add(job);
    return job;
  }

  /** A transcode slot, now or when one frees up; transcodeBusy after waitMs. */
  private acquire(job: Job): Promise<void> {
    if (this.running < this.options.maxJobs) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          job.cancelWait = null;
          resolve();
        },
      };
      const leave = () => {
        clearTimeout(timer);
        job.cancelWait = null;
        const at = this.waiters.indexOf(waiter);
        if (at !== -1) this.waiters.splice(at, 1);
        reject(transcodeBusy());
      };
      const timer = setTimeout(leave, this.options.waitMs);
      job.cancelWait = leave;
      this.waiters.push(waiter);
    });
  }

  /** Hands a freed slot to the first waiting transcode (the count stays), or frees it. */
  private release(): void {
    const next = this.waiters.shift();
    if (next) next.grant();
    else this.running--;
  }

  private touch(job: Job, index: number): void {
    job.lastRequestAt = Date.now();
    job.lastRequested = index;
  }

  private async waitFor(job: Job, index: number, signal?: AbortSignal): Promise<string> {
    const file = this.segmentPath(job, index);
    const deadline = Date.now() + SEGMENT_TIMEOUT_MS;
    for (;;) {
      if (await exists(file)) {
        // ffmpeg creates files by the umask; the folder is private already, the segment too now.
        await fs.chmod(file, 0o600).catch(() => undefined);
        return file;
      }
      if (job.stopped) throw transcodeBusy();
      if (job.ended) throw transcodeFailed();
      if (Date.now() > deadline) throw transcodeBusy();
      signal?.throwIfAborted();
      this.touch(job, index);
      await this.pace(job);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Pauses a transcode far ahead of its viewer, and lets it go on when the viewer catches up. */
  private async pace(job: Job): Promise<void> {
    if (!job.ffmpeg || job.ended) return;
    const ahead = (await this.lastWritten(job)) - job.lastRequested;
    const pause = ahead > PAUSE_AHEAD;
    if (pause !== job.paused) {
      job.paused = pause;
      job.ffmpeg.child.kill(pause ? "SIGSTOP" : "SIGCONT");
    }
  }

  /** Takes `job` out of the books: no request finds it any more. */
  private forget(job: Job): void {
    this.jobs.delete(job);
    for (const viewer of job.viewers) {
      const seat = seatOf(viewer, job.key);
      if (this.watching.get(seat) === job) this.watching.delete(seat);
    }
  }

  private async stop(job: Job): Promise<void> {
    if (job.stopped) return;
    job.stopped = true;
    this.forget(job);
    job.cancelWait?.();
    if (job.ffmpeg && !job.ended) {
      job.ffmpeg.child.kill("SIGKILL");
      await job.ffmpeg.exited;
    }
    await fs.rm(job.dir, { recursive: true, force: true });
  }

  /** Once a second: stop transcodes nobody watches, pace the others, keep the folder under its cap. */
  private async tick(): Promise<void> {
    const now = Date.now();
    const jobs = [...this.jobs.values()];
    for (const job of jobs) {
      if (now - job.lastRequestAt > this.idleMs) await this.stop(job);
      else await this.pace(job);
    }
    const live = [...this.jobs.values()].sort((a, b) => a.lastRequestAt - b.lastRequestAt);
    const sizes = await Promise.all(live.map((job) => folderBytes(job.dir)));
    let total = sizes.reduce((sum, size) => sum + size, 0);
    for (const [i, job] of live.entries()) {
      if (total <= this.options.cacheBytes) break;
      log.info({ bytes: total, cap: this.options.cacheBytes }, "transcode: over the size cap, removing the least recently used");
      await this.stop(job);
      total -= sizes[i] ?? 0;
    }
  }
}

const seatOf = (viewer: string, key: string) => `${viewer}\0${key}`;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function folderBytes(dir: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((name) =>
      fs.stat(path.join(dir, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
