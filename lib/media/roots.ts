import type { Db } from "../db";
import type { MediaRootSetting } from "../config";
import { recentMap } from "../cache/recent";
import { realRootPath } from "./paths";

// A home's media roots by name, as the requests that read files need them
// (their real folder on disk, briefly cached for the media byte streams),
// and the roots configured at start recorded by name. The Db is passed in:
// start-up and the tests call these with a database of their own.

/** Records the configured media roots of a home (by name; a changed path is updated). */
export async function syncMediaRoots(db: Db, homeId: string, roots: MediaRootSetting[]): Promise<void> {
  for (const root of roots) {
    await db.mediaRoot.upsert({
      where: { homeId_name: { homeId, name: root.name } },
      create: { homeId, name: root.name, path: root.path },
      update: { path: root.path },
    });
  }
  forgetRecentMediaRoots();
}

/** A home's media root by its name (the first segment of a media relpath), or null. */
export function findMediaRootByName(db: Db, homeId: string, name: string) {
  return db.mediaRoot.findUnique({
    where: { homeId_name: { homeId, name } },
    select: { id: true, homeId: true, name: true, path: true },
  });
}

/** A media root with the real path of its folder (symlinks followed), for reading the files in it. */
export type MediaRootOnDisk = NonNullable<Awaited<ReturnType<typeof findMediaRootByName>>> & { realPath: string };

/** findMediaRootByName with the real path of the root's folder; 404 'Media root not found.' when the folder is gone. */
export async function findMediaRootOnDisk(db: Db, homeId: string, name: string): Promise<MediaRootOnDisk | null> {
  const root = await findMediaRootByName(db, homeId, name);
  return root && { ...root, realPath: await realRootPath(root.path) };
}

// ------------------------------------------------------------ short cache

/**
 * How long the media byte streams may reuse a root found by name, with the
 * real path of its folder. A player's ranged GETs each need the root; the
 * query and the realpath are a good part of a small range's cost. Only found
 * roots are kept; every write to a root (sync, upsert, delete) forgets them
 * all at once, and the time bound covers a change made by another process on
 * the same database, or a root folder that is itself a symlink changed.
 */
export const ROOT_CACHE_MS = 5_000;
const ROOT_CACHE_MAX = 1_000;

const recentRoots = recentMap<MediaRootOnDisk>("rootCache", ROOT_CACHE_MAX);

/** findMediaRootOnDisk, reusing a root found within ROOT_CACHE_MS (media bytes only). */
export async function recentMediaRootByName(db: Db, homeId: string, name: string): Promise<MediaRootOnDisk | null> {
  const key = `${homeId}\u0000${name}`;
  const hit = recentRoots.get(key);
  if (hit) return hit;
  const root = await findMediaRootOnDisk(db, homeId, name);
  if (root) recentRoots.set(key, root, Date.now() + ROOT_CACHE_MS);
  return root;
}

/** Forgets every cached root: call after any write to media roots. */
export function forgetRecentMediaRoots(): void {
  recentRoots.clear();
}
