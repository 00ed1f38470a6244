// Benchmark: the home server's CPU and memory while two viewers watch videos
// that need transcoding (not a test).
//   node scripts/build-if-stale.mjs && npx tsx bench/media/transcode-viewers.ts [--seconds 60] [--height 1080]
//
// The home face runs as the browser tests start it (bench/web/servers.mjs:
// production build, embedded PGlite, demo owner). A media root gets two HEVC/AC-3
// files of --seconds at --height (one made by ffmpeg, one a copy: two files, two
// transcodes). Two viewers then play one each the way hls.js does: the playlist,
// then each 4 s segment once it is within 30 s of the play position (hls.js's
// default buffer), the play position moving in real time from the first segment.
// Sampled every 500 ms from /proc: the server process (Node) and its ffmpeg
// children, CPU in cores and resident memory; each beside the same figures
// while the server sat idle just before. A segment that arrives after its
// play time is a stall.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { median, numberOption } from "../stats";
import { SEGMENT_SECONDS, segmentCount } from "../../lib/transcode/paths";
// @ts-expect-error -- a plain ES module shared with the web benchmarks
import { demoOwnerCookie, startServers } from "../web/servers.mjs";

const SECONDS = numberOption("seconds", 60);
const HEIGHT = numberOption("height", 1080);
const BUFFER_SECONDS = 30;
const ROOT = "BenchViewers";
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

type Sample = { at: number; serverTicks: number; ffmpegTicks: number; serverRss: number; ffmpegRss: number };

/** utime + stime (ticks) and resident KiB of a process, or null when it is gone. */
function processStat(pid: number): { ticks: number; rssKb: number; ppid: number; name: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rssKb: rss ? Number(rss[1]) : 0, name };
  } catch {
    return null;
  }
}

/** The server process (the Node child of e2e-server.mjs that listens) and the ffmpeg processes below it. */
class Sampler {
  private ffmpegSeen = new Map<number, number>();
  constructor(private serverPid: number) {}

  sample(): Sample {
    const server = processStat(this.serverPid);
    if (!server) throw new Error("the server process is gone");
    let ffmpegRss = 0;
    for (const entry of fs.readdirSync("/proc")) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const stat = processStat(pid);
      if (stat?.ppid === this.serverPid && stat.name === "ffmpeg") {
        this.ffmpegSeen.set(pid, stat.ticks);
        ffmpegRss += stat.rssKb;
      }
    }
    // An ffmpeg that exited keeps the ticks last seen (at most one sample's worth is lost).
    const ffmpegTicks = [...this.ffmpegSeen.values()].reduce((sum, ticks) => sum + ticks, 0);
    return { at: performance.now(), serverTicks: server.ticks, ffmpegTicks, serverRss: server.rssKb * 1024, ffmpegRss: ffmpegRss * 1024 };
  }
}

/** The pid of the process listening on `port` (the server.ts child, not its e2e-server.mjs parent). */
function listeningPid(port: number): number {
  const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const found = /pid=(\d+)/.exec(out);
  if (!found) throw new Error(`nothing listens on port ${port}`);
  return Number(found[1]);
}

