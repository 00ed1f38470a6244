import fs from "node:fs";
import { buildSync } from "esbuild";

// The custom server (server.ts and what it imports from lib/), compiled at
// build time into one file beside Next's build, so `npm start`, `npm run
// serve` and the browser tests' servers run plain Node instead of compiling
// TypeScript at every start through tsx (less memory, a faster start).
// Packages stay in node_modules; `npm run dev` still runs server.ts with tsx.

export const SERVER_BUNDLE = ".next/hems-server.cjs";

export function buildServer() {
  buildSync({
    entryPoints: ["server.ts"],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}

/**
 * Node's arguments that run the compiled server; a clear error when the build has not made it.
 * It throws rather than exits, so a caller's clean-up still runs (a benchmark stops the servers it started).
 */
export function serverCommand() {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run "npm run build" first.`);
  return [SERVER_BUNDLE];
}

if (import.meta.url === `file://${process.argv[1]}`) buildServer();
