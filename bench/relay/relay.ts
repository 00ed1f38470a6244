/**
 * The home agent relay (lib/agent) on loopback, each figure beside its
 * reference measured in the same run. Not a test; run it with
 *
 *   npx tsx bench/relay/relay.ts [--size-mb 1024] [--runs 3] [--files 10000] [--requests 200]
 *
 * (it starts itself again with --conditions=react-server when run without it,
 * as Next loads the route handlers). Needs curl. About 2-3 minutes here.
 *
 * Set-up, as in tests/integration/agent-relay.test.ts:
 * - the hosted (tebe) face in this process: an embedded PGlite database in a
 *   temp DATA_DIR with a home, its owner's session and an agent token, and a
 *   node:http server with socket.io attached exactly as server.ts attaches it
 *   (attachRealtime: the /agent namespace of lib/agent/hub.ts). Its HTTP
 *   requests go to the real route handlers (app/api/hems_f2f/browse/[id]/file
 *   and .../subdirs) called as Next calls them, their web bodies piped to the
 *   socket as Next pipes them (bench/relay/serve.ts; Next's router left out);
 * - the home face as a child process (bench/relay/home.ts): bootstrap with its
 *   own PGlite, MEDIA_ROOTS=Media=<temp folder>, DEMO=false, its agent
 *   connecting out to this process with the token over WebSocket.
 *
 * 1. Throughput of one 1 GiB file (Media/big.mp3: 64 MiB of random bytes, then
 *    a hole up to 1 GiB made with ftruncate, so nothing is written to disk for
 *    the rest; the random part is read once before measuring, so both sides
 *    read from the page cache or the hole, never the disk):
 *    - relay: curl (C, so the client is not the bottleneck) GETs the hosted
 *      face's file route over HTTP: session check, the agent's "head", then
 *      pulled "read"s of READ_BYTES with READS_AHEAD in flight (relayFile),
 *      each answered at home by lib/agent/answer.ts (openMediaReply's checks
 *      and a read into a new buffer). MB/s from curl's total time;
 *    - reference, the bare transport: a second socket.io server in this
 *      process (namespace /bare, same defaults as attachRealtime's) and a
 *      socket.io-client over WebSocket in the home process answering
 *      {start, length} from the same file into a new buffer; this process
 *      pulls the same READ_BYTES chunks with the same READS_AHEAD in flight
 *      (socket.emitWithAck) and drops them. No HTTP, no relay, no checks.
 *    Targets: relay >= 125 MB/s and relay / bare >= 0.5. The two alternate,
 *    --runs times each; medians. MB here means 10^6 bytes. The first line
 *    says whether ws masks frames with bufferutil or its JavaScript byte loop:
 *    every byte a client sends is masked by the home and unmasked here, most
 *    of the CPU of both figures without bufferutil.
 * 2. This (hosted) process's RSS while relaying, sampled every 100 ms: start
 *    (just before the request), peak, end (when the last byte arrived); target
 *    peak - start < 64 MB. The home process's peak beside it.
 * 3. One page (page_size 60, pages 0-4 in turn) of a folder of --files photos
 *    (one small JPEG hard-linked --files times, listed with its metadata by
 *    the home's first scan). Measured once the thumbnail pass has made the
 *    thumbnails of those pages (it goes in id order: these come first), with
 *    the indexer then stopped: the rest of the pass (minutes for 10,000 photos
 *    on 2 CPUs) would compete with the measurement, and an idle indexer with
 *    cached thumbnails is the steady state. Both sides read cached
 *    thumbnails. --requests GETs at concurrency 1, relay and direct
 *    alternating request by request, over keep-alive HTTP:
 *    - relay: the hosted face's subdirs route, asked through the agent (which
 *      answers with base64 thumbnails, the only form that means anything on
 *      the hosted face);
 *    - direct: the home face's own subdirs route over HTTP with ?thumbs=base64,
 *      the same reply (checked byte for byte);
 *    - floor, for information: localSubdirs in the home process (no HTTP).
 *    p50 and p95 per run, medians of --runs runs; target relay p95 <= 3x direct p95.
 */