async function watch(base: string, cookie: string, hlsUrl: string): Promise<{ stalls: number; worstLateMs: number }> {
  const get = async (url: string) => {
    const reply = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
    return reply.arrayBuffer();
  };
  await get(hlsUrl);
  const segments = segmentCount(SECONDS);
  const folder = hlsUrl.slice(0, hlsUrl.lastIndexOf("/") + 1);
  let playStart = 0;
  let stalls = 0;
  let worstLateMs = 0;
  for (let n = 0; n < segments; n++) {
    const due = () => playStart + n * SEGMENT_SECONDS * 1000;
    // hls.js asks for a segment once it is within its buffer of the play position.
    if (n > 0) {
      const askAt = due() - BUFFER_SECONDS * 1000;
      const wait = askAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await get(`${folder}${n}.ts`);
    if (n === 0) playStart = performance.now();
    const late = performance.now() - due();
    if (n > 0 && late > 0) {
      stalls += 1;
      worstLateMs = Math.max(worstLateMs, late);
      playStart += late; // the player waits, then plays on
    }
  }
  // Let the last segment play out, as a viewer does.
  const end = playStart + SECONDS * 1000 - performance.now();
  if (end > 0) await new Promise((resolve) => setTimeout(resolve, end));
  return { stalls, worstLateMs };
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-viewers-"));
  const width = Math.round((HEIGHT * 16) / 9 / 2) * 2;
  console.log(`Making a ${SECONDS} s ${width}x${HEIGHT} HEVC/AC-3 file...`);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=size=${width}x${HEIGHT}:rate=25:duration=${SECONDS}`, "-f", "lavfi", "-i", `sine=duration=${SECONDS}`],
    ...["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-c:a", "ac3", "-shortest", path.join(work, "one.mkv")],
  ]);
  fs.copyFileSync(path.join(work, "one.mkv"), path.join(work, "two.mkv"));

  // The home face only.
  process.env.TEBE_URL ??= "http://127.0.0.1:1";
  const { home, stop } = await startServers();
  try {
    const cookie: string = await demoOwnerCookie(home);
    const headers = { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" };
    const added = await fetch(`${home}/api_ctx/add_media_root`, { method: "POST", headers, body: JSON.stringify({ name: ROOT, path: work }) });
    if (!added.ok) throw new Error(`add_media_root answered ${added.status}`);
    let files: Array<{ file_name: string; hls_url?: string }> = [];
    for (let tries = 0; tries < 240 && files.filter((f) => f.hls_url).length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const listing = await (await fetch(`${home}/api_myfilex/dirfilesall/0/${encode(ROOT)}`, { headers: { cookie } })).json();
      files = listing.status ? JSON.parse(listing.data).dir_files : [];
    }
    const hlsUrls = files.map((f) => f.hls_url).filter((url): url is string => !!url);
    if (hlsUrls.length < 2) throw new Error("the scan did not mark both files for transcoding");

    const sampler = new Sampler(listeningPid(Number(new URL(home).port)));
    const sampleFor = async (ms: number, samples: Sample[], until?: Promise<unknown>) => {
      const started = performance.now();
      let done = false;
      void until?.finally(() => (done = true));
      while (until ? !done : performance.now() - started < ms) {
        samples.push(sampler.sample());
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      samples.push(sampler.sample());
    };
    const idle: Sample[] = [];
    await sampleFor(10_000, idle);
    const watching: Sample[] = [];
    const viewers = Promise.all(hlsUrls.slice(0, 2).map((url) => watch(home, cookie, url)));
    await sampleFor(0, watching, viewers);
    const results = await viewers;

    const cores = (samples: Sample[], key: "serverTicks" | "ffmpegTicks") => {
      const first = samples[0]!;
      const last = samples[samples.length - 1]!;
      return (last[key] - first[key]) / TICKS_PER_SECOND / ((last.at - first.at) / 1000);
    };
    const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
    const peak = (samples: Sample[], key: "serverRss" | "ffmpegRss") => Math.max(...samples.map((s) => s[key]));
    console.log(`\nTwo viewers, ${SECONDS} s ${width}x${HEIGHT} HEVC/AC-3 each, transcoded at once, on ${os.cpus().length} cores`);
    console.log(`server (Node) CPU:   ${cores(watching, "serverTicks").toFixed(2)} cores while watching, ${cores(idle, "serverTicks").toFixed(2)} idle`);
    console.log(`ffmpeg CPU:          ${cores(watching, "ffmpegTicks").toFixed(2)} cores while watching (both jobs)`);
    console.log(
      `server (Node) RSS:   peak ${mb(peak(watching, "serverRss"))} MB, median ${mb(median(watching.map((s) => s.serverRss)))} MB while watching; idle ${mb(median(idle.map((s) => s.serverRss)))} MB`,
    );
    console.log(`ffmpeg RSS:          peak ${mb(peak(watching, "ffmpegRss"))} MB (both jobs)`);
    for (const [n, result] of results.entries())
      console.log(`viewer ${n + 1}:            ${result.stalls} stalls${result.stalls ? `, the worst ${result.worstLateMs.toFixed(0)} ms` : ""}`);
  } finally {
    await stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

void main();
