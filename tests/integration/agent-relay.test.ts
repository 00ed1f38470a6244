import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { io as connect } from "socket.io-client";
import type { Server } from "socket.io";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { makeTestVideo } from "../helpers/videos";
import { TRAVERSALS } from "../helpers/traversals";
import { db } from "@/lib/db";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { hashToken } from "@/lib/auth/tokens";
import { attachRealtime } from "@/lib/realtime/server";
import { askHome } from "@/lib/agent/relay";
import { AGENT_NAMESPACE, AGENT_TOKEN_REFUSED, READS_AHEAD, READ_BYTES } from "@/lib/agent/protocol";
import { AppError } from "@/lib/http/errors";
import { GET as listTokens, POST as createToken } from "@/app/api/hems_f2f/agent/tokens/route";
import { DELETE as revokeToken } from "@/app/api/hems_f2f/agent/tokens/[tokenId]/route";
import { GET as onlineCall } from "@/app/api/hems_f2f/agent/[id]/online/route";
import { GET as mediaCall } from "@/app/api/hems_f2f/browse/[id]/media/route";
import { GET as subdirsCall } from "@/app/api/hems_f2f/browse/[id]/subdirs/route";
import { GET as subdirsBriefCall } from "@/app/api/hems_f2f/browse/[id]/subdirsbrief/route";
import { GET as fileCall } from "@/app/api/hems_f2f/browse/[id]/file/route";
import { GET as thumbCall } from "@/app/api/hems_f2f/browse/[id]/thumb/[fileId]/route";
import { GET as displayCall } from "@/app/api/hems_f2f/browse/[id]/display/[fileId]/route";
import { GET as hlsCall } from "@/app/api/hems_f2f/browse/[id]/hls/[path]/[name]/route";
import { GET as connectionCall } from "@/app/api/ctx/agent_connection/route";
import { POST as connectCall } from "@/app/api/ctx/connect_agent/route";
import { POST as disconnectCall } from "@/app/api/ctx/disconnect_agent/route";

// The home agent (issue 21): a hosted (tebe) face in this process, listening
// on a loopback port with socket.io as server.ts attaches it, and a home-face
// server started as its own process (own data folder and embedded database,
// media roots on disk) whose agent connects out to it with a token made in
// the hosted face's settings. Browsing and streaming go through the real
// relay: routes here, socket.io over WebSocket, the agent's answers at home.

jest.setTimeout(60_000);

const SECRET = "HEMS-AGENT-SECRET-DO-NOT-RELAY";
const NOISE_SIZE = 8 * 1024 * 1024 + 12_345; // several reads, and a short last one

let database: TestDatabase;
let tmp: string;
let mediaDir: string;
let noise: Buffer;
let hosted: HttpServer;
let io: Server;
let upstream: string;
let owner: Awaited<ReturnType<typeof signedIn>>;
let homeNumber: string;
const homes: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe", APP_ENV: "local" });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-agent-"));
  mediaDir = path.join(tmp, "Media");
  fs.mkdirSync(path.join(mediaDir, "Family"), { recursive: true });
  makeTestVideo(path.join(mediaDir, "Family"), "h264.mp4", 2, "clip.mp4");
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
    .jpeg()
    .toFile(path.join(mediaDir, "Family", "photo.jpg"));
  // Phone: what a browser cannot play as it is. A HEIF photo (AV1 inside: the sharp on npm writes and reads it)
  // of noise, whose JPEG rendition is larger than one read (and than one socket.io message); an HEVC video.
  fs.mkdirSync(path.join(mediaDir, "Phone"));
  await sharp(crypto.randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
    .heif({ compression: "av1", effort: 0, quality: 90 })
    .toFile(path.join(mediaDir, "Phone", "IMG_0001.heic"));
  makeTestVideo(path.join(mediaDir, "Phone"), "hevc.mp4", 6);
  // Left: an HEVC video no other test plays, so its segments are never ready when asked for.
  fs.mkdirSync(path.join(mediaDir, "Left"));
  makeTestVideo(path.join(mediaDir, "Left"), "hevc.mp4", 6);
  noise = crypto.randomBytes(NOISE_SIZE);
  fs.writeFileSync(path.join(mediaDir, "noise.mp3"), noise);
  fs.writeFileSync(path.join(tmp, "secret.mp4"), SECRET);
  fs.symlinkSync("/etc", path.join(mediaDir, "etc-link"));
  fs.symlinkSync(path.join("..", "secret.mp4"), path.join(mediaDir, "out-link"));
  fs.symlinkSync(path.join("..", "..", "secret.mp4"), path.join(mediaDir, "Family", "secret.mp4"));

  hosted = createServer((_req, res) => res.writeHead(404).end());
  io = attachRealtime(hosted, getConfig());
  await new Promise<void>((resolve) => hosted.listen(0, "127.0.0.1", resolve));
  upstream = `http://127.0.0.1:${(hosted.address() as AddressInfo).port}`;

  owner = await signedIn("owner");
  homeNumber = (await db().home.findUniqueOrThrow({ where: { id: owner.homeId } })).number;
});