import { execFile, fork, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { median, numberOption, percentile } from "../stats";
import { readOnce } from "../common";
import { closeDatabase } from "../databases";
import type { HomeCall, HomeReady, HomeReply, HomeStatus } from "./home";

const MiB = 2 ** 20;
const SIZE_MB = numberOption("size-mb", 1024);
const RUNS = numberOption("runs", 3);
const FILES = numberOption("files", 10_000);
const REQUESTS = numberOption("requests", 200);
const INDEX_TIMEOUT_S = numberOption("index-timeout", 240);
const RANDOM_BYTES = Math.min(64 * MiB, SIZE_MB * MiB);
const PAGE_SIZE = 60;
const PAGES = [0, 1, 2, 3, 4];
const WARMUP = 20;
const FOLDER = "Photos";
const ROOT = "Media";
const BIG = "big.mp3";

const mbps = (bytes: number, ms: number) => bytes / (ms / 1000) / 1e6;
const mb = (bytes: number) => bytes / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the files

async function makeLibrary(mediaDir: string, bigFile: string): Promise<number> {
  const folder = path.join(mediaDir, FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  // A photo-like 640 x 480 JPEG (gradient, light noise): its thumbnail is a few KB, like a real one's.
  const sharp = (await import("sharp")).default;
  const noise = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/></svg>`;
  const first = path.join(folder, "IMG_00000.jpg");
  await sharp(Buffer.from(gradient))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toFile(first);
  for (let i = 1; i < FILES; i++) fs.linkSync(first, path.join(folder, `IMG_${String(i).padStart(5, "0")}.jpg`));

  const fd = fs.openSync(bigFile, "w");
  try {
    const block = crypto.randomBytes(16 * MiB);
    for (let at = 0; at < RANDOM_BYTES; at += block.length) fs.writeSync(fd, block, 0, Math.min(block.length, RANDOM_BYTES - at), at);
    fs.ftruncateSync(fd, SIZE_MB * MiB);
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(first).size;
}

// ---------------------------------------------------------------- measuring helpers

type Rss = { start: number; peak: number; end: number; homePeak: number };

function childRss(pid: number | undefined): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096;
  } catch {
    return NaN;
  }
}

/** Samples this process's RSS (and the home's) every 100 ms until stopped. */
function rssSampler(homePid: number | undefined): () => Rss {
  const start = process.memoryUsage.rss();
  let peak = start;
  let homePeak = childRss(homePid);
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    homePeak = Math.max(homePeak, childRss(homePid));
  }, 100);
  return () => {
    clearInterval(timer);
    const end = process.memoryUsage.rss();
    return { start, peak: Math.max(peak, end), end, homePeak };
  };
}

const run = promisify(execFile);

/** One full download with curl: bytes and milliseconds. */
async function curlDownload(url: string, cookie: string, range?: string): Promise<{ bytes: number; ms: number }> {
  const args = [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{size_download} %{time_total}",
    "-H",
    `cookie: ${cookie}`,
    ...(range ? ["-H", `range: ${range}`] : []),
    url,
  ];
  const { stdout } = await run("curl", args, { timeout: 300_000 });
  const [code, size, seconds] = stdout.trim().split(" ");
  if (code !== (range ? "206" : "200")) throw new Error(`relay: HTTP ${code}`);
  return { bytes: Number(size), ms: Number(seconds) * 1000 };
}

/** Whether ws masks and unmasks frames with the native bufferutil or its JavaScript fallback (a byte loop). */
function wsMasking(): string {
  try {
    require.resolve("bufferutil", { paths: [path.dirname(require.resolve("ws"))] });
    return process.env.WS_NO_BUFFER_UTIL ? "JavaScript (WS_NO_BUFFER_UTIL set)" : "bufferutil (native)";
  } catch {
    return "JavaScript fallback (bufferutil not installed)";
  }
}

type PullSocket = { timeout(ms: number): { emitWithAck(event: string, call: { start: number; length: number }): Promise<Buffer> } };

/** The bare transport: reads of READ_BYTES, READS_AHEAD in flight, in order, bytes dropped. */
async function barePull(socket: PullSocket, size: number, readBytes: number, ahead: number): Promise<{ bytes: number; ms: number }> {
  const t = performance.now();
  const inFlight: Promise<Buffer>[] = [];
  let next = 0;
  let received = 0;
  while (received < size) {
    while (inFlight.length < ahead && next < size) {
      const length = Math.min(readBytes, size - next);
      inFlight.push(socket.timeout(20_000).emitWithAck("read", { start: next, length }));
      next += length;
    }
    received += (await inFlight.shift()!).byteLength;
  }
  return { bytes: received, ms: performance.now() - t };
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** A GET over keep-alive HTTP: status, body and milliseconds. */
function timedGet(url: string, cookie: string): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    http
      .get(url, { agent: keepAlive, headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

// ---------------------------------------------------------------- the home process

type Home = { child: ChildProcess; ready: HomeReady; ask<T>(call: HomeCall): Promise<T> };

function startHome(env: NodeJS.ProcessEnv): Promise<Home> {
  const child = fork(path.join(__dirname, "home.ts"), { execArgv: ["--conditions=react-server", "--import", "tsx"], env });
  const waiting = new Map<number, (result: unknown) => void>();
  let nextId = 0;
  const ask = <T>(call: HomeCall) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve as (result: unknown) => void);
      child.send({ ...call, id });
    });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the home server exited with ${code}`)));
    child.on("message", (message: HomeReady | HomeReply) => {
      if ("id" in message) {
        waiting.get(message.id)?.(message.result);
        waiting.delete(message.id);
      } else resolve({ child, ready: message, ask });
    });
  });
}

