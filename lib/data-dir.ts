import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import type { AppConfig } from "./config";

// DATA_DIR holds the embedded database (account emails, key hashes), secrets
// and thumbnails: it is private to the server's user and serves one server at
// a time (two PGlite processes on one folder corrupt it). Imported by
// server.ts (outside Next) too, so it stays free of "server-only".

export class DataDirError extends Error {
  name = "DataDirError";
}

export const LOCK_FILE = "hems.lock";

type Holder = { pid: number; started?: string };

// Folders this process holds, shared by every copy of this module (Next may bundle it more than once).
const held = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.data-dir-locks")] ??= new Set<string>()) as Set<string>;

/** Whether this server writes to DATA_DIR: the embedded database, or the home face's thumbnails and demo library. */
export function usesDataDir(config: Pick<AppConfig, "database" | "deployType">): boolean {
  return config.database.kind === "pglite" || config.deployType === "home";
}

/** When the kernel started a process (Linux), to tell its holder from a later process given the same pid. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces); the start time is field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  // Our own pid in a lock we do not hold: left by an earlier life of this container or machine.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof holder.pid === "number" ? (holder as Holder) : undefined;
  } catch {
    return undefined; // gone, or not ours to read: treated as stale below
  }
}

/**
 * Takes DATA_DIR for this process until it exits. A lock whose process is
 * gone (killed, crashed) is taken over; a live one stops the start with a
 * message naming the folder and the other process.
 */
export function lockDataDir(dataDir: string): void {
  if (held.has(dataDir)) return;
  const file = path.join(dataDir, LOCK_FILE);
  const draft = `${file}.${process.pid}`;
  // Written whole first, then linked into place: link() fails if the lock exists, so
  // two starters never both win and a reader never sees a half-written lock.
  fs.writeFileSync(draft, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies Holder), { mode: 0o600 });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder)) {
        throw new DataDirError(
          `DATA_DIR ${dataDir} is in use by another hems server (process ${holder.pid}). One data folder serves one server: stop that server, or give this one its own DATA_DIR.`,
        );
      }
      if (attempt === 3) throw new DataDirError(`DATA_DIR ${dataDir}: could not take its lock file ${file}.`);
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  held.add(dataDir);
  process.on("exit", () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  });
}

/**
 * Strips group and other permissions from everything under dir (symbolic
 * links are left alone: chmod would follow them). Files PGlite makes come
 * 0666 whatever the umask, and installs from before this check were made so.
 * Returns the paths it could not change (owned by another user).
 */
export function tightenModes(dir: string, { recursive = true } = {}): string[] {
  const failed: string[] = [];
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      // DATA_DIR itself may be a link to the real folder; links inside it are skipped.
      stat = entry === dir ? fs.statSync(entry) : fs.lstatSync(entry);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      try {
        fs.chmodSync(entry, stat.mode & 0o700);
      } catch {
        failed.push(entry);
      }
    }
    if (!stat.isDirectory() || !recursive) return;
    let names: string[];
    try {
      names = fs.readdirSync(entry);
    } catch {
      return; // removed meanwhile (the thumbnailer runs beside this walk)
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(dir);
  return failed;
}

/**
 * Before anything is written: new files private to this user (umask 077),
 * DATA_DIR made (0700) and locked for this process.
 */
export function prepareDataDir(config: Pick<AppConfig, "database" | "deployType" | "dataDir">): void {
  if (!usesDataDir(config)) return;
  // Worker threads cannot set the umask; the main thread's applies to them.
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // The folder itself first: once it is 0700 nobody else reaches what is inside.
  tightenModes(config.dataDir, { recursive: false });
  lockDataDir(config.dataDir);
}

const TIGHTENED_MARK = ".modes-tightened";

/**
 * After start-up work: the files PGlite made (it ignores the umask) on every
 * start, everything else in DATA_DIR once (existing installs; later files
 * follow the umask). A full walk of 50,000 files takes about 0.25 to 0.5 s.
 * Returns the paths it could not change.
 */
export function tightenDataDir(config: Pick<AppConfig, "database" | "deployType" | "dataDir">): string[] {
  if (!usesDataDir(config)) return [];
  const mark = path.join(config.dataDir, TIGHTENED_MARK);
  if (fs.existsSync(mark)) return config.database.kind === "pglite" ? tightenModes(config.database.dir) : [];
  const failed = tightenModes(config.dataDir);
  if (!failed.length) fs.writeFileSync(mark, "");
  return failed;
}
