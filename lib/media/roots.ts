import type { Db } from "../db";
import type { MediaRootSetting } from "../config";

/** Records the configured media roots of a home (by name; a changed path is updated). */
export async function syncMediaRoots(db: Db, homeId: string, roots: MediaRootSetting[]): Promise<void> {
  for (const root of roots) {
    await db.mediaRoot.upsert({
      where: { homeId_name: { homeId, name: root.name } },
      create: { homeId, name: root.name, path: root.path },
      update: { path: root.path },
    });
  }
}

/** A home's media root by its name (the first segment of a media relpath), or null. */
export function findMediaRootByName(db: Db, homeId: string, name: string) {
  return db.mediaRoot.findUnique({
    where: { homeId_name: { homeId, name } },
    select: { id: true, homeId: true, name: true, path: true },
  });
}
