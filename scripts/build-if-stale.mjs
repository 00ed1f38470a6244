import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { SERVER_BUNDLE, buildServer } from "./build-server.mjs";

// Builds the production bundle when there is none or a source file is newer
// than it, so `npm start` and `npm test` work on a fresh clone and stay fast after.

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "server.ts",
  "prisma/schema.prisma",
  "next.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "package-lock.json",
  "tsconfig.json",
];
const SKIP = new Set(["node_modules", ".next", "generated"]);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (SKIP.has(child) || child.endsWith(".test.ts") || child.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureGeneratedClient() {
  if (!fs.existsSync("lib/db/generated/client.ts")) run("npx", ["prisma", "generate"]);
}

/** typesChecked: the caller has just passed `npm run typecheck`, so Next's build skips its own type check. */
export function buildIfStale({ typesChecked = false } = {}) {
  ensureGeneratedClient();
  const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  const sourcesAt = Math.max(...SOURCES.map(newestMtime));
  const appAt = builtAt(".next/BUILD_ID");
  if (appAt <= sourcesAt) {
    console.log(appAt ? "Sources changed: rebuilding..." : "First start: building the app (a few minutes)...");
    run("npx", ["next", "build"], {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...(typesChecked ? { HEMS_TYPES_CHECKED: "1" } : {}),
    });
  }
  // After Next's build, which empties .next.
  if (builtAt(SERVER_BUNDLE) <= Math.max(sourcesAt, builtAt(".next/BUILD_ID"))) buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
