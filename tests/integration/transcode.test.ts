import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { TEST_VIDEOS, makeTestVideo } from "../helpers/videos";
import { GET as hlsCall } from "@/app/api/media/hls/[path]/[name]/route";
import { GET as dirFilesAllCall } from "@/app/api/myfilex/dirfilesall/[[...params]]/route";
import { GET as newChannelCall } from "@/app/api/chnl/newchannel/[name]/route";
import { POST as addChannelVideoCall } from "@/app/api/chnl/addchannelvideo/route";
import { POST as playlistCall } from "@/app/api/chnl/getchannelplaylist/route";
import { POST as setAutoPlayCall } from "@/app/api/chnl/setautoplaylistconfig/route";
import { GET as theaterCall } from "@/app/api/chnl/theater/route";
import { scanRoot } from "@/lib/media/scanner";
import { db } from "@/lib/db";
import { readMediaMetadata } from "@/lib/media/metadata";
import { encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { resetTranscoder } from "@/lib/transcode/service";

// Videos a browser cannot play, transcoded to HLS while they play: what the
// scan decides for each format, and the playlist and segments the
// /api/media/hls calls answer, under the direct streams' access rule.

let database: TestDatabase;
let tmp: string;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherOwner: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "home", APP_ENV: "local" });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-transcode-"));
  for (const video of TEST_VIDEOS) makeTestVideo(tmp, video.name);
  // Long enough for three segments: a seek past the middle lands in another one.
  makeTestVideo(tmp, "hevc.mp4", 10, "long.mp4");
  owner = await signedIn("owner");
  otherOwner = await signedIn("owner");
  await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Media", path: tmp } });
  await db().mediaRoot.create({ data: { homeId: otherOwner.homeId, name: "Else", path: tmp } });
}, 60_000);

afterAll(async () => {
  await resetTranscoder();
  await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** null: without a session. */
const hls = (relpath: string, name: string, cookie: string | null = owner.cookie) => {
  const encoded = encodeUrlSafeBase64Path(relpath);
  return call(hlsCall, `/api/media/hls/${encoded}/${name}`, { params: { path: encoded, name }, cookie: cookie ?? undefined });
};

/** An MPEG-TS stream: 188-byte packets, each starting with the sync byte 0x47. */
function isMpegTs(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length % 188 !== 0) return false;
  for (let at = 0; at < bytes.length; at += 188) if (bytes[at] !== 0x47) return false;
  return true;
}

test("the scan's probe decides how each format plays", async () => {
  for (const video of TEST_VIDEOS) {
    const meta = await readMediaMetadata("video", path.join(tmp, video.name));
    expect({ name: video.name, playback: meta.playback, width: meta.width }).toEqual({ name: video.name, playback: video.playback, width: 160 });
    expect(meta.duration).toBeGreaterThan(2.5);
  }
});

test("a scan stores it; the folder's rows carry it, and the HLS playlist of those that need transcoding", async () => {
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: owner.homeId } });
  await scanRoot(root.id, { thumbnails: false });
  const encoded = encodeUrlSafeBase64Path("Media");
  const reply = await call(dirFilesAllCall, `/api/myfilex/dirfilesall/0/${encoded}`, { params: { params: ["0", encoded] }, cookie: owner.cookie });
  const rows = JSON.parse(reply.json.data).dir_files as Array<{ file_name: string; playback: string | null; hls_url?: string; en_file_relpath: string }>;
  for (const video of TEST_VIDEOS) {
    const row = rows.find((file) => file.file_name === video.name)!;
    expect({ name: video.name, playback: row.playback }).toEqual({ name: video.name, playback: video.playback });
    expect(row.hls_url).toBe(video.playback === "direct" ? undefined : `/api/media/hls/${row.en_file_relpath}/index.m3u8`);
  }
});

test("videos scanned before playback was recorded get it at the next scan (migration video_playback_reprobe)", async () => {
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: owner.homeId } });
  // As an earlier version left them: read, with no playback answer.
  await db().mediaFile.updateMany({ where: { rootId: root.id, type: "video" }, data: { playback: null } });
  const reprobe = fs.readFileSync(path.resolve("prisma/migrations/20261126190000_video_playback_reprobe/migration.sql"), "utf8");
  await db().$executeRawUnsafe(reprobe);
  expect(await db().mediaFile.count({ where: { rootId: root.id, type: "video", metaState: "pending" } })).toBe(TEST_VIDEOS.length + 1);
  await scanRoot(root.id, { thumbnails: false });
  const rows = await db().mediaFile.findMany({ where: { rootId: root.id, type: "video" }, select: { relpath: true, playback: true, metaState: true } });
  for (const video of TEST_VIDEOS)
    expect(rows.find((row) => row.relpath === video.name)).toEqual({ relpath: video.name, playback: video.playback, metaState: "ready" });
});

