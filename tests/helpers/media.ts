import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDemoLibrary } from "@/lib/demo/library";
import { DEMO_LIBRARY_VERSION } from "@/lib/demo/catalog";

// The demo library is generated once per machine (a few seconds) into a cache
// folder; each test gets its own copy to change as it likes.

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