afterAll(async () => {
  for (const home of homes) home.kill("SIGKILL");
  await io.close();
  hosted.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  await database.drop();
});

/** Starts a home-face server whose agent connects with `token`; resolves once its start-up is done. */
function startHome(token: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: "",
    DATA_DIR: fs.mkdtempSync(path.join(tmp, "home-data-")),
    DEPLOY_TYPE: "home",
    APP_ENV: "local",
    MEDIA_ROOTS: `Media=${mediaDir}`,
    DEMO: "false",
    AGENT_UPSTREAM_URL: upstream,
    AGENT_TOKEN: token,
    LOG_LEVEL: "silent",
  };
  // Its own embedded database, as a household's server has.
  delete env.DATABASE_URL;
  const child = fork(path.join(__dirname, "../helpers/home-agent.ts"), { execArgv: ["--conditions=react-server", "--import", "tsx"], env });
  homes.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the home server exited with ${code}`)));
    child.once("message", () => resolve(child));
  });
}

function stopHome(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit");
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
/** A held answer's id, as the hosted face names each call's. */
const newTransfer = () => crypto.randomBytes(16).toString("base64url");
const online = (cookie = owner.cookie) => call(onlineCall, `/api_hems_f2f/agent/${homeNumber}/online`, { params: { id: homeNumber }, cookie });
const subdirs = (relpath: string, cookie = owner.cookie) =>
  call(subdirsCall, `/api_hems_f2f/browse/${homeNumber}/subdirs?relpath=${encodeURIComponent(relpath)}`, { params: { id: homeNumber }, cookie });

function fileRequest(relpath: string, headers: Record<string, string> = {}, cookie: string | null = owner.cookie, signal?: AbortSignal) {
  const request = new Request(`http://localhost/api_hems_f2f/browse/${homeNumber}/file?file_relpath=${encodeURIComponent(relpath)}`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    signal,
  });
  return fileCall(request, { params: Promise.resolve({ id: homeNumber }) });
}

let token: string;
let tokenId: string;
let home: ChildProcess;

test("an agent token is shown once and stored only as its hash", async () => {
  const made = await call(createToken, "/api_hems_f2f/agent/tokens", { body: { name: "Living-room server" }, cookie: owner.cookie });
  expect(made.status).toBe(200);
  ({ token, id: tokenId } = made.json.data as { token: string; id: string });
  expect(token).toMatch(/^[\w-]{43}$/);
  const row = await db().agentToken.findUniqueOrThrow({ where: { id: tokenId } });
  expect(row.tokenHash).toBe(hashToken(token));
  expect(JSON.stringify(row)).not.toContain(token);
  const listed = await call(listTokens, "/api_hems_f2f/agent/tokens", { cookie: owner.cookie });
  expect(listed.json.data).toEqual([{ id: tokenId, name: "Living-room server", created: expect.any(String), last_seen: null }]);
  expect(JSON.stringify(listed.json)).not.toContain(token);
  for (const name of ["", "   ", "x".repeat(41)]) {
    const refused = await call(createToken, "/api_hems_f2f/agent/tokens", { body: { name }, cookie: owner.cookie });
    expect(refused.status).toBe(400);
  }
  expect(await db().agentToken.count()).toBe(1);
});

test("offline before the home connects: a clear state, not a wait", async () => {
  expect((await online()).json.data).toEqual({ online: false, since: null });
  const browse = await call(mediaCall, `/api_hems_f2f/browse/${homeNumber}/media`, { params: { id: homeNumber }, cookie: owner.cookie });
  expect(browse.status).toBe(503);
  expect(browse.json.error).toBe("Your home is offline.");
});