test("channels and the theater play a video that needs transcoding through its HLS playlist, others by their stream", async () => {
  const name = encodeUrlSafeBase64Path("Transcoded");
  const fileName = (await call(newChannelCall, `/api/chnl/newchannel/${name}`, { params: { name }, cookie: owner.cookie })).json.data.file_name;
  const files = await db().mediaFile.findMany({ where: { relpath: { in: ["h264.mp4", "hevc.mp4"] }, root: { homeId: owner.homeId } } });
  for (const file of files) {
    const link = `/lv/${file.id}/${encodeUrlSafeBase64Path(`Media/${file.relpath}`)}`;
    expect((await call(addChannelVideoCall, "/x", { body: { file_name: fileName, video_relpath: link }, cookie: owner.cookie })).status).toBe(200);
  }
  const hlsOf = `/api/media/hls/${encodeUrlSafeBase64Path("Media/hevc.mp4")}/index.m3u8`;
  const items = (await call(playlistCall, "/x", { body: { file_name: fileName }, cookie: owner.cookie })).json.data.items;
  expect(Object.fromEntries(items.map((item: { title: string; video_hls: string | null }) => [item.title, item.video_hls]))).toEqual({
    h264: null,
    hevc: hlsOf,
  });

  expect((await call(setAutoPlayCall, "/x", { body: { autoChannels: [fileName] }, cookie: owner.cookie })).status).toBe(200);
  const guide = (await call(theaterCall, "/api/chnl/theater", { cookie: owner.cookie })).json.data;
  expect(Object.fromEntries(guide.channels[0].items.map((item: { title: string; hlsSrc: string | null }) => [item.title, item.hlsSrc]))).toEqual({
    h264: null,
    hevc: hlsOf,
  });
});

test.each(TEST_VIDEOS.filter((video) => video.playback !== "direct").map((video) => video.name))(
  "%s: a VOD playlist of 4 s segments, and MPEG-TS segments with video and audio",
  async (name) => {
    const playlist = await hls(`Media/${name}`, "index.m3u8");
    expect(playlist.status).toBe(200);
    expect(playlist.response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    const text = await playlist.response.text();
    expect(text).toMatch(/^#EXTM3U\n/);
    expect(text).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(text).toMatch(/#EXTINF:3\.\d+,\n0\.ts\n#EXT-X-ENDLIST/);

    const segment = await hls(`Media/${name}`, "0.ts");
    expect(segment.status).toBe(200);
    expect(segment.response.headers.get("content-type")).toBe("video/mp2t");
    const bytes = Buffer.from(await segment.response.arrayBuffer());
    expect(isMpegTs(bytes)).toBe(true);
    // The transcoded streams are what every browser decodes: H.264 (stream type 0x1b) and AAC (0x0f) in the program map.
    const pmt = bytes.subarray(0, 188 * 4).toString("hex");
    expect(pmt).toContain("1be1");
    expect(pmt).toContain("0fe1");
  },
  30_000,
);

test("a segment past the end, and a name that is neither playlist nor segment, are 404", async () => {
  expect((await hls("Media/hevc.mp4", "1.ts")).status).toBe(404);
  expect((await hls("Media/hevc.mp4", "x.ts")).status).toBe(404);
  expect((await hls("Media/hevc.mp4", "index.txt")).status).toBe(404);
});

test("a seek past the middle is transcoded from its own segment, on the video's timeline", async () => {
  const playlist = await (await hls("Media/long.mp4", "index.m3u8")).response.text();
  expect(playlist.match(/\d+\.ts/g)).toEqual(["0.ts", "1.ts", "2.ts"]);
  const segment = await hls("Media/long.mp4", "2.ts");
  expect(segment.status).toBe(200);
  const bytes = Buffer.from(await segment.response.arrayBuffer());
  expect(isMpegTs(bytes)).toBe(true);
  // It starts at 8 s of the video (MPEG-TS adds its 1.4 s mux delay), not at 0: hls.js places it by these timestamps.
  const file = path.join(tmp, "segment-2.ts");
  fs.writeFileSync(file, bytes);
  const start = Number(execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=start_time", "-of", "csv=p=0", file], { encoding: "utf8" }));
  expect(start).toBeGreaterThanOrEqual(8);
  expect(start).toBeLessThan(10);
});

test("the direct streams' access rule: no session 401, another home 404, a path outside the root refused", async () => {
  const anonymous = await hls("Media/hevc.mp4", "index.m3u8", null);
  expect({ status: anonymous.status, json: anonymous.json }).toMatchObject({ status: 401, json: { status: false, error: "You are not login!" } });
  const anonymousSegment = await hls("Media/hevc.mp4", "0.ts", null);
  expect(anonymousSegment.status).toBe(401);
  // The other home names its root "Else": "Media" is not theirs.
  expect((await hls("Media/hevc.mp4", "0.ts", otherOwner.cookie)).status).toBe(404);
  expect((await hls("Else/hevc.mp4", "index.m3u8", otherOwner.cookie)).status).toBe(200);
  expect([400, 404]).toContain((await hls("Media/../etc/passwd", "index.m3u8")).status);
  // Not a video: nothing to transcode.
  fs.writeFileSync(path.join(tmp, "fake.mkv"), "not a video");
  expect((await hls("Media/fake.mkv", "index.m3u8")).status).toBe(404);
});

test("transcoded segments stay private to the server's user", async () => {
  await hls("Media/mpeg2.mpg", "0.ts");
  const dir = path.join(database.dataDir, "transcode");
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  const jobs = fs.readdirSync(dir);
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    expect(fs.statSync(path.join(dir, job)).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(path.join(dir, job)).filter((name) => name.endsWith(".ts"))) {
      expect(fs.statSync(path.join(dir, job, file)).mode & 0o777).toBe(0o600);
    }
  }
});
