import fs from "node:fs";
import path from "node:path";

// The route handlers on disk, for the tests that walk every API route.

export const API_DIR = path.join(process.cwd(), "app/api");

/** Every folder under app/api holding a route.ts, relative to app/api ("yt/deleteytdir/[id]"). */
export function routeFolders(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, dir).split(path.sep).join("/")] : [];
  });
}