test("the home's agent connects out, and the hosted face browses the home through it", async () => {
  const before = Date.now();
  home = await startHome(token);
  const status = await until(online, (r) => r.json.data.online === true);
  expect(status.json.data.online).toBe(true);
  expect(Date.parse(status.json.data.since)).toBeGreaterThanOrEqual(before - 1000);
  expect((await db().agentToken.findUniqueOrThrow({ where: { id: tokenId } })).lastSeenAt).not.toBeNull();

  // The home's first scan runs in the background: wait until the folder is listed.
  const family = await until(
    () => subdirs("Media/Family"),
    (r) => r.status === 200 && r.json.data.dir_files.length === 2,
  );
  const entries = family.json.data.dir_files as {
    file_title: string;
    file_type: number;
    thumbnail: string;
    media_name_relpath: string;
    file_name_url: string;
  }[];
  expect(entries.map((entry) => [entry.file_title, entry.file_type]).sort()).toEqual([
    ["clip", 3],
    ["photo", 2],
  ]);
  // Thumbnails travel inline: the home's own thumbnail URLs mean nothing here.
  for (const entry of entries) expect(entry.thumbnail).toMatch(/^data:image\//);
  // Streams are the relayed file call (a grid's video plays in its card with it), not the home's own stream URLs.
  for (const entry of entries)
    expect(entry.file_name_url).toBe(`/api_hems_f2f/browse/${homeNumber}/file?file_relpath=${encodeURIComponent(entry.media_name_relpath)}`);

  // A folder's cover is a link: to the relayed thumb call, which answers the home's thumbnail.
  const top = await subdirs("Media");
  const folder = (top.json.data.dir_files as { id: number; file_title: string; thumbnail: string }[]).find((entry) => entry.file_title === "Family")!;
  expect(folder.thumbnail).toBe(`/api_hems_f2f/browse/${homeNumber}/thumb/${folder.id}`);
  const cover = await call(thumbCall, folder.thumbnail, { params: { id: homeNumber, fileId: String(folder.id) }, cookie: owner.cookie });
  expect(cover.status).toBe(200);
  expect(cover.response.headers.get("content-type")).toBe("image/webp");
  expect(
    Buffer.from(await cover.response.arrayBuffer())
      .subarray(0, 4)
      .toString(),
  ).toBe("RIFF");
  const stranger = await signedIn("owner");
  expect((await call(thumbCall, folder.thumbnail, { params: { id: homeNumber, fileId: String(folder.id) }, cookie: stranger.cookie })).status).toBe(404);

  const roots = await call(mediaCall, `/api_hems_f2f/browse/${homeNumber}/media`, { params: { id: homeNumber }, cookie: owner.cookie });
  expect(roots.json.data).toEqual([expect.objectContaining({ en_file_relpath: b64("Media") })]);
  const brief = await call(subdirsBriefCall, `/api_hems_f2f/browse/${homeNumber}/subdirsbrief?relpath=Media`, {
    params: { id: homeNumber },
    cookie: owner.cookie,
  });
  expect(brief.status).toBe(200);
  expect(JSON.stringify(brief.json.data)).toContain("Family");
});

type Entry = { id: number; file_name: string; en_file_relpath: string; playback?: string; hls_url?: string; create_time: string };

/** Media/Phone through the relay, once the home's scan has listed and probed it. */
async function phone(): Promise<{ photo: Entry; video: Entry }> {
  const listed = await until(
    () => subdirs("Media/Phone"),
    (r) => r.status === 200 && (r.json.data.dir_files as Entry[]).some((entry) => entry.playback),
  );
  const entries = listed.json.data.dir_files as Entry[];
  return { photo: entries.find((entry) => entry.file_name === "IMG_0001.heic")!, video: entries.find((entry) => entry.file_name === "hevc.mp4")! };
}

const display = (fileId: number | string, cookie: string | null = owner.cookie, headers: Record<string, string> = {}) =>
  call(displayCall, `/api_hems_f2f/browse/${homeNumber}/display/${fileId}`, {
    params: { id: homeNumber, fileId: String(fileId) },
    cookie: cookie ?? undefined,
    headers,
  });
const hls = (encoded: string, name: string, cookie: string | null = owner.cookie) =>
  call(hlsCall, `/api_hems_f2f/browse/${homeNumber}/hls/${encoded}/${name}`, { params: { id: homeNumber, path: encoded, name }, cookie: cookie ?? undefined });

test("a HEIC photo is shown as the home's JPEG display rendition through the relay", async () => {
  const { photo } = await phone();
  const shown = await display(photo.id);
  expect(shown.status).toBe(200);
  expect(shown.response.headers.get("content-type")).toBe("image/jpeg");
  const jpeg = Buffer.from(await shown.response.arrayBuffer());
  expect(jpeg.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  expect(shown.response.headers.get("content-length")).toBe(String(jpeg.length));
  // Larger than one read: the rest came in held reads, whole.
  expect(jpeg.length).toBeGreaterThan(READ_BYTES);
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
  expect((await display(photo.id, owner.cookie, { "if-none-match": shown.response.headers.get("etag")! })).status).toBe(304);

  const guest = await signedIn("guest", owner.homeId);
  expect((await display(photo.id, guest.cookie)).status).toBe(200);
  expect((await display(photo.id, null)).status).toBe(401);
  expect((await display(photo.id, (await signedIn("owner")).cookie)).status).toBe(404);
  // Not a photo of the home: the home refuses (its ids only, photos only).
  const { video } = await phone();
  expect((await display(video.id)).status).toBe(404);
  expect((await display(99_999_999)).status).toBe(404);
});

test("a video that needs transcoding plays as HLS through the relay: its playlist, then its segments", async () => {
  const { video } = await phone();
  expect(video.playback).toBe("full");
  // The listing tells the hosted page to play it with HLS, from the relayed call.
  expect(video.hls_url).toBe(`/api_hems_f2f/browse/${homeNumber}/hls/${video.en_file_relpath}/index.m3u8`);
  const playlist = await hls(video.en_file_relpath, "index.m3u8");
  expect(playlist.status).toBe(200);
  expect(playlist.response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
  const text = await playlist.response.text();
  expect(text).toMatch(/^#EXTM3U/);
  expect(text.match(/^\d+\.ts$/gm)).toEqual(["0.ts", "1.ts"]);

  for (const name of ["0.ts", "1.ts"]) {
    const segment = await hls(video.en_file_relpath, name);
    expect(segment.status).toBe(200);
    expect(segment.response.headers.get("content-type")).toBe("video/mp2t");
    const bytes = Buffer.from(await segment.response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    // MPEG-TS: 188-byte packets, each starting with the sync byte.
    expect(bytes.length % 188).toBe(0);
    expect([0, 188, bytes.length - 188].map((at) => bytes[at])).toEqual([0x47, 0x47, 0x47]);
  }
  expect((await hls(video.en_file_relpath, "2.ts")).status).toBe(404);
  expect((await hls(video.en_file_relpath, "../index.m3u8")).status).toBe(400);

  const guest = await signedIn("guest", owner.homeId);
  expect((await hls(video.en_file_relpath, "index.m3u8", guest.cookie)).status).toBe(200);
  expect((await hls(video.en_file_relpath, "0.ts", null)).status).toBe(401);
  expect((await hls(video.en_file_relpath, "0.ts", (await signedIn("owner")).cookie)).status).toBe(404);
});

test("HLS of a path outside the home's roots is refused, by the hosted face and again at home", async () => {
  for (const relpath of ["Media/../secret.mp4", "Media/out-link", "Media/Phone/../../secret.mp4", "/etc/passwd", "Other/clip.mp4"]) {
    for (const name of ["index.m3u8", "0.ts"]) {
      const reply = await hls(b64(relpath), name);
      expect({ relpath, name, status: reply.status >= 400 && reply.status < 500 }).toEqual({ relpath, name, status: true });
      expect(JSON.stringify(reply.json)).not.toContain(SECRET);
    }
    const viewer = hashToken(owner.cookie);
    const refusal = await askHome(owner.homeId, { call: "hls", relpath, name: "0.ts", viewer, transfer: newTransfer() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBeGreaterThanOrEqual(400);
    expect((refusal as AppError).status).toBeLessThan(500);
  }
  // A held reply another viewer did not make cannot be guessed into.
  const guessed = await askHome(owner.homeId, { call: "held", transfer: "A".repeat(22), start: 0, length: 64 }).then(
    () => null,
    (error: unknown) => error,
  );
  expect((guessed as AppError).status).toBe(404);
});

test("files stream through the relay byte for byte, with ranges and conditional requests", async () => {
  const full = await fileRequest("Media/noise.mp3");
  expect(full.status).toBe(200);
  expect(full.headers.get("content-length")).toBe(String(NOISE_SIZE));
  expect(full.headers.get("accept-ranges")).toBe("bytes");
  expect(Buffer.from(await full.arrayBuffer()).equals(noise)).toBe(true);

  const part = await fileRequest("Media/noise.mp3", { range: "bytes=1000-1999" });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${NOISE_SIZE}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(noise.subarray(1000, 2000))).toBe(true);

  // A seek near the end: an open range across read boundaries.
  const start = NOISE_SIZE - READ_BYTES - 777;
  const tail = await fileRequest("Media/noise.mp3", { range: `bytes=${start}-` });
  expect(tail.status).toBe(206);
  expect(Buffer.from(await tail.arrayBuffer()).equals(noise.subarray(start))).toBe(true);

  const beyond = await fileRequest("Media/noise.mp3", { range: `bytes=${NOISE_SIZE + 10}-` });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get("content-range")).toBe(`bytes */${NOISE_SIZE}`);

  const again = await fileRequest("Media/noise.mp3", { "if-none-match": full.headers.get("etag")! });
  expect(again.status).toBe(304);

  const clip = await fileRequest("Media/Family/clip.mp4");
  expect(clip.headers.get("content-type")).toBe("video/mp4");
  expect(Buffer.from(await clip.arrayBuffer()).equals(fs.readFileSync(path.join(mediaDir, "Family", "clip.mp4")))).toBe(true);
});

test("who may: the home's owner and guests; nobody without a session; no other home", async () => {
  expect((await fileRequest("Media/noise.mp3", { range: "bytes=0-9" }, null)).status).toBe(401);
  expect((await subdirs("Media/Family", "")).status).toBe(401);

  const guest = await signedIn("guest", owner.homeId);
  expect((await subdirs("Media/Family", guest.cookie)).status).toBe(200);
  const guestBytes = await fileRequest("Media/noise.mp3", { range: "bytes=0-9" }, guest.cookie);
  expect(Buffer.from(await guestBytes.arrayBuffer()).equals(noise.subarray(0, 10))).toBe(true);

  // Another home's owner names this home's number: not found, and its own home has no agent.
  const stranger = await signedIn("owner");
  expect((await subdirs("Media/Family", stranger.cookie)).status).toBe(404);
  expect((await fileRequest("Media/noise.mp3", {}, stranger.cookie)).status).toBe(404);
  const strangerNumber = (await db().home.findUniqueOrThrow({ where: { id: stranger.homeId } })).number;
  const theirs = await call(onlineCall, `/api_hems_f2f/agent/${strangerNumber}/online`, { params: { id: strangerNumber }, cookie: stranger.cookie });
  expect(theirs.json.data).toEqual({ online: false, since: null });
});

describe("traversal attempts are refused, by the hosted face and again at home", () => {
  function decodedOrRaw(raw: string): string {
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  test.each(TRAVERSALS)("%s", async (raw) => {
    for (const relpath of new Set([raw, decodedOrRaw(raw)])) {
      const reply = await fileRequest(relpath);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      const text = Buffer.from(await reply.arrayBuffer()).toString("latin1");
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain("root:x:0:0");
      // Asked at home directly, past the hosted face's own checks: the agent refuses too.
      for (const ask of [
        askHome(owner.homeId, { call: "head", relpath, headers: {} }),
        askHome(owner.homeId, { call: "read", relpath, start: 0, length: 64 }),
      ]) {
        const refusal = await ask.then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).status).toBeGreaterThanOrEqual(400);
        expect((refusal as AppError).status).toBeLessThan(500);
      }
    }
  });
});

test("a viewer who goes away stops the transfer at home", async () => {
  const [agent] = await io.of(AGENT_NAMESPACE).fetchSockets();
  const local = io.of(AGENT_NAMESPACE).sockets.get(agent!.id)!;
  let reads = 0;
  const count = (event: string, call: { call?: string }) => {
    if (call?.call === "read") reads++;
  };
  local.onAnyOutgoing(count);
  try {
    const viewer = new AbortController();
    const reply = await fileRequest("Media/noise.mp3", {}, owner.cookie, viewer.signal);
    const reader = reply.body!.getReader();
    expect((await reader.read()).value?.byteLength).toBe(READ_BYTES);
    await reader.cancel();
    viewer.abort();
    const atCancel = reads;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads).toBe(atCancel); // nothing more asked once the viewer left
    expect(reads).toBeLessThanOrEqual(READS_AHEAD + 1);
    expect(reads).toBeLessThan(Math.ceil(NOISE_SIZE / READ_BYTES));
  } finally {
    local.offAnyOutgoing(count);
  }
});

/** Media/Left's video, once the home's scan has listed and probed it: its segments were never asked for. */
async function unplayedVideo(): Promise<Entry> {
  const listed = await until(
    () => subdirs("Media/Left"),
    (r) => r.status === 200 && (r.json.data.dir_files as Entry[]).some((entry) => entry.playback),
  );
  return (listed.json.data.dir_files as Entry[])[0]!;
}

test("a segment released while the home is making it: the home stops waiting for it and holds nothing", async () => {
  await unplayedVideo();
  const transfer = newTransfer();
  const answer = askHome(owner.homeId, { call: "hls", relpath: "Media/Left/hevc.mp4", name: "1.ts", viewer: hashToken("a viewer who leaves"), transfer }).then(
    () => null,
    (error: unknown) => error,
  );
  // The release follows the call on the same connection, long before ffmpeg has written the segment.
  expect(await askHome(owner.homeId, { call: "release", transfer })).toBeNull();
  const refusal = await answer;
  expect(refusal).toBeInstanceOf(AppError);
  expect((refusal as AppError).message).toBe("The viewer left.");
  const held = await askHome(owner.homeId, { call: "held", transfer, start: 0, length: 64 }).then(
    () => null,
    (error: unknown) => error,
  );
  expect((held as AppError).status).toBe(404);
});

test("an HLS viewer who leaves before the segment comes: the hosted face releases it at home", async () => {
  const video = await unplayedVideo();
  const [agent] = await io.of(AGENT_NAMESPACE).fetchSockets();
  const local = io.of(AGENT_NAMESPACE).sockets.get(agent!.id)!;
  const sent: { call: string; transfer?: string }[] = [];
  const record = (_event: string, call: { call: string; transfer?: string }) => sent.push(call);
  local.onAnyOutgoing(record);
  try {
    const viewer = new AbortController();
    const request = new Request(`http://localhost/api_hems_f2f/browse/${homeNumber}/hls/${video.en_file_relpath}/0.ts`, {
      headers: { cookie: owner.cookie },
      signal: viewer.signal,
    });
    const reply = hlsCall(request, { params: Promise.resolve({ id: homeNumber, path: video.en_file_relpath, name: "0.ts" }) });
    const asked = await until(
      async () => sent.find((call) => call.call === "hls"),
      (call) => call !== undefined,
    );
    viewer.abort();
    // Given up at home: the home answers at once that the viewer left, not with the segment.
    expect((await reply).status).toBe(503);
    expect(sent.filter((call) => call.call === "release")).toEqual([{ call: "release", transfer: asked!.transfer }]);
  } finally {
    local.offAnyOutgoing(record);
  }
});

test("the home server restarts and its agent connects again; offline in between says since when", async () => {
  await stopHome(home);
  const away = await until(online, (r) => r.json.data.online === false);
  expect(away.json.data.online).toBe(false);
  expect(Date.parse(away.json.data.since)).toBeGreaterThan(0); // last heard from
  expect((await subdirs("Media/Family")).status).toBe(503);

  home = await startHome(token);
  expect((await until(online, (r) => r.json.data.online === true)).json.data.online).toBe(true);
  expect((await subdirs("Media/Family")).status).toBe(200);
});

test("an agent whose connection dropped is found again as soon as it is back, though the relay had just chosen its old connection", async () => {
  expect((await subdirs("Media/Family")).status).toBe(200); // the relay now reuses this connection for a few seconds
  const [before] = await io.of(AGENT_NAMESPACE).fetchSockets();
  io.of(AGENT_NAMESPACE).sockets.get(before!.id)!.conn.close(); // the network drops it; the agent reconnects by itself
  const back = await until(
    () => io.of(AGENT_NAMESPACE).fetchSockets(),
    (sockets) => sockets.length === 1 && sockets[0]!.id !== before!.id,
  );
  expect(back.map((socket) => socket.id)).not.toContain(before!.id);
  expect((await subdirs("Media/Family")).status).toBe(200);
  expect((await fileRequest("Media/noise.mp3", { range: "bytes=0-9" })).status).toBe(206);
});

test("a revoked token is refused at once: its agent is disconnected and cannot connect again", async () => {
  const revoked = await call(revokeToken, `/api_hems_f2f/agent/tokens/${tokenId}`, { method: "DELETE", params: { tokenId }, cookie: owner.cookie });
  expect(revoked.status).toBe(200);
  // It was the home's only token: the home is offline, and still says since when (not "never connected").
  expect((await call(listTokens, "/api_hems_f2f/agent/tokens", { cookie: owner.cookie })).json.data).toEqual([]);
  const away = await online();
  expect(away.json.data.online).toBe(false);
  expect(Date.now() - Date.parse(away.json.data.since)).toBeLessThan(60_000);
  expect((await subdirs("Media/Family")).status).toBe(503);

  const again = connect(`${upstream}${AGENT_NAMESPACE}`, { auth: { token }, transports: ["websocket"], reconnection: false });
  const refusal = await new Promise<Error>((resolve) => again.once("connect_error", resolve));
  again.close();
  expect(refusal.message).toBe(AGENT_TOKEN_REFUSED);
  expect((await online()).json.data.online).toBe(false);
  await stopHome(home);
});

/** Runs `fn` with this process answering as the other face (the settings calls are the home face's). */
async function asFace<T>(face: "home" | "tebe", fn: () => Promise<T>): Promise<T> {
  process.env.DEPLOY_TYPE = face;
  resetConfigForTests();
  try {
    return await fn();
  } finally {
    process.env.DEPLOY_TYPE = "tebe";
    resetConfigForTests();
  }
}

test("a home owner enters the hosted service on /settings: kept private to the server, connected, and forgotten on disconnect", async () => {
  const made = await call(createToken, "/api_hems_f2f/agent/tokens", { body: { name: "Entered in settings" }, cookie: owner.cookie });
  const entered = { upstream_url: upstream, token: made.json.data.token as string };
  const connection = () => asFace("home", () => call(connectionCall, "/api_ctx/agent_connection", { cookie: owner.cookie }));
  // The hosted face has no agent of its own to set.
  expect((await call(connectCall, "/api_ctx/connect_agent", { body: entered, cookie: owner.cookie })).status).toBe(403);
  for (const bad of [{ ...entered, upstream_url: "ftp://example.com" }, { ...entered, token: "short" }, { upstream_url: upstream }]) {
    expect((await asFace("home", () => call(connectCall, "/api_ctx/connect_agent", { body: bad, cookie: owner.cookie }))).status).toBe(400);
  }
  const file = path.join(process.env.DATA_DIR!, "agent.json");
  expect(fs.existsSync(file)).toBe(false);

  const connected = await asFace("home", () => call(connectCall, "/api_ctx/connect_agent", { body: entered, cookie: owner.cookie }));
  expect(connected.status).toBe(200);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const status = await until(connection, (r) => r.json.data.connected === true);
  expect(status.json.data).toEqual({ upstream_url: upstream, from_environment: false, connected: true, since: expect.any(String), error: null });
  expect((await online()).json.data.online).toBe(true);
  // The token never comes back.
  expect(JSON.stringify(status.json)).not.toContain(entered.token);

  const gone = await asFace("home", () => call(disconnectCall, "/api_ctx/disconnect_agent", { body: {}, cookie: owner.cookie }));
  expect(gone.json.data).toMatchObject({ upstream_url: null, connected: false });
  expect(fs.existsSync(file)).toBe(false);
  expect((await until(online, (r) => r.json.data.online === false)).json.data.online).toBe(false);
});

test("wrong tokens are attempt-limited per address", async () => {
  const messages: string[] = [];
  for (let i = 0; i < 11; i++) {
    const socket = connect(`${upstream}${AGENT_NAMESPACE}`, {
      auth: { token: `wrong-token-${i}-0123456789abcdef` },
      transports: ["websocket"],
      reconnection: false,
    });
    messages.push((await new Promise<Error>((resolve) => socket.once("connect_error", resolve))).message);
    socket.close();
  }
  // One failure was the revoked token above: 10 allowed in all.
  expect(messages.slice(0, 9)).toEqual(Array(9).fill(AGENT_TOKEN_REFUSED));
  expect(messages.slice(9)).toEqual(Array(2).fill("Too many attempts. Please try again later."));
});
