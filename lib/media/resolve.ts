import { db, type Db } from "../db";
import { notFound } from "../http/errors";
import { findMediaRootByName } from "./roots";
import { resolveInRoot, splitMediaPath } from "./paths";

// No "server-only": server.ts serves media bytes with it, outside Next's bundles.

export type ResolvedMediaPath = {
  root: { id: string; homeId: string; name: string; path: string };
  /** The path inside the root, "" for the root itself. */
  pathInRoot: string;
  /** The real path on disk (symlinks followed), always inside the root's real path. */
  realPath: string;
};

/**
 * Resolves a media relpath ("<root name>/<path inside the root>", see
 * lib/media/paths.ts) against the roots of one home. Syntax errors and paths
 * that leave the root are 400 'Invalid path.'; unknown roots and missing files 404.
 * `findRoot` may be a cached lookup (the media byte streams use recentMediaRootByName).
 */
export async function resolveMediaPath(
  homeId: string,
  relpath: string,
  findRoot: (db: Db, homeId: string, name: string) => PromiseLike<ResolvedMediaPath["root"] | null> = findMediaRootByName,
): Promise<ResolvedMediaPath> {
  const { rootName, pathInRoot } = splitMediaPath(relpath);
  const root = await findRoot(db(), homeId, rootName);
  if (!root) throw notFound("Media root not found.");
  const realPath = await resolveInRoot(root.path, pathInRoot);
  return { root, pathInRoot, realPath };
}
