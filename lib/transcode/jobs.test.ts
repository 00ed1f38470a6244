import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transcoder, type TranscoderOptions } from "./jobs";

// The job rules with a stand-in for ffmpeg: a script that writes the first
// segment of its transcode ("<start>.ts", 2 kB; to a temporary name, then
// renamed, as ffmpeg's hls_flags temp_file does) and then keeps running, as
// ffmpeg does on a long video. Its pid file shows whether it still runs.

let tmp: string;
let fakeFfmpeg: string;
let transcoder: Transcoder | undefined;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-jobs-"));
  fakeFfmpeg = path.join(tmp, "fake-ffmpeg.sh");
  fs.writeFileSync(
    fakeFfmpeg,
    `#!/bin/sh
start=0
while [ $# -gt 1 ]; do
  case "$1" in
    -start_number) start="$2" ;;
    -hls_segment_filename) dir=$(dirname "$2") ;;
  esac
  shift
done
echo $$ > "$dir.pid"
head -c 2000 /dev/zero > "$dir/$start.ts.tmp"
mv "$dir/$start.ts.tmp" "$dir/$start.ts"
exec sleep 30
`,
    { mode: 0o755 },
  );
});

afterEach(async () => {
  await transcoder?.close();
  transcoder = undefined;
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function make(options: Partial<TranscoderOptions> = {}): { transcoder: Transcoder; dir: string } {
  const dir = path.join(tmp, `t${Math.random().toString(36).slice(2)}`);
  transcoder = new Transcoder({ dir, maxJobs: 1, waitMs: 300, cacheBytes: 1e9, idleMs: 60_000, ffmpeg: { ffmpegPath: fakeFfmpeg }, ...options });
  return { transcoder, dir };
}

const source = { input: "/dev/null", copyVideo: false };
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidOf = (segmentFile: string) => Number(fs.readFileSync(`${path.dirname(segmentFile)}.pid`, "utf8"));

test("at most maxJobs transcodes run; a further one waits, then is refused with the documented 503", async () => {
  const { transcoder } = make();
  const first = await transcoder.segment("a", source, 0);
  expect(fs.statSync(first).size).toBe(2000);
  const started = Date.now();
  await expect(transcoder.segment("b", source, 0)).rejects.toMatchObject({
    status: 503,
    message: "The server is busy converting other videos. Try again in a moment.",
    headers: { "Retry-After": "5" },
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect(transcoder.stats()).toEqual({ running: 1, waiting: 0, jobs: 1 });
});

test("a waiting transcode gets the slot a stopped one frees", async () => {
  const { transcoder } = make({ waitMs: 5_000, idleMs: 500 });
  await transcoder.segment("a", source, 0);
  // "a" is not asked again: it goes idle, stops, and "b" runs.
  const second = await transcoder.segment("b", source, 0);
  expect(fs.existsSync(second)).toBe(true);
  expect(transcoder.stats()).toMatchObject({ running: 1, jobs: 1 });
});

test("a seek far ahead replaces the file's transcode with one starting there; its folder goes and its ffmpeg ends", async () => {
  const { transcoder } = make();
  const first = await transcoder.segment("a", source, 0);
  const pid = pidOf(first);
  const ahead = await transcoder.segment("a", source, 40);
  expect(path.basename(ahead)).toBe("40.ts");
  expect(fs.existsSync(path.dirname(first))).toBe(false);
  expect(running(pid)).toBe(false);
  // The segment just written is served again without a new transcode.
  expect(await transcoder.segment("a", source, 40)).toBe(ahead);
  expect(transcoder.stats()).toEqual({ running: 1, waiting: 0, jobs: 1 });
});

test("a transcode nobody asks for stops within its idle time and a tick, and its folder is removed", async () => {
  const { transcoder, dir } = make({ idleMs: 500 });
  const segment = await transcoder.segment("a", source, 0);
  const pid = pidOf(segment);
  const asked = Date.now();
  while (running(pid) || fs.existsSync(path.dirname(segment))) {
    expect(Date.now() - asked).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(fs.readdirSync(dir).filter((name) => !name.endsWith(".pid"))).toEqual([]);
  expect(transcoder.stats()).toEqual({ running: 0, waiting: 0, jobs: 0 });
});

test("over the size cap, the least recently used transcode is removed", async () => {
  const { transcoder } = make({ maxJobs: 2, cacheBytes: 3000 });
  const older = await transcoder.segment("a", source, 0);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const newer = await transcoder.segment("b", source, 0);
  const asked = Date.now();
  while (fs.existsSync(path.dirname(older))) {
    expect(Date.now() - asked).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(fs.existsSync(newer)).toBe(true);
  expect(transcoder.stats().jobs).toBe(1);
});

test("the transcode folder is private and starts empty", async () => {
  const dir = path.join(tmp, "leftovers");
  fs.mkdirSync(path.join(dir, "old-job"), { recursive: true });
  const made = make({ dir });
  const segment = await made.transcoder.segment("a", source, 0);
  expect(fs.readdirSync(dir).filter((name) => !name.endsWith(".pid"))).toEqual([path.basename(path.dirname(segment))]);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(segment).mode & 0o777).toBe(0o600);
});

test("two viewers far apart in one file keep a transcode each; a seek by one replaces only its own; a viewer at the same point shares", async () => {
  const { transcoder } = make({ maxJobs: 3 });
  const alice = await transcoder.segment("film", source, 0, undefined, "alice");
  const bob = await transcoder.segment("film", source, 40, undefined, "bob");
  expect(transcoder.stats()).toMatchObject({ running: 2, jobs: 2 });
  // Each goes on with their own: neither request replaced the other's transcode.
  expect(await transcoder.segment("film", source, 0, undefined, "alice")).toBe(alice);
  expect(await transcoder.segment("film", source, 40, undefined, "bob")).toBe(bob);
  expect(running(pidOf(alice))).toBe(true);

  // Carol starts where Bob is: his transcode serves her too.
  expect(await transcoder.segment("film", source, 40, undefined, "carol")).toBe(bob);
  expect(transcoder.stats()).toMatchObject({ running: 2, jobs: 2 });

  // Alice seeks: her transcode is replaced by one starting there; Bob's (shared) goes on.
  const alicePid = pidOf(alice);
  const seek = await transcoder.segment("film", source, 80, undefined, "alice");
  expect(path.basename(seek)).toBe("80.ts");
  expect(running(alicePid)).toBe(false);
  expect(fs.existsSync(path.dirname(alice))).toBe(false);
  // Bob seeks too: Carol still plays that transcode, so it stays.
  await transcoder.segment("film", source, 120, undefined, "bob");
  expect(running(pidOf(bob))).toBe(true);
  expect(transcoder.stats()).toMatchObject({ running: 3, jobs: 3 });
});
