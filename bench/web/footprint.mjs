// Benchmark: the home server's memory at rest (not a test).
//   node scripts/build-if-stale.mjs && node bench/web/footprint.mjs
// The server as `npm start` runs it (production build, scripts/server-env.mjs,
// embedded PGlite, the generated demo library) on a fresh data folder:
//   first start: RSS once the demo library is made and its first scan
//   (metadata and thumbnails) is over;
//   restart on the same folder: RSS once it answers and has settled.
// Reference from the same run: the embedded database alone, a Node process
// that opens the same data folder the way the server does (lib/db/adapter.ts).
// Target: at most 450 MB idle.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverEnv } from "../../scripts/server-env.mjs";
import { demoOwnerCookie, scansOver, startHomeServer } from "./servers.mjs";

const PORT = Number(process.env.E2E_PORT || 3530);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
};

/** The median of `count` RSS readings a second apart. */
async function settledRss(pid, count = 5) {
  const readings = [];
  for (let i = 0; i < count; i++) {
    readings.push(rssMb(pid));
    await sleep(1_000);
  }
  return readings.sort((a, b) => a - b)[Math.floor(count / 2)];
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-footprint-"));
const dataDir = path.join(work, "data");
try {
  let server = await startHomeServer(PORT, dataDir);
  await scansOver(server.url, await demoOwnerCookie(server.url));
  await sleep(5_000);
  const firstStart = await settledRss(server.pid);
  await server.stop();

  server = await startHomeServer(PORT, dataDir);
  await sleep(10_000);
  const restart = await settledRss(server.pid);
  await server.stop();

  const database = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const adapter = await import("./lib/db/adapter.ts");
       const db = (adapter.openPGlite ?? adapter.default.openPGlite)(${JSON.stringify(path.join(dataDir, "db"))});
       await db.query("SELECT count(*) FROM \\"MediaFile\\"");
       await new Promise((resolve) => setTimeout(resolve, 2000));
       console.log(process.memoryUsage().rss / 1048576);
       await db.close();`,
    ],
    { encoding: "utf8", env: serverEnv({ ...process.env }) },
  );
  if (database.status !== 0) throw new Error(`the database alone failed: ${database.stderr}`);
  const alone = Number(database.stdout.trim());

  const mb = (value) => `${value.toFixed(0).padStart(4)} MB`;
  console.log(`CPUs: ${os.availableParallelism()}; MALLOC_ARENA_MAX=${serverEnv(process.env).MALLOC_ARENA_MAX}`);
  console.log(`  embedded database alone (reference):          ${mb(alone)}`);
  console.log(`  first start, after the demo library's scan:   ${mb(firstStart)}  (${(firstStart / alone).toFixed(2)}x the database alone; target <= 450 MB)`);
  console.log(`  restart on the same data folder:              ${mb(restart)}  (${(restart / alone).toFixed(2)}x the database alone; target <= 450 MB)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
