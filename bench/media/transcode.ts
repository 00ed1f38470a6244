// Benchmark: on-the-fly HLS transcoding (lib/transcode) against ffmpeg alone
// with the same settings (not a test).
//   npx tsx bench/media/transcode.ts [--seconds 60] [--height 1080] [--runs 3]
//
// An HEVC file (test pattern with a tone) is made with ffmpeg, then, for the
// server's job runner (Transcoder: slot, ffmpeg, waiting for the segment file)
// and for ffmpeg alone with the same arguments (hlsArgs), side by side:
//   - time to the first segment at the start and after a seek to the middle
//     (medians over the runs); target: job runner / ffmpeg <= 1.5;
//   - sustained speed: the whole file, segment after segment as soon as each
//     exists, in x realtime; target: job runner / ffmpeg >= 0.95.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { median, numberOption } from "../stats";
import { startFfmpeg } from "../../lib/media/ffmpeg";
import { hlsArgs } from "../../lib/transcode/ffmpeg-args";
import { Transcoder } from "../../lib/transcode/jobs";
import { SEGMENT_SECONDS, segmentCount } from "../../lib/transcode/paths";

const SECONDS = numberOption("seconds", 60);
const HEIGHT = numberOption("height", 1080);
const RUNS = numberOption("runs", 3);

process.env.LOG_LEVEL = "silent";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-transcode-"));
const input = path.join(work, "hevc.mkv");
const width = Math.round((HEIGHT * 16) / 9 / 2) * 2;
console.log(`Making a ${SECONDS} s ${width}x${HEIGHT} HEVC file...`);
execFileSync("ffmpeg", [
  ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
  ...["-f", "lavfi", "-i", `testsrc2=size=${width}x${HEIGHT}:rate=25:duration=${SECONDS}`, "-f", "lavfi", "-i", `sine=duration=${SECONDS}`],
  ...["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-c:a", "ac3", "-shortest", input],
]);
const segments = segmentCount(SECONDS);
const middle = Math.floor(segments / 2);
const source = { input, copyVideo: false };

async function until(file: string): Promise<void> {
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** ffmpeg alone: ms until segment `start` exists, and until the last one does (null: stopped after the first). */
async function ffmpegAlone(start: number, whole: boolean): Promise<{ first: number; all: number | null }> {
  const outDir = fs.mkdtempSync(path.join(work, "alone-"));
  const began = performance.now();
  const job = startFfmpeg(hlsArgs({ ...source, startSegment: start, outDir }));
  await until(path.join(outDir, `${start}.ts`));
  const first = performance.now() - began;
  let all: number | null = null;
  if (whole) {
    await job.exited;
    all = performance.now() - began;
  } else {
    job.child.kill("SIGKILL");
    await job.exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  return { first, all };
}

/** The job runner: ms until segment `start` is served, and until every later one is (asked one after the other). */
async function jobRunner(start: number, whole: boolean): Promise<{ first: number; all: number | null }> {
  const runner = new Transcoder({ dir: path.join(work, "runner"), maxJobs: 2, waitMs: 60_000, cacheBytes: 1e12 });
  // Its folder is made at start-up, not per request: let that settle before timing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const began = performance.now();
  await runner.segment(input, source, start);
  const first = performance.now() - began;
  let all: number | null = null;
  if (whole) {
    for (let n = start + 1; n < segments; n++) await runner.segment(input, source, n);
    all = performance.now() - began;
  }
  await runner.close();
  return { first, all };
}

async function main(): Promise<void> {
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const firstAlone: number[] = [];
  const firstRunner: number[] = [];
  const seekAlone: number[] = [];
  const seekRunner: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternating which goes first, so neither always meets a warmer cache.
    const pairs: Array<() => Promise<void>> = [
      async () => void firstAlone.push((await ffmpegAlone(0, false)).first),
      async () => void firstRunner.push((await jobRunner(0, false)).first),
      async () => void seekAlone.push((await ffmpegAlone(middle, false)).first),
      async () => void seekRunner.push((await jobRunner(middle, false)).first),
    ];
    for (const step of run % 2 ? pairs.reverse() : pairs) await step();
  }
  const wholeAlone = (await ffmpegAlone(0, true)).all!;
  const wholeRunner = (await jobRunner(0, true)).all!;
  const speed = (ms: number) => SECONDS / (ms / 1000);

  console.log(`\n${SECONDS} s ${width}x${HEIGHT} HEVC/AC-3 -> H.264 veryfast + AAC, ${SEGMENT_SECONDS} s MPEG-TS segments, ${RUNS} runs (medians)`);
  console.log(
    `first segment at 0 s:          job runner ${median(firstRunner).toFixed(0)} ms, ffmpeg alone ${median(firstAlone).toFixed(0)} ms, ratio ${ratio(median(firstRunner), median(firstAlone))} (target <= 1.5)`,
  );
  console.log(
    `first segment after a seek:    job runner ${median(seekRunner).toFixed(0)} ms, ffmpeg alone ${median(seekAlone).toFixed(0)} ms, ratio ${ratio(median(seekRunner), median(seekAlone))} (target <= 1.5)`,
  );
  console.log(
    `sustained speed (whole file):  job runner ${speed(wholeRunner).toFixed(2)}x realtime, ffmpeg alone ${speed(wholeAlone).toFixed(2)}x, ratio ${ratio(speed(wholeRunner), speed(wholeAlone))} (target >= 0.95)`,
  );
  fs.rmSync(work, { recursive: true, force: true });
}

void main();
