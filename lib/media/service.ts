import "server-only";
import fs from "node:fs/promises";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import path from "node:path";
import type { Caller } from "../auth/session";
import { getConfig } from "../config";
import { badRequest, conflict, forbidden, notFound } from "../http/errors";
import { thumbnailsDir } from "../thumbnails/paths";
import { serializeRootChanges, withIndexerStopped } from "./indexer-control";
import { countHomeEntries } from "./queries/listing";
import { insertSettingsRoot, listHomeRootsWithSource, type MediaRootSource } from "./queries/roots";
import { listScanStates } from "./queries/scan";
import { removeRootFromIndex } from "./root-changes";
import { secondsLeft } from "./time-left";
import { runProgress, type RunProgress } from "./run-progress";
import { mediaRootError, type AddMediaRootInput, type MediaRootErrorKey, type RemoveMediaRootInput } from "./schemas";

// The media calls that act on a home's roots as a whole, for API calls and
// pages: each root's scan progress, and the settings page's media folders
// (list, add, remove; owners only, home face only).

export type RootScanStatus = {
  name: string;
  /** queued, running, succeeded, failed (or "none" before the first scan). */
  status: string;
  /** files (listing), metadata, thumbnails, done. */
  phase: string;
  seen: number;
  total: number;
  /** The current phase's time left at its pace so far; null while unknown or not running. */
  secondsLeft: number | null;
  /** The whole run (listing, details and thumbnails together); its time left is null unless running. */
  run: RunProgress;
  finishedAt: string | null;
  error: string | null;
};

type ScanRow = Awaited<ReturnType<typeof listScanStates>>[number]["scans"];

function scanView(name: string, scans: ScanRow, caller: Caller): RootScanStatus {
  const running = scans?.status === "running";
  const progress = {
    phase: scans?.phase ?? "files",
    seen: scans?.seen ?? 0,
    total: scans?.total ?? 0,
    phaseStartedAtMs: scans?.phaseStartedAt?.getTime() ?? null,
  };
  const now = Date.now();
  const run = runProgress({ ...progress, running, doneBefore: scans?.runDone ?? 0, ahead: scans?.runAhead ?? null }, now);
  return {
    name,
    status: scans?.status ?? "none",
    phase: progress.phase,
    seen: progress.seen,
    total: progress.total,
    secondsLeft: running ? secondsLeft(progress, now) : null,
    run,
    finishedAt: scans?.finishedAt?.toISOString() ?? null,
    // Errors name folders on the server: owners only.
    error: caller.role === "owner" ? (scans?.error ?? null) : null,
  };
}

/** Scan progress of each media root of the caller's home. */
export async function scanStatus(caller: Caller): Promise<RootScanStatus[]> {
  const roots = await listScanStates(caller.homeId);
  return roots.map(({ name, scans }) => scanView(name, scans, caller));
}

// ---- media folders of the settings page ---------------------------------
// GET /api_ctx/media_roots, POST /api_ctx/add_media_root {name, path},
// POST /api_ctx/remove_media_root {name}: the owner's view and changes of the
// home's media roots. Roots set in MEDIA_ROOTS (and the demo library) are
// listed but changed only in the server's configuration.

export const MEDIA_ROOTS_OWNERS_ONLY = "Only the owner of this home can change its media folders.";

export type MediaRootView = {
  name: string;
  /** The folder on the server. */
  path: string;
  /** "env": MEDIA_ROOTS or the demo library; "settings": added on the settings page. */
  source: MediaRootSource;
  /** Only roots added in settings can be removed in settings. */
  removable: boolean;
  /** The demo library: an environment root that the configuration makes when MEDIA_ROOTS is empty. */
  demo: boolean;
  /** The folder exists and can be read now (a disk may be unplugged). */
  available: boolean;
  folders: number;
  photos: number;
  videos: number;
  scan: Omit<RootScanStatus, "name">;
};

function requireHomeOwner(caller: Caller): void {
  assertRole(caller, OWNER, MEDIA_ROOTS_OWNERS_ONLY);
  // A hosted multi-home service must never let its users read folders of the server.
  if (getConfig().deployType !== "home") throw forbidden(mediaRootError("homeFaceOnly"));
}

