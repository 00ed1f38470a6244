import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { GET as lvGet, HEAD as lvHead } from "@/app/api/media/lv/[...path]/route";
import { GET as videoGet, HEAD as videoHead } from "@/app/api/media/video/[...path]/route";
import { db } from "@/lib/db";
import { encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { eventually, openDescriptorsOn } from "../helpers/descriptors";
import { TRAVERSALS } from "../helpers/traversals";

// Streams files of a temp media root named "Media" through both legacy routes:
//   /media_lv_video_root/{url-safe base64 of "Media/<path>"}
//   /media_video_root/Media/<path>
// with a secret file beside the root that must never leak.

const SECRET = "HEMS-SECRET-7f3a9c-DO-NOT-SERVE";
const CLIP_SIZE = 64 * 1024;
const BIG_SIZE = 5 * 2 ** 30; // sparse: takes no disk space

let database: TestDatabase;
let tmp: string;
let mediaDir: string;
let clip: Buffer;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherOwner: Awaited<ReturnType<typeof signedIn>>;

function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 8)) % 251;
  return bytes;
}

beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "home", APP_ENV: "local" });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-stream-"));
  mediaDir = path.join(tmp, "media");
  const otherDir = path.join(tmp, "other-home-media");
  fs.mkdirSync(path.join(mediaDir, "Family", "2023 Summer"), { recursive: true });
  fs.mkdirSync(path.join(mediaDir, "家庭"), { recursive: true });
  fs.mkdirSync(otherDir, { recursive: true });
  fs.writeFileSync(path.join(tmp, "secret.mp4"), SECRET);
  fs.writeFileSync(path.join(mediaDir, "..secret.mp4"), "a literal name starting with dots is fine");
  clip = patterned(CLIP_SIZE);
  fs.writeFileSync(path.join(mediaDir, "Family", "clip.mp4"), clip);
  fs.writeFileSync(path.join(mediaDir, "Family", "2023 Summer", "beach day.mp4"), clip.subarray(0, 1000));
  fs.writeFileSync(path.join(mediaDir, "家庭", "视频.mp4"), clip.subarray(0, 500));
  for (const name of [
    "clip.webm",
    "clip.mov",
    "clip.mkv",
    "photo.jpg",
    "photo.jpeg",
    "photo.png",
    "photo.webp",
    "notes.xyz123",
    "page.html",
    "icon.svg",
    "shadow",
    "notes.txt",
  ]) {
    fs.writeFileSync(path.join(mediaDir, "Family", name), "x");
  }
  fs.writeFileSync(path.join(mediaDir, "empty.mp4"), "");
  fs.closeSync(fs.openSync(path.join(mediaDir, "big.mp4"), "w"));
  fs.truncateSync(path.join(mediaDir, "big.mp4"), BIG_SIZE);
  fs.symlinkSync("/etc", path.join(mediaDir, "etc-link"));
  fs.symlinkSync(path.join("..", "secret.mp4"), path.join(mediaDir, "out-link"));
  fs.symlinkSync(path.join("..", "secret.mp4"), path.join(mediaDir, "Family", "secret.mp4"));
  fs.symlinkSync(path.join("Family", "clip.mp4"), path.join(mediaDir, "in-link.mp4"));
  fs.writeFileSync(path.join(otherDir, "other.mp4"), "other home's video");

  owner = await signedIn("owner");
  otherOwner = await signedIn("owner");
  await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Media", path: mediaDir } });
  await db().mediaRoot.create({ data: { homeId: otherOwner.homeId, name: "Media", path: otherDir } });
  await db().mediaRoot.create({ data: { homeId: otherOwner.homeId, name: "Private", path: otherDir } });
});

afterAll(async () => {
  await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Route = "lv" | "video";
type FetchOptions = { cookie?: string | null; headers?: Record<string, string>; method?: "GET" | "HEAD"; signal?: AbortSignal };

/** The catch-all params Next hands a route: the raw path split on "/", each segment URL-decoded once. */
function nextCatchAll(rawPath: string): string[] {
  return rawPath.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // Next itself answers 400 here; the handler must cope with the raw text too
    }
  });
}

/** Calls a route the way Next does, with the raw (wire) path after the prefix. */
async function requestRaw(route: Route, rawPath: string, options: FetchOptions = {}) {
  const method = options.method ?? "GET";
  const handler = route === "lv" ? (method === "HEAD" ? lvHead : lvGet) : method === "HEAD" ? videoHead : videoGet;
  const prefix = route === "lv" ? "/media_lv_video_root/" : "/media_video_root/";
  const headers = new Headers(options.headers);
  const cookie = options.cookie === undefined ? owner.cookie : options.cookie;
  if (cookie) headers.set("cookie", cookie);
  const req = new Request(`http://localhost${prefix}${encodeURI(rawPath)}`, { method, headers, signal: options.signal });
  const params = route === "lv" ? { path: [rawPath] } : { path: nextCatchAll(rawPath) };
  const response = await handler(req, { params: Promise.resolve(params) });
  const body = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get("content-type")?.includes("json") ? JSON.parse(body.toString("utf8")) : undefined;
  return { response, status: response.status, headers: response.headers, body, json };
}

