import { db, type Db } from "../db";
import { notFound } from "../http/errors";
import { findMediaRootOnDisk, type MediaRootOnDisk } from "./roots";
import { resolveInRealRoot, splitMediaPath } from "./paths";

// From a media relpath of a home to its root and its real path on disk, for
// the calls that read a file's bytes (streams, photo details). No
// "server-only": server.ts serves media bytes with it, outside Next's bundles.

export type LocatedMediaPath = {
  /** The root, with the real path of its folder. */
  root: MediaRootOnDisk;
  /** The path inside the root, syntax checked; "" for the root itself. */
  pathInRoot: string;
};

export type ResolvedMediaPath = LocatedMediaPath & {
  /** The real path on disk (symlinks followed), always inside the root's real path. */
  realPath: string;
};

/**
 * The root of a media relpath ("<root name>/<path inside the root>", see
 * lib/media/paths.ts) among the roots of one home; the file itself is not
 * looked at yet. Syntax errors are 400 'Invalid path.'; unknown roots 404.
 * `findRoot` may be a cached lookup (the media byte streams use recentMediaRootByName).
 */
export async function locateMediaPath(
  homeId: string,
  relpath: string,
  findRoot: (db: Db, homeId: string, name: string) => PromiseLike<MediaRootOnDisk | null> = findMediaRootOnDisk,
): Promise<LocatedMediaPath> {
  const { rootName, pathInRoot } = splitMediaPath(relpath);
  const root = await findRoot(db(), homeId, rootName);
  if (!root) throw notFound("Media root not found.");
  return { root, pathInRoot };
}

/**
 * Resolves a media relpath against the roots of one home (locateMediaPath),
 * then the file: paths that leave the root are 400 'Invalid path.', missing files 404.
 */
export async function resolveMediaPath(homeId: string, relpath: string): Promise<ResolvedMediaPath> {
  const located = await locateMediaPath(homeId, relpath);
  return { ...located, realPath: await resolveInRealRoot(located.root.realPath, located.pathInRoot) };
}
