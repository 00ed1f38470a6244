import fs from "node:fs";

// Open media files shared for a moment by the requests that read them. A
// player sends a ranged GET every few hundred kilobytes, often several at once
// for the same file; checking, opening, fstat-ing and closing the file for each
// cost more main-thread time than reading its bytes (bench/media/stream.ts,
// 1 MiB ranges at 8 connections). The rules:
// - A descriptor is handed to new requests only within REUSE_MS of the checks
//   that opened it (`open` below: the path inside the root, open, fstat).
//   After that the next request repeats every check and opens the file again,
//   so a replaced file, a swapped symlink or an edited one (another dev, ino,
//   size or mtime) reaches new requests within REUSE_MS; until then they get
//   the version checked, headers and bytes alike, as a request that came at
//   that moment would.
// - Reference-counted: the descriptor closes once no request uses it and it is
//   no longer handed out (at most REUSE_MS idle), never while a request reads.
// - Shared bytes are read with positioned reads only: no shared file offset.
// - A refused open (404, 400) is not kept: the next request checks again.

/** How long a checked, open descriptor may be handed to new requests. */
export const REUSE_MS = 1_000;
// Beyond this many files at once, a request's descriptor is its own (closed when it ends).
const MAX_SHARED = 256;

export type OpenedFile = { fd: number; stat: fs.Stats };
/** An open file shared with other requests: call release() exactly when done with it (later calls do nothing). */
export type SharedFile = OpenedFile & { release(): void };

type Entry = { key: string; opened: Promise<OpenedFile>; reuseUntil: number; users: number; idleTimer: NodeJS.Timeout | null; closed: boolean };

const entries = new Map<string, Entry>();

/**
 * The file under `key`, shared while it is recent, or opened with `open`
 * (which does every check and returns an open descriptor and its fstat).
 * `key` must name what `open` checks: the same key, the same checks.
 */
export async function openShared(key: string, open: () => Promise<OpenedFile>): Promise<SharedFile> {
  let entry = entries.get(key);
  if (!entry || Date.now() >= entry.reuseUntil) {
    if (entry) retire(entry);
    // The window starts before the checks do: it never outlasts them by more than REUSE_MS.
    const reuseUntil = Date.now() + REUSE_MS;
    const fresh: Entry = { key, opened: open(), reuseUntil, users: 0, idleTimer: null, closed: false };
    if (entries.size < MAX_SHARED) entries.set(key, fresh);
    fresh.opened.catch(() => retire(fresh));
    entry = fresh;
  }
  entry.users++;
  if (entry.idleTimer) clearTimeout(entry.idleTimer);
  entry.idleTimer = null;
  let file: OpenedFile;
  try {
    file = await entry.opened;
  } catch (error) {
    entry.users--;
    throw error;
  }
  let released = false;
  const user = entry;
  return {
    ...file,
    release() {
      if (released) return;
      released = true;
      user.users--;
      if (user.users > 0) return;
      if (entries.get(user.key) === user) {
        user.idleTimer = setTimeout(() => retire(user), Math.max(0, user.reuseUntil - Date.now()));
        user.idleTimer.unref();
      } else closeIfUnused(user);
    },
  };
}

/** Stops handing the entry to new requests; its descriptor closes once no request uses it. */
function retire(entry: Entry): void {
  if (entries.get(entry.key) === entry) entries.delete(entry.key);
  closeIfUnused(entry);
}

function closeIfUnused(entry: Entry): void {
  if (entry.users > 0 || entry.closed) return;
  entry.closed = true;
  if (entry.idleTimer) clearTimeout(entry.idleTimer);
  entry.opened.then(
    ({ fd }) => fs.close(fd, () => undefined),
    () => undefined, // never opened
  );
}
