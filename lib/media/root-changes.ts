import type { MediaRootSetting } from "../config";
import { log } from "../log";
import { removeThumbnails } from "../thumbnails/thumbnails";
import { serializeRootChanges, withIndexerStopped } from "./indexer-control";
import { deleteRoot, listHomeRootsWithSource, listRootThumbnailIdentities, upsertEnvRoot, type RootRecord } from "./queries/roots";

// Roots that come and go: those configured at start (MEDIA_ROOTS, or the demo
// library: source "env") and those the owner adds and removes on the settings
// page (source "settings", lib/media/service.ts). No "server-only": start-up
// uses it.

/** Thumbnails deleted per batch when a root goes (a root can hold tens of thousands of files). */
const THUMBNAIL_BATCH = 500;

/**
 * Removes a root from the index: its rows and scan state, then its cached
 * thumbnails. The files on disk are never touched. Channel items and play
 * history that point into it stay: channels list them as unavailable, the
 * history skips them. Run it with the indexer stopped (withIndexerStopped),
 * so that no scan writes rows for the root while it goes.
 */
export async function removeRootFromIndex(root: Pick<RootRecord, "id" | "name">, dataDir?: string): Promise<void> {
  const files = await listRootThumbnailIdentities(root.id);
  await deleteRoot(root.id);
  // After the rows: a failure here leaves stray files in the cache, never rows without a root.
  for (let i = 0; i < files.length; i += THUMBNAIL_BATCH) {
    await removeThumbnails(files.slice(i, i + THUMBNAIL_BATCH), dataDir);
  }
  log.info({ root: root.name, files: files.length }, "media root removed from the index");
}

/**
 * Start-up: records the configured roots as environment roots (a settings
 * root of the same name becomes one) and removes the environment roots that
 * are no longer configured, e.g. the demo library once real roots are set.
 * Roots added on the settings page stay. Returns the names removed.
 */
export function syncConfiguredRoots(homeId: string, roots: MediaRootSetting[], dataDir?: string): Promise<string[]> {
  return serializeRootChanges(async () => {
    const before = await listHomeRootsWithSource(homeId);
    for (const root of roots) {
      if (before.some((known) => known.name === root.name && known.source === "settings")) {
        log.warn({ root: root.name }, "a media root added in settings is now configured in MEDIA_ROOTS");
      }
      await upsertEnvRoot(homeId, root.name, root.path);
    }
    const configured = new Set(roots.map((root) => root.name));
    const gone = before.filter((root) => root.source === "env" && !configured.has(root.name));
    if (!gone.length) return [];
    // At start the indexer is not running yet; a second start in the same process stops it first.
    await withIndexerStopped(
      homeId,
      async () => {
        for (const root of gone) await removeRootFromIndex(root, dataDir);
      },
      { start: false },
    );
    log.info({ roots: gone.map((root) => root.name) }, "media roots no longer in MEDIA_ROOTS were removed");
    return gone.map((root) => root.name);
  });
}
