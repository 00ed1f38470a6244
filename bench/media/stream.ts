/**
 * Range-request streaming throughput of one 1 GiB file: hems against nginx, on
 * loopback, side by side in one run. Not a test; run it with
 *
 *   npx tsx bench/media/stream.ts [--size-mb 1024] [--runs 3] [--seconds 4] [--connections 8]
 *
 * Needs Debian's nginx and wrk (`apt-get install -y nginx-light wrk`) and curl.
 * Without wrk, Node's own http client is used (slower: it then limits nginx).
 *
 * - The file: random bytes (a 16 MiB random block written over and over), not
 *   sparse, so both servers read real page-cache pages. It is read once before
 *   measuring, so neither server pays for the disk.
 * - hems: a child process (this file with --serve-hems) runs a plain Node
 *   `http` server on an embedded PGlite database with one owner, a session and
 *   the media root, and serves the file two ways:
 *   "hems": /media_video_root/* goes to serveMediaRequest (lib/streaming/node.ts),
 *     the very function server.ts calls before Next for these URLs: per request
 *     the session and the root (each cached a few seconds), the path checks
 *     (or the file's descriptor shared for up to a second with the requests
 *     for the same file, lib/streaming/shared-files.ts), the headers, and the
 *     bytes read into pooled buffers written to the socket (lib/streaming/send.ts).
 *     This is what a browser gets from the real server;
 *   "Next route": /route/* goes, as a web Request, to the Next route handler
 *     (app/api/media/video/[...path]/route.ts), whose web response body is piped
 *     to the socket the way Next does (Next's own router is left out, so the
 *     real figure through Next is lower still). Shown for comparison: it is what
 *     served these URLs before the fast path, and still serves /api/media/*.
 * - nginx: one worker, `sendfile on`, access log off, root = the same folder,
 *   on 127.0.0.1 with a temp config; stopped afterwards.
 * - Full downloads: curl (C, so the client is not the bottleneck), MB/s.
 * - Ranged GETs: wrk (C) with a Lua script asking random 1 MiB-aligned
 *   `Range: bytes=a-(a+1MiB-1)`, keep-alive, --seconds per run, at
 *   --connections and at 1 connection: MB/s and requests/s. (autocannon was
 *   tried: its JavaScript parser tops out near 70 MB/s on 1 MiB bodies, so it
 *   measured itself, not the servers.)
 * - Each figure is the median of --runs runs, hems and nginx alternating.
 *   hems/nginx >= 0.7 is the target. MB here means 10^6 bytes.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readOnce } from "../common";

const MiB = 2 ** 20;
const FILE_NAME = "bench.bin";
const ROOT_NAME = "Bench";
const TARGET_RATIO = 0.7;

type Options = { sizeMb: number; runs: number; seconds: number; connections: number };

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    const parsed = at >= 0 ? Number(argv[at + 1]) : fallback;
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number`);
    return parsed;
  };
  return { sizeMb: value("size-mb", 1024), runs: value("runs", 3), seconds: value("seconds", 4), connections: value("connections", 8) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const [lower = NaN, upper = NaN] = sorted.slice(sorted.length % 2 ? mid : mid - 1, mid + 1);
  return sorted.length % 2 ? lower : (lower + upper) / 2;
};
const mbps = (bytes: number, seconds: number) => bytes / seconds / 1e6;

// ---------------------------------------------------------------- hems server

/** Child mode: a migrated PGlite database, an owner with a session, a media root, and the route behind node:http. */
async function serveHems(mediaDir: string, dataDir: string): Promise<void> {
  Object.assign(process.env, { DATA_DIR: dataDir, DEPLOY_TYPE: "home", APP_ENV: "local", LOG_LEVEL: "warn", NODE_ENV: "production" });
  delete process.env.DATABASE_URL;
  const { getConfig } = await import("../../lib/config");
  const { applyMigrations } = await import("../../lib/db/migrate");
  const { db } = await import("../../lib/db");
  const { allocateHomeNumber } = await import("../../lib/accounts/homes");
  const { createSession } = await import("../../lib/auth/session");
  const { serveMediaRequest } = await import("../../lib/streaming/node");
  const { GET, HEAD } = await import("../../app/api/media/video/[...path]/route");

  await applyMigrations(getConfig().database);
  const home = await db().home.create({ data: { number: await allocateHomeNumber(db()), name: "Bench" } });
  const user = await db().user.create({ data: { homeId: home.id, name: "bench" } });
  await db().mediaRoot.create({ data: { homeId: home.id, name: ROOT_NAME, path: mediaDir } });
  const cookie = (await createSession({ role: "owner", homeId: home.id, userId: user.id })).split(";")[0];

  const routePrefix = "/route/";
  /** The Next route handler, called as Next calls it, its web body piped the way Next pipes it. */
  const viaRoute = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // As Next does: the request signal aborts when the client goes away.
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(url, { method: req.method, headers, signal: gone.signal });
    const segments = url.pathname.slice(routePrefix.length).split("/").map(decodeURIComponent);
    const response = await (request.method === "HEAD" ? HEAD : GET)(request, { params: Promise.resolve({ path: segments }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  };
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url?.startsWith(routePrefix)) await viaRoute(req, res);
      // As server.ts does: the fast path first (Next would get what it leaves).
      else if (!(await serveMediaRequest(req, res))) res.writeHead(404).end();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  process.stdout.write(`${JSON.stringify({ port, cookie })}\n`);
  process.on("SIGTERM", () => process.exit(0));
}

// ---------------------------------------------------------------- helpers

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function findExecutable(name: string, extra: string[] = []): string | undefined {
  for (const dir of [...(process.env.PATH ?? "").split(":"), ...extra]) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

function writeRandomFile(file: string, bytes: number): void {
  const block = crypto.randomBytes(16 * MiB);
  const fd = fs.openSync(file, "w");
  try {
    for (let written = 0; written < bytes; written += block.length) {
      fs.writeSync(fd, block, 0, Math.min(block.length, bytes - written));
    }
  } finally {
    fs.closeSync(fd);
  }
}

// ---------------------------------------------------------------- servers

type TargetName = "hems" | "Next route" | "nginx";
type Target = { name: TargetName; url: string; headers: Record<string, string> };

async function startNginx(work: string, mediaDir: string): Promise<{ target: Target; process: ChildProcess }> {
  const nginx = findExecutable("nginx", ["/usr/sbin", "/sbin"]);
  if (!nginx) throw new Error("nginx not found: apt-get install -y nginx-light");
  const port = await freePort();
  const prefix = path.join(work, "nginx");
  fs.mkdirSync(prefix, { recursive: true });
  const temp = (name: string) => path.join(prefix, name);
  const config = `
worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { application/octet-stream bin; }
  server {
    listen 127.0.0.1:${port};
    root ${mediaDir};
    location / { }
  }
}
`;
  fs.writeFileSync(temp("nginx.conf"), config);
  const child = spawn(nginx, ["-p", prefix, "-c", temp("nginx.conf"), "-e", temp("error.log")], { stdio: ["ignore", "ignore", "inherit"] });
  await waitForPort(port);
  return { target: { name: "nginx", url: `http://127.0.0.1:${port}/${FILE_NAME}`, headers: {} }, process: child };
}

async function startHems(work: string, mediaDir: string): Promise<{ targets: Target[]; process: ChildProcess }> {
  // `server-only` modules load only under the react-server condition (as in Next).
  const child = spawn(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", __filename, "--serve-hems", mediaDir, path.join(work, "hems-data")],
    { stdio: ["ignore", "pipe", "inherit"], cwd: process.cwd() },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const end = buffered.indexOf("\n");
      if (end >= 0) resolve(buffered.slice(0, end));
    });
    child.once("exit", (code) => reject(new Error(`the hems server exited (${code}) before listening`)));
  });
  const { port, cookie } = JSON.parse(line) as { port: number; cookie: string };
  return {
    targets: [
      { name: "hems", url: `http://127.0.0.1:${port}/media_video_root/${ROOT_NAME}/${FILE_NAME}`, headers: { cookie } },
      { name: "Next route", url: `http://127.0.0.1:${port}/route/${ROOT_NAME}/${FILE_NAME}`, headers: { cookie } },
    ],
    process: child,
  };
}

