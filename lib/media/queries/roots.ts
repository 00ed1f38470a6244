import { db } from "../../db";
import { Prisma } from "../../db/generated/client";
import { forgetRecentMediaRoots } from "../roots";

// A home's media roots in the database: listing them, recording the ones
// configured at start or added on the settings page, removing them; and the
// home number the home browse calls are addressed by.

export type RootRecord = { id: string; homeId: string; name: string; path: string };

export function findRoot(rootId: string): Promise<RootRecord | null> {
  return db().mediaRoot.findUnique({ where: { id: rootId }, select: { id: true, homeId: true, name: true, path: true } });
}

export function listHomeRoots(homeId: string): Promise<RootRecord[]> {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: { id: true, homeId: true, name: true, path: true },
    orderBy: { createdAt: "asc" },
  });
}

export type MediaRootSource = "env" | "settings";
export type RootWithSource = RootRecord & { source: MediaRootSource; createdAt: Date };

/** A home's roots with where each came from, oldest first (the order the library shows them in). */
export function listHomeRootsWithSource(homeId: string): Promise<RootWithSource[]> {
  return db().mediaRoot.findMany({
    where: { homeId },
    select: { id: true, homeId: true, name: true, path: true, source: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

/** Records a root configured at start (MEDIA_ROOTS or the demo); an existing root of that name becomes an environment root. */
export async function upsertEnvRoot(homeId: string, name: string, rootPath: string): Promise<void> {
  await db().mediaRoot.upsert({
    where: { homeId_name: { homeId, name } },
    create: { homeId, name, path: rootPath, source: "env" },
    update: { path: rootPath, source: "env" },
  });
  forgetRecentMediaRoots();
}

/** Records a root added on the settings page; null when the home already has a root of that name. */
export async function insertSettingsRoot(homeId: string, name: string, rootPath: string): Promise<RootWithSource | null> {
  try {
    return await db().mediaRoot.create({
      data: { homeId, name, path: rootPath, source: "settings" },
      select: { id: true, homeId: true, name: true, path: true, source: true, createdAt: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
    throw error;
  }
}

/** What identifies the cached thumbnails of a root's photos and videos (see lib/thumbnails/paths.ts). */
export function listRootThumbnailIdentities(rootId: string): Promise<Array<{ rootId: string; relpath: string; size: bigint; mtime: Date }>> {
  return db().mediaFile.findMany({ where: { rootId, type: { not: "folder" } }, select: { rootId: true, relpath: true, size: true, mtime: true } });
}

/** Deletes a root with its index rows and scan state (they cascade). */
export async function deleteRoot(rootId: string): Promise<void> {
  await db().mediaRoot.deleteMany({ where: { id: rootId } });
  forgetRecentMediaRoots();
}

/** The home number of a home (the {id} of the /api_hems_f2f/ calls). */
export async function findHomeNumber(homeId: string): Promise<string | null> {
  const home = await db().home.findUnique({ where: { id: homeId }, select: { number: true } });
  return home?.number ?? null;
}
