// Benchmark: the servers under many connections (not a test).
//   node scripts/build-if-stale.mjs && node bench/web/load.mjs [--files 10000] [--seconds 10]
// The home face as `npm start` runs it (production build, scripts/server-env.mjs,
// embedded PGlite) with the demo owner signed in and one media folder of
// `files` photos (tiny JPEGs, hard-linked); the tebe face as the browser tests
// start it (bench/web/servers.mjs). autocannon drives each address for
// `seconds` at a number of connections:
//   the folder page (/folder/…) and its listing call (/api_myfilex/dirfilesall)
//   at 20 connections (target p99 < 300 ms) and at 100 (target: 0 errors);
//   the tebe landing page at 200 connections (target p99 < 300 ms), as a
//   first-time visitor gets it (from the server's cache) and as Next renders it.
// References from the same run, at the same connections (floors): /healthz,
// the cheapest request each server answers, and a blank Next.js app on the
// same Next and React (a JSON route, a page rendered for each request, and for
// the folder page a page of the same 60 cards, made up, rendered for each request).
// The home server's RSS before and after the load is printed (target <= 700 MB
// under load).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { demoOwnerCookie, scansOver, startBlankApp, startHomeServer, startServers } from "./servers.mjs";

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const FILES = option("files", 10_000);
const SECONDS = option("seconds", 10);
const PORT = Number(process.env.E2E_PORT || 3550);
const home = `http://127.0.0.1:${PORT}`;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function makeLibrary(dir) {
  const roll = path.join(dir, "Camera Roll");
  fs.mkdirSync(roll, { recursive: true });
  const source = path.join(dir, ".source.jpg");
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4a7" } })
    .jpeg()
    .toFile(source);
  for (let i = 0; i < FILES; i++) fs.linkSync(source, path.join(roll, `IMG_${String(i + 1).padStart(5, "0")}.jpg`));
}

async function load(url, connections, headers = {}) {
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  await settled(new URL(url).origin);
  return result;
}

const row = (name, connections, r) =>
  console.log(
    `  ${name.padEnd(48)} ${String(connections).padStart(4)} | ${r.requests.average.toFixed(0).padStart(6)}/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  max ${String(r.latency.max).padStart(5)} ms  errors ${r.errors + r.non2xx}`,
  );

/**
 * Waits until `server` answers /healthz within 50 ms twice in a row (at most 30 s): autocannon
 * stops sending at the end of a row, but the server may still be working through requests
 * it had queued, which would slow the next row.
 */
async function settled(server) {
  for (let quick = 0, tries = 0; quick < 2 && tries < 300; tries++) {
    const started = performance.now();
    await fetch(`${server}/healthz`).then((reply) => reply.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The floors at `connections`: the server's cheapest reply, and a blank Next.js app's JSON route and per-request page. */
async function floors(server, connections) {
  row("  floor: this server's /healthz", connections, await load(`${server}/healthz`, connections));
  row("  floor: blank Next.js app, JSON route", connections, await load(`${blank.url}/healthz`, connections));
  row("  floor: blank Next.js app, page per request", connections, await load(`${blank.url}/dynamic`, connections));
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-load-"));
let server;
let tebeFace;
let blank;
try {
  blank = await startBlankApp(PORT + 2);
  const library = path.join(work, "library");
  await makeLibrary(library);
  server = await startHomeServer(PORT, path.join(work, "data"), { MEDIA_ROOTS: `Library=${library}`, DEMO: "true" });
  const cookie = await demoOwnerCookie(home);
  await scansOver(home, cookie);
  const top = JSON.parse((await (await fetch(`${home}/api_myfilex/dirfilesall/0?thumbs=url`, { headers: { cookie } })).json()).data);
  const roll = top.dir_files.find((file) => file.file_type === 1).en_file_relpath;
  process.env.HOME_URL = home;
  process.env.E2E_PORT = String(PORT);
  tebeFace = await startServers();

  const headers = { cookie };
  console.log(`CPUs: ${os.availableParallelism()}; a folder of ${FILES.toLocaleString("en")} photos; ${SECONDS} s per row`);
  console.log(`  address                                          conn | requests  latency`);
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const watch = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 250);
  for (const connections of [20, 100]) {
    row("folder page", connections, await load(`${home}/folder/${roll}`, connections, headers));
    row("dirfilesall (page 0, thumbnail URLs)", connections, await load(`${home}/api_myfilex/dirfilesall/0/${roll}?thumbs=url`, connections, headers));
    await floors(home, connections);
    // The folder page's own floor: Next rendering its 60 cards (same data, no database, no app around them).
    row("  floor: blank Next.js app, 60 cards per request", connections, await load(`${blank.url}/grid`, connections));
  }
  clearInterval(watch);
  row("tebe landing page", 200, await load(`${tebeFace.tebe}/`, 200));
  // Any cookie keeps a visitor out of the landing cache (lib/landing/page-cache.ts): Next renders the page for each.
  row("tebe landing page, rendered each time", 200, await load(`${tebeFace.tebe}/`, 200, { cookie: "bench=1" }));
  await floors(tebeFace.tebe, 200);
  console.log(
    `  home server RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB under load, ${rssMb(server.pid).toFixed(0)} MB after (target <= 700 MB)`,
  );
} finally {
  await tebeFace?.stop();
  await blank?.stop();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