// ---------------------------------------------------------------- measurements

/** One full download with curl: MB/s. */
function downloadOnce(target: Target, expectedBytes: number): number {
  const headerArgs = Object.entries(target.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const result = spawnSync("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code} %{size_download} %{time_total}", ...headerArgs, target.url], {
    encoding: "utf8",
    timeout: 120_000,
  });
  const [code, size, seconds] = result.stdout.trim().split(" ");
  if (code !== "200" || Number(size) !== expectedBytes) throw new Error(`${target.name}: HTTP ${code}, ${size} bytes (${result.stderr})`);
  return mbps(Number(size), Number(seconds));
}

type RangedResult = { mbps: number; requestsPerSecond: number; client: "wrk" | "node:http" };

const RANGE_SCRIPT = `
math.randomseed(os.time())
request = function()
  local start = math.random(0, CHUNKS - 1) * ${MiB}
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["Range"] = "bytes=" .. start .. "-" .. (start + ${MiB - 1})
  return wrk.format(nil, nil, headers)
end
`;

/** Many 1 MiB ranged GETs at random aligned offsets over keep-alive connections, for a bounded time. */
function rangedGets(target: Target, fileBytes: number, seconds: number, connections: number, work: string): Promise<RangedResult> {
  const chunks = Math.floor(fileBytes / MiB);
  const wrk = findExecutable("wrk");
  if (!wrk) return rangedGetsWithNode(target, chunks, seconds, connections);
  // wrk (C) keeps the client cheap: nginx is fast enough on loopback to measure the client otherwise.
  const script = path.join(work, "ranges.lua");
  fs.writeFileSync(script, RANGE_SCRIPT.replace("CHUNKS", String(chunks)));
  const headerArgs = Object.entries(target.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const result = spawnSync(wrk, ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, ...headerArgs, target.url], {
    encoding: "utf8",
    timeout: (seconds + 30) * 1000,
  });
  const requests = /(\d+) requests in ([\d.]+)(m?s)/.exec(result.stdout);
  if (!requests || /Non-2xx|Socket errors/.test(result.stdout)) throw new Error(`${target.name}: wrk failed:\n${result.stdout}${result.stderr}`);
  const elapsed = Number(requests[2]) / (requests[3] === "ms" ? 1000 : 1);
  const count = Number(requests[1]);
  return Promise.resolve({ mbps: mbps(count * MiB, elapsed), requestsPerSecond: count / elapsed, client: "wrk" });
}

