import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { ensureDemoLibrary } from "@/lib/demo/library";
import { DEMO_LIBRARY_VERSION } from "@/lib/demo/catalog";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";

// Media libraries for the integration tests. The demo library is generated
// once per machine (a few seconds) into a cache folder; each test gets its own
// copy to change as it likes.

const CACHE = path.join(os.tmpdir(), `hems-test-demo-library-v${DEMO_LIBRARY_VERSION}`);

export async function demoLibraryCopy(parent: string, name = "library"): Promise<string> {
  await ensureDemoLibrary(CACHE, { log: () => {} });
  const copy = path.join(parent, name);
  fs.cpSync(CACHE, copy, { recursive: true, preserveTimestamps: true });
  return copy;
}

/** Every folder of a relpath list, "" (the root) excluded. */
export function foldersOf(relpaths: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const relpath of relpaths) {
    const parts = relpath.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  return folders;
}

/** One-byte files at these relpaths below `base`: enough for the listing pass, which reads names only. */
export function makeTree(base: string, files: readonly string[]) {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), "x");
  }
}

/** Makes `dir` the home's media root `name` and scans it; answers the ids of its files by "name/relpath". */
export async function addScannedRoot(homeId: string, name: string, dir: string, options: { metadata: boolean }): Promise<Record<string, number>> {
  await syncMediaRoots(db(), homeId, [{ name, path: dir }]);
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId, name } });
  await scanRoot(root.id, options);
  const ids: Record<string, number> = {};
  for (const row of await db().mediaFile.findMany({ where: { rootId: root.id }, select: { id: true, relpath: true } })) ids[`${name}/${row.relpath}`] = row.id;
  return ids;
}