/** SIGTERM (the home exits at once), SIGKILL if it has not within 5 s. */
function stopHome(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.removeAllListeners("exit");
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-relay-"));
  let home: Home | undefined;
  const closers: (() => Promise<unknown> | void)[] = [];
  try {
    const mediaDir = path.join(work, ROOT);
    const bigFile = path.join(mediaDir, BIG);
    const photoBytes = await makeLibrary(mediaDir, bigFile);
    const size = SIZE_MB * MiB;

    // The hosted face: this process.
    Object.assign(process.env, { DATA_DIR: path.join(work, "tebe-data"), DEPLOY_TYPE: "tebe", APP_ENV: "local", LOG_LEVEL: "silent", DEMO: "false" });
    for (const name of ["DATABASE_URL", "REDIS_URL", "MEDIA_ROOTS", "AGENT_UPSTREAM_URL", "AGENT_TOKEN", "OWNER_NAME", "OWNER_KEY"]) delete process.env[name];
    const { getConfig } = await import("../../lib/config");
    const { applyMigrations } = await import("../../lib/db/migrate");
    const { db } = await import("../../lib/db");
    const { allocateHomeNumber } = await import("../../lib/accounts/homes");
    const { createSession } = await import("../../lib/auth/session");
    const { hashToken, newToken } = await import("../../lib/auth/tokens");
    const { attachRealtime } = await import("../../lib/realtime/server");
    const { AGENT_NAMESPACE, READS_AHEAD, READ_BYTES } = await import("../../lib/agent/protocol");
    const { GET: fileRoute } = await import("../../app/api/hems_f2f/browse/[id]/file/route");
    const { GET: subdirsRoute } = await import("../../app/api/hems_f2f/browse/[id]/subdirs/route");
    const { Server } = await import("socket.io");
    const { serveRoutes } = await import("./serve");

    const config = getConfig();
    await applyMigrations(config.database);
    closers.push(() => closeDatabase(config.database));
    const number = await allocateHomeNumber(db());
    const tebeHome = await db().home.create({ data: { number, name: "Bench" } });
    const owner = await db().user.create({ data: { homeId: tebeHome.id, name: "bench", isAdmin: true } });
    const cookie = (await createSession({ role: "owner", homeId: tebeHome.id, userId: owner.id })).split(";")[0]!;
    const token = newToken();
    await db().agentToken.create({ data: { homeId: tebeHome.id, name: "bench", tokenHash: hashToken(token) } });

    const hosted = await serveRoutes({ file: fileRoute, subdirs: subdirsRoute }, `/api_hems_f2f/browse/${number}`, { id: number });
    const io = attachRealtime(hosted.server, config);
    closers.push(
      () => io.close(),
      () => void hosted.server.close(),
    );

    // The bare transport's pulling end.
    const bareHttp = http.createServer((_req, res) => res.writeHead(404).end());
    const bareIo = new Server(bareHttp, { serveClient: false });
    await new Promise<void>((resolve) => bareHttp.listen(0, "127.0.0.1", resolve));
    closers.push(() => bareIo.close());
    let bareSocket: PullSocket | undefined;
    bareIo.of("/bare").on("connection", (socket) => (bareSocket = socket));

    const started = performance.now();
    const homeSide = await startHome({
      ...process.env,
      NODE_OPTIONS: "",
      DATA_DIR: path.join(work, "home-data"),
      DEPLOY_TYPE: "home",
      APP_ENV: "local",
      MEDIA_ROOTS: `${ROOT}=${mediaDir}`,
      DEMO: "false",
      AGENT_UPSTREAM_URL: `http://127.0.0.1:${hosted.port}`,
      AGENT_TOKEN: token,
      LOG_LEVEL: "silent",
      BARE_URL: `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`,
      BARE_FILE: bigFile,
      FOLDER,
    });
    home = homeSide;
    const homePid = homeSide.child.pid;
    const agents = io.of(AGENT_NAMESPACE);
    for (let waited = 0; (!agents.sockets.size || !bareSocket) && waited < 20_000; waited += 50) await sleep(50);
    if (!agents.sockets.size || !bareSocket) throw new Error("the home's agent or bare client did not connect");

    // The home's first scan (listing, then metadata), then its thumbnail pass up to the measured pages; then the indexer stops.
    const firstKeys = (Math.max(...PAGES) + 1) * PAGE_SIZE;
    const status = () => homeSide.ask<HomeStatus>({ op: "status", firstKeys });
    let now = await status();
    let listedAt = NaN;
    while (performance.now() - started < INDEX_TIMEOUT_S * 1000) {
      now = await status();
      if (now.listed === FILES && !now.pendingMetadata && Number.isNaN(listedAt)) listedAt = performance.now() - started;
      if (now.listed === FILES && !now.pendingMetadata && now.readyFirst === Math.min(firstKeys, FILES)) break;
      await sleep(500);
    }
    const indexedMs = performance.now() - started;
    await homeSide.ask({ op: "stop-indexer" });
    console.log(
      `hems agent relay on loopback; CPUs: ${os.availableParallelism()}; node ${process.version}; READ_BYTES ${READ_BYTES / 1024} KiB, READS_AHEAD ${READS_AHEAD}; ` +
        `ws masking: ${wsMasking()}`,
    );
    console.log(
      `Home started, listed ${now.listed.toLocaleString("en")} photos (one ${(photoBytes / 1024).toFixed(0)} KB JPEG hard-linked) with their metadata in ${(listedAt / 1000).toFixed(1)} s; ` +
        `thumbnails of pages ${PAGES[0]}-${PAGES.at(-1)} made after ${(indexedMs / 1000).toFixed(1)} s (${now.readyThumbnails.toLocaleString("en")} in all), then the indexer stopped`,
    );
    if (now.listed !== FILES || now.pendingMetadata || now.readyFirst < Math.min(firstKeys, FILES)) {
      console.log("  (indexing not finished within --index-timeout: listing figures include placeholder thumbnails)");
    }

    // ------------------------------------------------------------ 1 and 2: the 1 GiB file
    readOnce(bigFile);
    const fileUrl = `http://127.0.0.1:${hosted.port}/file?file_relpath=${encodeURIComponent(`${ROOT}/${BIG}`)}`;
    const pull = bareSocket;
    // Warm both paths up (JIT, sockets) with 64 MiB each.
    await barePull(pull, Math.min(size, 64 * MiB), READ_BYTES, READS_AHEAD);
    await curlDownload(fileUrl, cookie, `bytes=0-${Math.min(size, 64 * MiB) - 1}`);

    type FileRun = { bare: number; relay: number; rss: Rss; bareRss: Rss };
    const fileRuns: FileRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const measureBare = async () => {
        const stop = rssSampler(homePid);
        const got = await barePull(pull, size, READ_BYTES, READS_AHEAD);
        const rss = stop();
        if (got.bytes !== size) throw new Error(`bare: ${got.bytes} bytes`);
        return { rate: mbps(got.bytes, got.ms), rss };
      };
      const measureRelay = async () => {
        const stop = rssSampler(homePid);
        const got = await curlDownload(fileUrl, cookie);
        const rss = stop();
        if (got.bytes !== size) throw new Error(`relay: ${got.bytes} bytes`);
        return { rate: mbps(got.bytes, got.ms), rss };
      };
      // Alternate which goes first.
      let bare: Awaited<ReturnType<typeof measureBare>>;
      let relay: Awaited<ReturnType<typeof measureRelay>>;
      if (i % 2) {
        bare = await measureBare();
        relay = await measureRelay();
      } else {
        relay = await measureRelay();
        bare = await measureBare();
      }
      fileRuns.push({ bare: bare.rate, relay: relay.rate, rss: relay.rss, bareRss: bare.rss });
    }

    // ------------------------------------------------------------ 3: a page of the 10,000-photo folder
    const query = (page: number) => `relpath=${encodeURIComponent(`${ROOT}/${FOLDER}`)}&page=${page}&page_size=${PAGE_SIZE}&thumbs=base64`;
    const relayGet = (page: number) => timedGet(`http://127.0.0.1:${hosted.port}/subdirs?${query(page)}`, cookie);
    const directGet = (page: number) => timedGet(`http://127.0.0.1:${homeSide.ready.port}/subdirs?${query(page)}`, homeSide.ready.cookie);
    const [relayed, direct] = [await relayGet(0), await directGet(0)];
    if (relayed.status !== 200 || direct.status !== 200) throw new Error(`subdirs: relay HTTP ${relayed.status}, direct HTTP ${direct.status}`);
    const same = relayed.body.equals(direct.body);
    const firstPage = JSON.parse(direct.body.toString("utf8")) as { data: { dir_files: { thumbnail: string }[] } };
    const inline = firstPage.data.dir_files.filter((file) => file.thumbnail.startsWith("data:image/webp;base64,")).length;

    type ListRun = { relay: number[]; direct: number[]; local: number[] };
    const listRuns: ListRun[] = [];
    for (let r = 0; r < RUNS; r++) {
      for (let i = 0; i < WARMUP; i++) {
        await relayGet(PAGES[i % PAGES.length]!);
        await directGet(PAGES[i % PAGES.length]!);
      }
      const times: ListRun = { relay: [], direct: [], local: [] };
      for (let i = 0; i < REQUESTS; i++) {
        const page = PAGES[i % PAGES.length]!;
        const pair = i % 2 ? [directGet, relayGet] : [relayGet, directGet];
        for (const get of pair) {
          const got = await get(page);
          if (got.status !== 200) throw new Error(`subdirs: HTTP ${got.status}`);
          (get === relayGet ? times.relay : times.direct).push(got.ms);
        }
      }
      times.local = await homeSide.ask<number[]>({ op: "local", relpath: `${ROOT}/${FOLDER}`, pages: PAGES, pageSize: PAGE_SIZE, count: REQUESTS });
      listRuns.push(times);
    }

    // ------------------------------------------------------------ the table
    const col = (values: number[], digits = 1) => values.map((v) => v.toFixed(digits).padStart(8)).join("") + median(values).toFixed(digits).padStart(10);
    const header = `${"".padEnd(60)}${Array.from({ length: RUNS }, (_, i) => `run ${i + 1}`.padStart(8)).join("")}${"median".padStart(10)}`;
    const ratios = fileRuns.map((f) => f.relay / f.bare);
    console.log(`\n1. A ${SIZE_MB} MiB file (${RANDOM_BYTES / MiB} MiB random, then a hole; page cache), MB/s (10^6 bytes/s)`);
    console.log(header);
    console.log(`${"  bare socket.io pull (same reads, same in flight, no HTTP)".padEnd(60)}${col(fileRuns.map((f) => f.bare))}`);
    console.log(`${"  relay: curl GET of the hosted file route".padEnd(60)}${col(fileRuns.map((f) => f.relay))}`);
    console.log(`${"  relay / bare  (target >= 0.5)".padEnd(60)}${col(ratios, 2)}`);
    const relayMedian = median(fileRuns.map((f) => f.relay));
    console.log(
      `  relay ${relayMedian.toFixed(1)} MB/s (target >= 125): ${relayMedian >= 125 ? "met" : "NOT met"}; relay / bare ${median(ratios).toFixed(2)}: ${median(ratios) >= 0.5 ? "met" : "NOT met"}`,
    );

    console.log(`\n2. RSS while the file streams, sampled every 100 ms, MB`);
    console.log(`${"".padEnd(28)}${"start".padStart(8)}${"peak".padStart(8)}${"end".padStart(8)}${"peak-start".padStart(12)}${"home peak".padStart(11)}`);
    const rssRow = (label: string, rss: Rss) =>
      label.padEnd(28) +
      [rss.start, rss.peak, rss.end].map((v) => mb(v).toFixed(0).padStart(8)).join("") +
      mb(rss.peak - rss.start)
        .toFixed(0)
        .padStart(12) +
      mb(rss.homePeak).toFixed(0).padStart(11);
    fileRuns.forEach((f, i) => console.log(rssRow(`  hosted, relay run ${i + 1}`, f.rss)));
    fileRuns.forEach((f, i) => console.log(rssRow(`  hosted, bare run ${i + 1}`, f.bareRss)));
    const growth = Math.max(...fileRuns.map((f) => f.rss.peak - f.rss.start));
    console.log(`  largest relay peak - start: ${mb(growth).toFixed(0)} MB (target < 64 MB): ${mb(growth) < 64 ? "met" : "NOT met"}`);

    const pageBytes = direct.body.length;
    console.log(
      `\n3. subdirs, page_size ${PAGE_SIZE}, pages ${PAGES.join(",")} of ${FILES.toLocaleString("en")} photos, ${REQUESTS} requests per run at concurrency 1, ms` +
        `\n   (base64 thumbnails read from the cache: ${inline}/${PAGE_SIZE} inline on page 0; reply ${(pageBytes / 1024).toFixed(0)} KB; relayed reply ${same ? "identical to" : "DIFFERS from"} the direct one)`,
    );
    console.log(header);
    const rows: [string, (t: ListRun) => number[]][] = [
      ["relay (hosted subdirs route, HTTP)", (t) => t.relay],
      ["direct (home subdirs route, HTTP, ?thumbs=base64)", (t) => t.direct],
      ["floor: localSubdirs in the home process", (t) => t.local],
    ];
    for (const [label, of] of rows) {
      console.log(
        `${`  ${label} p50`.padEnd(60)}${col(
          listRuns.map((t) => percentile(of(t), 50)),
          2,
        )}`,
      );
      console.log(
        `${`  ${label} p95`.padEnd(60)}${col(
          listRuns.map((t) => percentile(of(t), 95)),
          2,
        )}`,
      );
    }
    const p95Ratios = listRuns.map((t) => percentile(t.relay, 95) / percentile(t.direct, 95));
    console.log(`${"  relay p95 / direct p95  (target <= 3)".padEnd(60)}${col(p95Ratios, 2)}`);
    console.log(
      `${"  relay p50 / direct p50".padEnd(60)}${col(
        listRuns.map((t) => percentile(t.relay, 50) / percentile(t.direct, 50)),
        2,
      )}`,
    );
    console.log(`  relay p95 / direct p95 = ${median(p95Ratios).toFixed(2)}: ${median(p95Ratios) <= 3 ? "met" : "NOT met"}`);
  } finally {
    if (home) await stopHome(home.child);
    keepAlive.destroy();
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// The route handlers import `server-only`, which loads only under the react-server condition (as in Next).
if (!process.execArgv.some((arg) => arg.includes("react-server"))) {
  const child = spawn(process.execPath, [...process.execArgv, "--conditions=react-server", __filename, ...process.argv.slice(2)], { stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