/** Fallback without wrk: Node's own http client (its cost counts against both servers). */
async function rangedGetsWithNode(target: Target, chunks: number, seconds: number, connections: number): Promise<RangedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const start = crypto.randomInt(chunks) * MiB;
      http
        .get(target.url, { agent, headers: { ...target.headers, range: `bytes=${start}-${start + MiB - 1}` } }, (res) => {
          if (res.statusCode !== 206) reject(new Error(`${target.name}: HTTP ${res.statusCode}`));
          res.on("data", () => undefined);
          res.on("end", resolve);
          res.on("error", reject);
        })
        .on("error", reject);
    });
  const loop = async () => {
    while (performance.now() < until) {
      await one();
      count++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { mbps: mbps(count * MiB, elapsed), requestsPerSecond: count / elapsed, client: "node:http" };
}

function row(label: string, values: Record<TargetName, number>): string {
  const ratio = (name: TargetName) => {
    const value = values[name] / values.nginx;
    return `${value.toFixed(2)}${value >= TARGET_RATIO ? "" : "*"}`;
  };
  return (
    `${label.padEnd(36)}` +
    `${values.hems.toFixed(0).padStart(8)}${values.nginx.toFixed(0).padStart(9)}${ratio("hems").padStart(13)}` +
    `${values["Next route"].toFixed(0).padStart(13)}${ratio("Next route").padStart(13)}`
  );
}

/** Samples a process's resident memory until stopped: [before, peak] in MiB. */
function watchRss(pid: number): () => { before: number; peak: number } {
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      return match ? Number(match[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const before = read();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  return () => {
    clearInterval(timer);
    return { before, peak: Math.max(peak, read()) };
  };
}

async function main(): Promise<void> {
  if (process.argv.includes("--serve-hems")) {
    const at = process.argv.indexOf("--serve-hems");
    const [mediaDir, dataDir] = process.argv.slice(at + 1, at + 3);
    if (mediaDir === undefined || dataDir === undefined) throw new Error("--serve-hems needs the media and data folders");
    await serveHems(mediaDir, dataDir);
    return;
  }
  const options = parseOptions(process.argv.slice(2));
  if (!findExecutable("curl")) throw new Error("curl not found: apt-get install -y curl");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-stream-"));
  const mediaDir = path.join(work, "media");
  fs.mkdirSync(mediaDir);
  // nginx's worker runs as an unprivileged user: it must be able to read the file.
  fs.chmodSync(work, 0o755);
  fs.chmodSync(mediaDir, 0o755);
  const file = path.join(mediaDir, FILE_NAME);
  const fileBytes = options.sizeMb * MiB;
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) {
      child.stdout?.destroy();
      if (child.exitCode === null) child.kill("SIGTERM");
    }
  };
  process.on("SIGINT", () => {
    stopAll();
    fs.rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });

  try {
    console.log(
      `streaming benchmark: ${options.sizeMb} MiB file, ${options.runs} runs; per run one full download each and ` +
        `${options.seconds} s of random 1 MiB ranged GETs at ${options.connections} and at 1 connection`,
    );
    writeRandomFile(file, fileBytes);
    fs.chmodSync(file, 0o644);
    readOnce(file);
    const nginx = await startNginx(work, mediaDir);
    children.push(nginx.process);
    const hems = await startHems(work, mediaDir);
    children.push(hems.process);
    const targets = [...hems.targets, nginx.target];

    // Warm-up: one download each (JIT, page cache, database connection).
    for (const target of targets) downloadOnce(target, fileBytes);

    const names: TargetName[] = ["hems", "Next route", "nginx"];
    const series = () => Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<TargetName, number[]>;
    const full = series();
    const ranged = series();
    const rangedRequests = series();
    const rangedSingle = series();
    let client = "";
    let memory = { before: 0, peak: 0 };
    for (let run = 0; run < options.runs; run++) {
      // Alternate the order so no server always runs right after another.
      for (const target of run % 2 ? [...targets].reverse() : targets) {
        const stopWatching = target.name === "nginx" ? undefined : watchRss(hems.process.pid!);
        full[target.name].push(downloadOnce(target, fileBytes));
        const many = await rangedGets(target, fileBytes, options.seconds, options.connections, work);
        const single = await rangedGets(target, fileBytes, options.seconds, 1, work);
        if (stopWatching) {
          const seen = stopWatching();
          memory = { before: memory.before || seen.before, peak: Math.max(memory.peak, seen.peak) };
        }
        ranged[target.name].push(many.mbps);
        rangedRequests[target.name].push(many.requestsPerSecond);
        rangedSingle[target.name].push(single.mbps);
        client = many.client;
      }
      process.stdout.write(`  run ${run + 1}/${options.runs} done\n`);
    }

    const medians = (values: Record<TargetName, number[]>) =>
      Object.fromEntries(names.map((name) => [name, median(values[name])])) as Record<TargetName, number>;
    const list = (values: Record<TargetName, number[]>) => names.map((name) => `${name} [${values[name].map((v) => v.toFixed(0)).join(", ")}]`).join("  ");
    console.log("");
    console.log(
      `MB/s, median of ${options.runs} runs`.padEnd(36) +
        "hems".padStart(8) +
        "nginx".padStart(9) +
        "hems/nginx".padStart(13) +
        "Next route".padStart(13) +
        "route/nginx".padStart(13),
    );
    console.log(row(`full ${options.sizeMb} MiB download (curl)`, medians(full)));
    console.log(row(`1 MiB ranges, ${options.connections} conn. (${client})`, medians(ranged)));
    console.log(row(`1 MiB ranges, 1 conn. (${client})`, medians(rangedSingle)));
    console.log(`(* below the target ratio ${TARGET_RATIO}; "hems" is what server.ts serves, "Next route" the old path, for comparison)`);
    const rps = medians(rangedRequests);
    console.log(`ranged requests/s at ${options.connections} connections: ${names.map((name) => `${name} ${rps[name].toFixed(0)}`).join(", ")}`);
    console.log(`every run, full:   ${list(full)}`);
    console.log(`every run, ranges: ${list(ranged)}`);
    console.log(`every run, 1 conn: ${list(rangedSingle)}`);
    console.log(
      `hems server memory (RSS): ${memory.before.toFixed(0)} MiB before the measured runs, at most ${memory.peak.toFixed(0)} MiB while streaming ` +
        `(the file is ${options.sizeMb} MiB; most of the base is the embedded database)`,
    );
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