/** A media relpath through either route: base64-encoded for lv, URL-encoded segments for video. */
function requestMedia(route: Route, relpath: string, options: FetchOptions = {}) {
  const raw = route === "lv" ? encodeUrlSafeBase64Path(relpath) : relpath.split("/").map(encodeURIComponent).join("/");
  return requestRaw(route, raw, options);
}

const routes: Route[] = ["lv", "video"];

describe.each(routes)("%s route", (route) => {
  test("a full GET returns the file with the range and cache headers", async () => {
    const { status, headers, body } = await requestMedia(route, "Media/Family/clip.mp4");
    expect(status).toBe(200);
    expect(body.equals(clip)).toBe(true);
    expect(headers.get("content-type")).toBe("video/mp4");
    expect(headers.get("content-length")).toBe(String(CLIP_SIZE));
    expect(headers.get("accept-ranges")).toBe("bytes");
    expect(headers.get("cache-control")).toBe("private");
    expect(headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(headers.get("last-modified")!).getTime()).toBe(Math.floor(fs.statSync(path.join(mediaDir, "Family", "clip.mp4")).mtimeMs / 1000) * 1000);
    expect(headers.get("content-range")).toBeNull();
  });

  test.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, CLIP_SIZE - 1],
    ["bytes=-50", CLIP_SIZE - 50, CLIP_SIZE - 1],
    ["bytes=1000-1999", 1000, 1999],
    [`bytes=${CLIP_SIZE - 10}-${CLIP_SIZE + 1000}`, CLIP_SIZE - 10, CLIP_SIZE - 1],
  ])("%s is a 206 with exactly those bytes", async (range, start, end) => {
    const { status, headers, body } = await requestMedia(route, "Media/Family/clip.mp4", { headers: { range } });
    expect(status).toBe(206);
    expect(headers.get("content-range")).toBe(`bytes ${start}-${end}/${CLIP_SIZE}`);
    expect(headers.get("content-length")).toBe(String(end - start + 1));
    expect(body.equals(clip.subarray(start, end + 1))).toBe(true);
  });

  test("a range beyond the end is a 416 with the size", async () => {
    const { status, headers, json } = await requestMedia(route, "Media/Family/clip.mp4", { headers: { range: `bytes=${CLIP_SIZE}-` } });
    expect(status).toBe(416);
    expect(headers.get("content-range")).toBe(`bytes */${CLIP_SIZE}`);
    expect(json).toMatchObject({ status: false, error: expect.any(String) });
  });

  test("several separate ranges are answered with the whole file", async () => {
    const { status, body } = await requestMedia(route, "Media/Family/clip.mp4", { headers: { range: "bytes=0-9,100-109" } });
    expect(status).toBe(200);
    expect(body.length).toBe(CLIP_SIZE);
  });

  test("HEAD has the GET headers and no body", async () => {
    const full = await requestMedia(route, "Media/Family/clip.mp4", { method: "HEAD" });
    expect(full.status).toBe(200);
    expect(full.body.length).toBe(0);
    expect(full.headers.get("content-length")).toBe(String(CLIP_SIZE));
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.headers.get("etag")).toBeTruthy();
    const ranged = await requestMedia(route, "Media/Family/clip.mp4", { method: "HEAD", headers: { range: "bytes=10-19" } });
    expect(ranged.status).toBe(206);
    expect(ranged.body.length).toBe(0);
    expect(ranged.headers.get("content-range")).toBe(`bytes 10-19/${CLIP_SIZE}`);
    expect(ranged.headers.get("content-length")).toBe("10");
  });

  test("If-None-Match with the current ETag is a 304; a stale one gets the file", async () => {
    const { headers } = await requestMedia(route, "Media/Family/clip.mp4", { method: "HEAD" });
    const etag = headers.get("etag")!;
    const fresh = await requestMedia(route, "Media/Family/clip.mp4", { headers: { "if-none-match": etag } });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers.get("etag")).toBe(etag);
    const stale = await requestMedia(route, "Media/Family/clip.mp4", { headers: { "if-none-match": '"0-0"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(clip)).toBe(true);
  });

  test("If-Range with the current ETag or date keeps the range; a stale one gets the whole file", async () => {
    const { headers } = await requestMedia(route, "Media/Family/clip.mp4", { method: "HEAD" });
    const etag = headers.get("etag")!;
    const date = headers.get("last-modified")!;
    for (const ifRange of [etag, date]) {
      const { status, body } = await requestMedia(route, "Media/Family/clip.mp4", { headers: { range: "bytes=0-99", "if-range": ifRange } });
      expect(status).toBe(206);
      expect(body.equals(clip.subarray(0, 100))).toBe(true);
    }
    for (const ifRange of ['"0-0"', `W/${etag}`, "Thu, 01 Jan 2015 00:00:00 GMT"]) {
      const { status, body } = await requestMedia(route, "Media/Family/clip.mp4", { headers: { range: "bytes=0-99", "if-range": ifRange } });
      expect(status).toBe(200);
      expect(body.equals(clip)).toBe(true);
    }
  });

  test.each([
    ["Family/clip.mp4", "video/mp4"],
    ["Family/clip.webm", "video/webm"],
    ["Family/clip.mov", "video/quicktime"],
    ["Family/clip.mkv", "video/x-matroska"],
    ["Family/photo.jpg", "image/jpeg"],
    ["Family/photo.jpeg", "image/jpeg"],
    ["Family/photo.png", "image/png"],
    ["Family/photo.webp", "image/webp"],
  ])("%s is served as %s, inline", async (file, type) => {
    const { status, headers } = await requestMedia(route, `Media/${file}`, { method: "HEAD" });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe(type);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("content-disposition")).toBeNull();
  });

  test.each(["Family/notes.xyz123", "Family/page.html", "Family/icon.svg", "Family/shadow", "Family/notes.txt"])(
    "%s, not a photo, video or audio file, is not served at all: 404",
    async (file) => {
      for (const method of ["GET", "HEAD"] as const) {
        const { status, headers } = await requestMedia(route, `Media/${file}`, { method });
        expect({ method, status, type: headers.get("content-type") }).toEqual({ method, status: 404, type: "application/json" });
      }
    },
  );

  test("names with spaces and Chinese characters, and symlinks inside the root, work", async () => {
    expect((await requestMedia(route, "Media/Family/2023 Summer/beach day.mp4")).body.equals(clip.subarray(0, 1000))).toBe(true);
    expect((await requestMedia(route, "Media/家庭/视频.mp4")).body.equals(clip.subarray(0, 500))).toBe(true);
    expect((await requestMedia(route, "Media/in-link.mp4")).body.equals(clip)).toBe(true);
    expect((await requestMedia(route, "Media/..secret.mp4")).status).toBe(200);
  });

  test("an empty file is a 200 with no body; any range of it a 416", async () => {
    const full = await requestMedia(route, "Media/empty.mp4");
    expect(full.status).toBe(200);
    expect(full.headers.get("content-length")).toBe("0");
    expect((await requestMedia(route, "Media/empty.mp4", { headers: { range: "bytes=0-" } })).status).toBe(416);
  });

  test("a 5 GiB file: sizes and offsets past 4 GiB are exact", async () => {
    const head = await requestMedia(route, "Media/big.mp4", { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(BIG_SIZE));
    const tail = await requestMedia(route, "Media/big.mp4", { headers: { range: `bytes=${2 ** 32}-${2 ** 32 + 9}` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${2 ** 32}-${2 ** 32 + 9}/${BIG_SIZE}`);
    expect(tail.body.equals(Buffer.alloc(10))).toBe(true);
  });

  test("without a session: 401 'You are not login!'", async () => {
    const { status, response, json } = await requestMedia(route, "Media/Family/clip.mp4", { cookie: null });
    expect(status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
    const expired = await requestMedia(route, "Media/Family/clip.mp4", { cookie: "hems_session=not-a-real-token" });
    expect(expired.status).toBe(401);
  });

  test("a guest signed in to the home reads its media", async () => {
    const guest = await signedIn("guest", owner.homeId);
    expect((await requestMedia(route, "Media/Family/clip.mp4", { cookie: guest.cookie })).status).toBe(200);
  });

  test("another home's owner only ever sees their own home's roots", async () => {
    // The same root name in another home resolves to that home's folder: our file is not there.
    const theirs = await requestMedia(route, "Media/Family/clip.mp4", { cookie: otherOwner.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ status: false });
    expect((await requestMedia(route, "Media/other.mp4", { cookie: otherOwner.cookie })).status).toBe(200);
    // ...and we never reach theirs.
    expect((await requestMedia(route, "Media/other.mp4")).status).toBe(404);
    expect((await requestMedia(route, "Private/other.mp4")).status).toBe(404);
  });
});

// Wire paths after /media_video_root/ (URL-decoded once, as Next does) and the
// same texts as the base64 payload of /media_lv_video_root/.

// Raw /media_lv_video_root/ segments that are not valid url-safe base64 of UTF-8.
const MALFORMED_LV_SEGMENTS: string[] = [
  "",
  "a",
  "!!!!",
  "..",
  "%2e%2e",
  "TWVkaWE=x",
  "TWVkaWE==",
  "TWVkaWE===",
  "TWVk aWE",
  "TWVk+aWE",
  "TWVkaWF",
  Buffer.from([0x4d, 0x65, 0x64, 0x69, 0x61, 0x2f, 0xc0, 0xae, 0xc0, 0xae]).toString("base64url"),
  Buffer.from([0x4d, 0x2f, 0xff, 0xfe]).toString("base64url"),
  Buffer.from([0xed, 0xa0, 0x80]).toString("base64url"),
  "A".repeat(10_000),
];

function expectNoLeak(result: { status: number; body: Buffer; json: unknown }) {
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.json).toMatchObject({ status: false, error: expect.any(String) });
  const text = result.body.toString("latin1");
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain("root:x:0:0");
}

describe("traversal and malformed paths never leak a byte", () => {
  test.each(TRAVERSALS)("/media_video_root/%s", async (raw) => {
    for (const headers of [{}, { range: "bytes=0-" }] as Record<string, string>[]) {
      expectNoLeak(await requestRaw("video", raw, { headers }));
      expectNoLeak(await requestRaw("video", raw, { headers, method: "HEAD" }));
    }
  });

  test.each(TRAVERSALS)("/media_lv_video_root/ base64 of %s", async (raw) => {
    // The base64 payload carries the text itself, once decoded ("%2e%2e" stays literal).
    for (const text of new Set([raw, nextCatchAll(raw).join("/")])) {
      expectNoLeak(await requestMedia("lv", text));
      expectNoLeak(await requestMedia("lv", text, { headers: { range: "bytes=0-" } }));
    }
  });

  test.each(MALFORMED_LV_SEGMENTS.map((s) => [s.slice(0, 40), s]))("/media_lv_video_root/%s is a 400", async (_shown, raw) => {
    const result = await requestRaw("lv", raw);
    expectNoLeak(result);
    expect(result.status).toBe(400);
  });

  test("more than one segment after /media_lv_video_root/ is a 400", async () => {
    const handlerResult = await lvGet(new Request("http://localhost/media_lv_video_root/a/b", { headers: { cookie: owner.cookie } }), {
      params: Promise.resolve({ path: [encodeUrlSafeBase64Path("Media"), encodeUrlSafeBase64Path("Family/clip.mp4")] }),
    });
    expect(handlerResult.status).toBe(400);
  });

  test("without a session a traversal is just a 401: nothing is looked up", async () => {
    const result = await requestRaw("video", "Media/../secret.mp4", { cookie: null });
    expect(result.status).toBe(401);
    expectNoLeak(result);
  });
});

describe("file descriptors and memory", () => {
  const big = () => path.join(mediaDir, "big.mp4");

  async function startStreaming(signal?: AbortSignal) {
    const req = new Request("http://localhost/media_video_root/Media/big.mp4", { headers: { cookie: owner.cookie }, signal });
    const response = await videoGet(req, { params: Promise.resolve({ path: ["Media", "big.mp4"] }) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(openDescriptorsOn(big())).toBe(1);
    return reader;
  }

  test("aborting the request (client gone) closes the file", async () => {
    const controller = new AbortController();
    const reader = await startStreaming(controller.signal);
    controller.abort();
    await eventually(() => openDescriptorsOn(big()) === 0);
    await expect(reader.read()).rejects.toBeDefined();
  });

  test("cancelling the body stream closes the file", async () => {
    const reader = await startStreaming();
    await reader.cancel();
    await eventually(() => openDescriptorsOn(big()) === 0);
  });

  test("a body read to the end closes the file; HEAD, 304 and 416 never leave one open", async () => {
    await requestMedia("video", "Media/big.mp4", { headers: { range: "bytes=0-1048575" } });
    const { headers } = await requestMedia("video", "Media/big.mp4", { method: "HEAD" });
    await requestMedia("video", "Media/big.mp4", { headers: { "if-none-match": headers.get("etag")! } });
    await requestMedia("video", "Media/big.mp4", { headers: { range: `bytes=${BIG_SIZE}-` } });
    await eventually(() => openDescriptorsOn(big()) === 0);
  });

  test("memory stays flat while 1 GiB streams", async () => {
    const req = new Request("http://localhost/media_video_root/Media/big.mp4", { headers: { cookie: owner.cookie, range: `bytes=0-${2 ** 30 - 1}` } });
    const response = await videoGet(req, { params: Promise.resolve({ path: ["Media", "big.mp4"] }) });
    const reader = response.body!.getReader();
    const before = process.memoryUsage().rss;
    let peak = before;
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(received).toBe(2 ** 30);
    expect(peak - before).toBeLessThan(128 * 2 ** 20);
  });
});