async function isReadableFolder(folder: string): Promise<boolean> {
  try {
    await fs.access(folder, fs.constants.R_OK | fs.constants.X_OK);
    return (await fs.stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/** The media roots of the caller's home, oldest first, with counts and scan state. */
export async function listMediaRoots(caller: Caller): Promise<MediaRootView[]> {
  requireHomeOwner(caller);
  const [roots, counts, scans] = await Promise.all([listHomeRootsWithSource(caller.homeId), countHomeEntries(caller.homeId), listScanStates(caller.homeId)]);
  const available = await Promise.all(roots.map((root) => isReadableFolder(root.path)));
  const config = getConfig();
  const configured = new Set(config.mediaRoots.map((root) => root.name));
  const demoOn = config.demo && configured.size === 0;
  return roots.map((root, i) => {
    const count = counts.get(root.id) ?? { folder: 0, photo: 0, video: 0 };
    const { name: _name, ...scan } = scanView(root.name, scans.find((row) => row.id === root.id)?.scans ?? null, caller);
    return {
      name: root.name,
      path: root.path,
      source: root.source,
      removable: root.source === "settings",
      // Environment roots are MEDIA_ROOTS and, when it is empty, the demo library.
      demo: demoOn && root.source === "env" && !configured.has(root.name),
      available: available[i] ?? false,
      folders: count.folder,
      photos: count.photo,
      videos: count.video,
      scan,
    };
  });
}

const errnoOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined);

/** A folder the caller typed that cannot be a media root: a bad request, whichever check refused it. */
const badPath = (key: MediaRootErrorKey, root = "") => badRequest(mediaRootError(key, root));

/** The real path of a folder the server can read; otherwise the refusal (MEDIA_ROOT_ERRORS) that says why not. */
async function readableFolder(folder: string): Promise<string> {
  let real: string;
  try {
    real = await fs.realpath(folder);
  } catch (error) {
    throw badPath(errnoOf(error) === "EACCES" ? "pathUnreadable" : "pathMissing");
  }
  if (!(await fs.stat(real)).isDirectory()) throw badPath("pathNotFolder");
  try {
    await fs.access(real, fs.constants.R_OK | fs.constants.X_OK);
    await (await fs.opendir(real)).close();
  } catch {
    throw badPath("pathUnreadable");
  }
  return real;
}

/** The real path of a folder, or its resolved path when it cannot be read now (an unplugged disk still counts). */
async function realOrResolved(folder: string): Promise<string> {
  return fs.realpath(folder).catch(() => path.resolve(folder));
}

const isInside = (parent: string, child: string) => child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Refuses a folder that is, lies inside or contains another root of the home, or hems's own data. */
async function refuseOverlaps(real: string, roots: Array<{ name: string; path: string }>): Promise<void> {
  for (const root of roots) {
    const other = await realOrResolved(root.path);
    if (other === real) throw badPath("pathSame", root.name);
    if (isInside(other, real)) throw badPath("pathInside", root.name);
    if (isInside(real, other)) throw badPath("pathContains", root.name);
  }
  // Indexing the data folder would index the thumbnails the scan writes into it, and so on.
  const dataDir = await realOrResolved(getConfig().dataDir);
  const ownFolders = [await realOrResolved(thumbnailsDir(dataDir)), await realOrResolved(path.join(dataDir, "db"))];
  if (real === dataDir || isInside(real, dataDir) || ownFolders.some((own) => own === real || isInside(own, real))) throw badPath("pathDataDir");
}

// The system's own folders are never media folders: "/" and the roots of
// everything installed; nor anything inside the folders that hold only the
// system's configuration, devices and kernel views ("/etc/ssl", "/proc/1").
const SYSTEM_FOLDERS = new Set(["/", "/root", "/var", "/usr"]);
const SYSTEM_TREES = ["/etc", "/proc", "/sys", "/dev", "/boot"];

/** Refuses a system folder, named as it is or through symlinks and "..". */
async function refuseSystemFolder(folder: string): Promise<void> {
  for (const spelling of new Set([folder, await realOrResolved(folder)])) {
    if (SYSTEM_FOLDERS.has(spelling) || SYSTEM_TREES.some((tree) => spelling === tree || isInside(tree, spelling))) throw badPath("pathSystem");
  }
}

/** Adds a folder of the server as a media root of the caller's home; its scan and watcher start in the background. */
export async function addMediaRoot(caller: Caller, input: AddMediaRootInput): Promise<MediaRootView> {
  requireHomeOwner(caller);
  const folder = path.resolve(input.path);
  return serializeRootChanges(async () => {
    const roots = await listHomeRootsWithSource(caller.homeId);
    // Names are told apart in links by case, but two names that differ only in case confuse people.
    const taken = roots.find((root) => root.name.toLocaleLowerCase() === input.name.toLocaleLowerCase());
    if (taken) throw conflict(mediaRootError("nameTaken", taken.name));
    await refuseSystemFolder(folder);
    await refuseOverlaps(await readableFolder(folder), roots);
    const created = await withIndexerStopped(caller.homeId, () => insertSettingsRoot(caller.homeId, input.name, folder), { start: true });
    if (!created) throw conflict(mediaRootError("nameTaken", input.name));
    return {
      name: created.name,
      path: created.path,
      source: created.source,
      removable: true,
      demo: false,
      available: true,
      folders: 0,
      photos: 0,
      videos: 0,
      scan: {
        status: "queued",
        phase: "files",
        seen: 0,
        total: 0,
        secondsLeft: null,
        run: { done: 0, total: null, fraction: null, secondsLeft: null },
        finishedAt: null,
        error: null,
      },
    };
  });
}

/** Removes a root added in settings: its index rows, scan state and thumbnails go, its watcher stops; the folder is not touched. */
export async function removeMediaRoot(caller: Caller, input: RemoveMediaRootInput): Promise<{ removed: string }> {
  requireHomeOwner(caller);
  return serializeRootChanges(async () => {
    const root = (await listHomeRootsWithSource(caller.homeId)).find((known) => known.name === input.name);
    if (!root) throw notFound(mediaRootError("notFound", input.name));
    if (root.source !== "settings") throw conflict(mediaRootError("fromEnvironment", root.name));
    await withIndexerStopped(caller.homeId, () => removeRootFromIndex(root, getConfig().dataDir), { start: false });
    return { removed: root.name };
  });
}
