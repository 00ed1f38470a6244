import fs from "node:fs";
import http from "node:http";
import { requestContextOf } from "@/lib/http/request-context";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { GET as lvGet, HEAD as lvHead } from "@/app/api/media/lv/[...path]/route";
import { GET as videoGet, HEAD as videoHead } from "@/app/api/media/video/[...path]/route";
import { db } from "@/lib/db";
import { destroySession } from "@/lib/auth/session";
import { deleteRoot } from "@/lib/media/queries/roots";
import { encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { syncMediaRoots } from "@/lib/media/roots";
import { mediaRouteOf, serveMediaRequest } from "@/lib/streaming/node";
import { REUSE_MS } from "@/lib/streaming/shared-files";
import { eventually, openDescriptorsOn, openDescriptorsOnReplaced } from "../helpers/descriptors";

// server.ts's fast path for media bytes (lib/streaming/node.ts), on a real
// socket: a plain node:http server that calls serveMediaRequest first and
// answers what it leaves with 599 "next" (where server.ts calls Next). The
// same requests also go to the Next route handlers: both must agree.

const SECRET = "HEMS-SECRET-4b1d-DO-NOT-SERVE";
const CLIP_SIZE = 3 * 1024 * 1024 + 123; // several read chunks
const BIG_SIZE = 2 * 2 ** 30; // sparse

let database: TestDatabase;
let tmp: string;
let mediaDir: string;
let clip: Buffer;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherOwner: Awaited<ReturnType<typeof signedIn>>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "home", APP_ENV: "local" });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-fast-"));
  mediaDir = path.join(tmp, "media");
  fs.mkdirSync(path.join(mediaDir, "Family"), { recursive: true });
  fs.writeFileSync(path.join(tmp, "secret.mp4"), SECRET);
  clip = Buffer.alloc(CLIP_SIZE);
  for (let i = 0; i < CLIP_SIZE; i++) clip[i] = (i * 13 + (i >> 10)) % 251;
  fs.writeFileSync(path.join(mediaDir, "Family", "clip.mp4"), clip);
  fs.writeFileSync(path.join(mediaDir, "Family", "page.html"), "<script>alert(1)</script>");
  fs.writeFileSync(path.join(mediaDir, "empty.mp4"), "");
  fs.closeSync(fs.openSync(path.join(mediaDir, "big.mp4"), "w"));
  fs.truncateSync(path.join(mediaDir, "big.mp4"), BIG_SIZE);
  fs.symlinkSync(path.join("..", "secret.mp4"), path.join(mediaDir, "out-link.mp4"));
  fs.symlinkSync("/etc", path.join(mediaDir, "etc-link"));

  owner = await signedIn("owner");
  otherOwner = await signedIn("owner");
  await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Media", path: mediaDir } });

  server = http.createServer((req, res) => {
    void serveMediaRequest(req, res).then((served) => {
      if (!served) res.writeHead(599, { "content-type": "text/plain" }).end("next");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Reply = { status: number; statusText: string; headers: http.IncomingHttpHeaders; body: Buffer };
type Options = { method?: "GET" | "HEAD" | "POST" | "OPTIONS"; cookie?: string | null; headers?: Record<string, string> };

/** One request on the wire, the raw path sent exactly as given. */
function request(rawPath: string, options: Options = {}): Promise<Reply> {
  const cookie = options.cookie === undefined ? owner.cookie : options.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/`,
      { method: options.method ?? "GET", path: rawPath, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, statusText: res.statusMessage!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const video = (relpath: string) => `/media_video_root/${relpath.split("/").map(encodeURIComponent).join("/")}`;
const lv = (relpath: string) => `/media_lv_video_root/${encodeUrlSafeBase64Path(relpath)}`;

describe("mediaRouteOf: only the plain spelling of the two URLs", () => {
  test.each([
    ["/media_video_root/Media/a%20b.mp4?t=1", { route: "video", segments: ["Media", "a b.mp4"] }],
    ["/media_video_root/Media/%2e%2e/x", { route: "video", segments: ["Media", "..", "x"] }],
    ["/media_lv_video_root/TWVkaWE", { route: "lv", segments: ["TWVkaWE"] }],
  ])("%s", (url, expected) => {
    expect(mediaRouteOf(url)).toEqual(expected);
  });

  test.each([
    "/media_video_root/",
    "/media_video_root/Media//x",
    "/media_video_root/Media/x/",
    "/media_video_root/Media/../x",
    "/media_video_root/./x",
    "/media_video_root/Media\\x",
    "/media_video_root/Media/%E0%A4%A",
    "/media_video_rootx/Media/x",
    "/api/media/video/Media/x",
    "http://evil/media_video_root/Media/x",
    "/",
  ])("%s is left to Next", (url) => {
    expect(mediaRouteOf(url)).toBeNull();
  });
});

describe.each([
  ["video", video],
  ["lv", lv],
])("fast path, %s URL", (_name, url) => {
  test("a range is a 206 with exactly its bytes and every header", async () => {
    const reply = await request(url("Media/Family/clip.mp4"), { headers: { range: "bytes=100-2099999" } });
    expect(reply.status).toBe(206);
    expect(reply.headers["content-range"]).toBe(`bytes 100-2099999/${CLIP_SIZE}`);
    expect(reply.headers["content-length"]).toBe("2099900");
    expect(reply.headers["content-type"]).toBe("video/mp4");
    expect(reply.headers["accept-ranges"]).toBe("bytes");
    expect(reply.headers["cache-control"]).toBe("private");
    expect(reply.headers["etag"]).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    // What proxy.ts adds to every reply served by Next.
    expect(reply.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(reply.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(reply.headers["x-request-id"]).toBeTruthy();
    expect(reply.body.equals(clip.subarray(100, 2100000))).toBe(true);
  });

  test("a full GET sends the whole file (several read chunks)", async () => {
    const reply = await request(url("Media/Family/clip.mp4"));
    expect(reply.status).toBe(200);
    expect(reply.headers["content-length"]).toBe(String(CLIP_SIZE));
    expect(reply.body.equals(clip)).toBe(true);
  });

  test("a range beyond the end is a 416 envelope with the size", async () => {
    const reply = await request(url("Media/Family/clip.mp4"), { headers: { range: `bytes=${CLIP_SIZE}-` } });
    expect(reply.status).toBe(416);
    expect(reply.headers["content-range"]).toBe(`bytes */${CLIP_SIZE}`);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ status: false, error: expect.any(String) });
  });

  test("HEAD has the GET headers and no body; If-None-Match and If-Range work", async () => {
    const head = await request(url("Media/Family/clip.mp4"), { method: "HEAD", headers: { range: "bytes=10-19" } });
    expect(head.status).toBe(206);
    expect(head.headers["content-length"]).toBe("10");
    expect(head.body.length).toBe(0);
    const etag = head.headers.etag as string;
    expect((await request(url("Media/Family/clip.mp4"), { headers: { "if-none-match": etag } })).status).toBe(304);
    const kept = await request(url("Media/Family/clip.mp4"), { headers: { range: "bytes=0-9", "if-range": etag } });
    expect(kept.status).toBe(206);
    const stale = await request(url("Media/Family/clip.mp4"), { headers: { range: "bytes=0-9", "if-range": '"0-0"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(CLIP_SIZE);
  });

  test("an empty file, and a file that is not a photo, video or audio (not served)", async () => {
    const empty = await request(url("Media/empty.mp4"));
    expect(empty.status).toBe(200);
    expect(empty.headers["content-length"]).toBe("0");
    const page = await request(url("Media/Family/page.html"));
    expect(page.status).toBe(404);
    expect(page.body.toString()).not.toContain("<script>");
  });

  test("without a session: 401 UNAUTHORIZED 'You are not login!'; another home: 404", async () => {
    for (const cookie of [null, "hems_session=owner.not-a-real-token"]) {
      const reply = await request(url("Media/Family/clip.mp4"), { cookie });
      expect(reply.status).toBe(401);
      expect(reply.statusText).toBe("UNAUTHORIZED");
      expect(JSON.parse(reply.body.toString())).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
    }
    expect((await request(url("Media/Family/clip.mp4"), { cookie: otherOwner.cookie })).status).toBe(404);
  });

  test("a guest of the home reads its media", async () => {
    const guest = await signedIn("guest", owner.homeId);
    expect((await request(url("Media/Family/clip.mp4"), { cookie: guest.cookie, method: "HEAD" })).status).toBe(200);
  });
});

const TRAVERSALS = [
  "Media/../secret.mp4",
  "../secret.mp4",
  "Media/%2e%2e/secret.mp4",
  "Media/..%2fsecret.mp4",
  "Media/%252e%252e/secret.mp4",
  "Media/a%5C..%5Csecret.mp4",
  "Media/secret.mp4%00.mp4",
  "Media/%EF%BC%8E%EF%BC%8E/secret.mp4",
  "Media/out-link.mp4",
  "Media/etc-link/passwd",
  "%2Fetc%2Fpasswd",
  "Media/Family",
  "Media",
];

function expectRefused(reply: Reply) {
  expect(reply.body.toString("latin1")).not.toContain(SECRET);
  expect(reply.body.toString("latin1")).not.toContain("root:x:0:0");
  if (reply.status === 599) return; // left to Next (a raw ".." segment)
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(JSON.parse(reply.body.toString())).toMatchObject({ status: false, error: expect.any(String) });
}

describe("traversal never leaks a byte", () => {
  test.each(TRAVERSALS)("/media_video_root/%s", async (raw) => {
    expectRefused(await request(`/media_video_root/${raw}`));
    expectRefused(await request(`/media_video_root/${raw}`, { headers: { range: "bytes=0-" } }));
  });

  test.each(TRAVERSALS)("/media_lv_video_root/ base64 of %s", async (raw) => {
    const reply = await request(lv(raw));
    expect(reply.status).not.toBe(599);
    expectRefused(reply);
  });

  test("a malformed base64 segment is a 400", async () => {
    const reply = await request("/media_lv_video_root/!!!!");
    expect(reply.status).toBe(400);
    expectRefused(reply);
  });
});

describe("agrees with the Next route handlers", () => {
  const cases: Array<[string, Record<string, string>]> = [
    ["Media/Family/clip.mp4", {}],
    ["Media/Family/clip.mp4", { range: "bytes=5-500" }],
    ["Media/Family/clip.mp4", { range: "bytes=-100" }],
    ["Media/Family/clip.mp4", { range: "bytes=0-1,50-60" }],
    ["Media/Family/clip.mp4", { range: `bytes=${CLIP_SIZE + 5}-` }],
    ["Media/Family/page.html", {}],
    ["Media/empty.mp4", { range: "bytes=0-" }],
    ["Media/missing.mp4", {}],
    ["Media/out-link.mp4", {}],
    ["Nope/clip.mp4", {}],
    ["Media/%2e%2e/secret.mp4", {}],
  ];
  const compared = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified", "cache-control", "content-disposition"];

  test.each(cases)("%s %j", async (relpath, headers) => {
    for (const method of ["GET", "HEAD"] as const) {
      for (const route of ["video", "lv"] as const) {
        const wire = route === "video" ? `/media_video_root/${relpath}` : lv(relpath);
        const fast = await request(wire, { method, headers });
        const req = new Request(`http://localhost${wire}`, { method, headers: { ...headers, cookie: owner.cookie } });
        const params = { path: route === "video" ? relpath.split("/").map(decodeURIComponent) : [encodeUrlSafeBase64Path(relpath)] };
        const handler = route === "video" ? (method === "HEAD" ? videoHead : videoGet) : method === "HEAD" ? lvHead : lvGet;
        const next = await handler(req, { params: Promise.resolve(params) });
        const nextBody = method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await next.arrayBuffer());
        expect(fast.status).toBe(next.status);
        for (const name of compared) {
          const expected = next.headers.get(name);
          // A JSON envelope's length is set by whoever serialises it.
          if (name === "content-length" && next.headers.get("content-type")?.includes("json")) continue;
          expect([name, fast.headers[name] ?? null]).toEqual([name, expected]);
        }
        expect(fast.body.equals(nextBody)).toBe(true);
      }
    }
  });
});

describe("descriptors and caches", () => {
  const big = () => path.join(mediaDir, "big.mp4");

  test("a download aborted by the client closes the file", async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}${video("Media/big.mp4")}`, { headers: { cookie: owner.cookie } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once("data", () => {
          expect(openDescriptorsOn(big())).toBe(1);
          req.destroy();
          resolve();
        });
      });
      req.on("error", (error) => (error.message.includes("socket hang up") || error.message.includes("aborted") ? undefined : reject(error)));
    });
    await eventually(() => openDescriptorsOn(big()) === 0);
  });

  test("finished, HEAD, 304 and 416 replies leave no descriptor open", async () => {
    await request(video("Media/big.mp4"), { headers: { range: "bytes=0-3145727" } });
    const head = await request(video("Media/big.mp4"), { method: "HEAD" });
    await request(video("Media/big.mp4"), { headers: { "if-none-match": head.headers.etag as string } });
    await request(video("Media/big.mp4"), { headers: { range: `bytes=${BIG_SIZE}-` } });
    await eventually(() => openDescriptorsOn(big()) === 0);
  });

  test("other methods and other URLs are left to Next", async () => {
    expect((await request(video("Media/Family/clip.mp4"), { method: "POST" })).status).toBe(599);
    expect((await request(video("Media/Family/clip.mp4"), { method: "OPTIONS" })).status).toBe(599);
    expect((await request("/api_myfilex/dirfilesroot")).status).toBe(599);
    expect((await request("/media_video_root/Media/Family/")).status).toBe(599);
  });

  test("signing out ends media access at once, though callers are cached", async () => {
    const guest = await signedIn("guest", owner.homeId);
    expect((await request(video("Media/Family/clip.mp4"), { cookie: guest.cookie, method: "HEAD" })).status).toBe(200);
    await destroySession(requestContextOf(new Request("http://localhost/check_logout", { headers: { cookie: guest.cookie } })));
    expect((await request(video("Media/Family/clip.mp4"), { cookie: guest.cookie, method: "HEAD" })).status).toBe(401);
  });

  test("removing a root ends access to it at once, though roots are cached", async () => {
    const other = path.join(tmp, "other");
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, "x.mp4"), "x");
    const root = await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Gone", path: other } });
    expect((await request(video("Gone/x.mp4"), { method: "HEAD" })).status).toBe(200);
    await deleteRoot(root.id);
    expect((await request(video("Gone/x.mp4"), { method: "HEAD" })).status).toBe(404);
  });
});

describe("shared descriptors (lib/streaming/shared-files.ts)", () => {
  const shared = () => path.join(mediaDir, "shared");
  const long = () => path.join(shared(), "long.mp4");
  const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
  const closeWindow = REUSE_MS + 3000;

  beforeAll(() => {
    fs.mkdirSync(shared());
    fs.closeSync(fs.openSync(long(), "w"));
    fs.truncateSync(long(), BIG_SIZE);
  });

  /** A full GET that has received its first bytes and then waits; destroy() ends it. */
  function startDownload(rawPath: string): Promise<http.ClientRequest> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${base}${rawPath}`, { headers: { cookie: owner.cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        res.once("data", () => {
          res.pause();
          resolve(req);
        });
      });
      req.on("error", reject); // after resolve: the destroy() of the test
    });
  }

  /** Renames a new symlink to `target` over `link`, so the link is never missing. */
  function swapSymlink(link: string, target: string) {
    const next = `${link}.next`;
    fs.symlinkSync(target, next);
    fs.renameSync(next, link);
  }

  test("concurrent requests for one file share one descriptor, closed once they are gone", async () => {
    const downloads = await Promise.all([1, 2, 3].map(() => startDownload(video("Media/shared/long.mp4"))));
    expect(openDescriptorsOn(long())).toBe(1);
    for (const download of downloads) download.destroy();
    await eventually(() => openDescriptorsOn(long()) === 0, closeWindow);
  });

  test("a finished request's descriptor serves the next one, then closes when idle", async () => {
    const file = path.join(shared(), "idle.mp4");
    fs.writeFileSync(file, clip);
    expect((await request(video("Media/shared/idle.mp4"), { method: "HEAD" })).status).toBe(200);
    expect(openDescriptorsOn(file)).toBe(1);
    const next = await request(video("Media/shared/idle.mp4"), { headers: { range: "bytes=0-9" } });
    expect(next.body.equals(clip.subarray(0, 10))).toBe(true);
    expect(openDescriptorsOn(file)).toBe(1);
    await eventually(() => openDescriptorsOn(file) === 0, closeWindow);
  });

  test("a replaced file: never a mix of versions, only the new one once REUSE_MS has passed, the old one closed", async () => {
    const file = path.join(shared(), "replaced.mp4");
    const older = clip;
    const newer = Buffer.from(clip).reverse(); // same size, other bytes
    fs.writeFileSync(file, older);
    const first = await request(video("Media/shared/replaced.mp4"));
    expect(first.body.equals(older)).toBe(true);

    const next = `${file}.next`;
    fs.writeFileSync(next, newer);
    fs.utimesSync(next, new Date("2020-01-01"), new Date("2020-01-01")); // another mtime: another ETag
    fs.renameSync(next, file);
    const replacedAt = Date.now();
    // Within REUSE_MS either version may come, each whole and with its own headers.
    const meanwhile = await request(video("Media/shared/replaced.mp4"));
    const olderServed = meanwhile.body.equals(older);
    expect(olderServed || meanwhile.body.equals(newer)).toBe(true);
    expect(meanwhile.headers.etag === first.headers.etag).toBe(olderServed);

    await sleepUntil(replacedAt + REUSE_MS);
    const after = await request(video("Media/shared/replaced.mp4"));
    expect(after.body.equals(newer)).toBe(true);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await eventually(() => openDescriptorsOnReplaced(file) === 0, closeWindow);
  });

  test("a symlink swapped to point outside the root after a first request: never a byte from outside, refused once REUSE_MS has passed", async () => {
    const link = path.join(shared(), "swapped.mp4");
    fs.symlinkSync(path.join("..", "Family", "clip.mp4"), link);
    expect((await request(video("Media/shared/swapped.mp4"))).body.equals(clip)).toBe(true);

    swapSymlink(link, path.join("..", "..", "secret.mp4"));
    const swappedAt = Date.now();
    // Within REUSE_MS the file checked before the swap (inside the root) may still come, or the refusal.
    const meanwhile = await request(video("Media/shared/swapped.mp4"), { headers: { range: "bytes=0-" } });
    expect(meanwhile.body.toString("latin1")).not.toContain(SECRET);
    expect(meanwhile.status === 206 ? meanwhile.body.equals(clip) : meanwhile.status === 400).toBe(true);

    await sleepUntil(swappedAt + REUSE_MS);
    for (const headers of [{}, { range: "bytes=0-" }] as Record<string, string>[]) {
      const after = await request(video("Media/shared/swapped.mp4"), { headers });
      expect(after.status).toBe(400);
      expectRefused(after);
    }
  });

  test("a download still reading a swapped symlink's old file does not keep that file shared", async () => {
    const link = path.join(shared(), "held.mp4");
    fs.symlinkSync("long.mp4", link);
    const download = await startDownload(video("Media/shared/held.mp4"));
    swapSymlink(link, path.join("..", "..", "secret.mp4"));
    const swappedAt = Date.now();
    await sleepUntil(swappedAt + REUSE_MS);
    const after = await request(video("Media/shared/held.mp4"));
    expect(after.status).toBe(400);
    expectRefused(after);
    expect(openDescriptorsOn(long())).toBe(1); // the download's own, still reading
    download.destroy();
    await eventually(() => openDescriptorsOn(long()) === 0, closeWindow);
  });

  test("nested roots never share a descriptor: a file outside the inner root stays refused through it", async () => {
    const inner = path.join(shared(), "inner");
    fs.mkdirSync(inner);
    fs.symlinkSync(path.join("..", "..", "Family", "clip.mp4"), path.join(inner, "up.mp4"));
    await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Inner", path: inner } });
    // Inside "Media": served, and its descriptor kept for a moment...
    expect((await request(video("Media/shared/inner/up.mp4"))).body.equals(clip)).toBe(true);
    // ...but through "Inner" the same file on disk leaves the root.
    const throughInner = await request(video("Inner/up.mp4"));
    expect(throughInner.status).toBe(400);
    expectRefused(throughInner);
  });

  test("a root moved to another folder serves from there at once, though roots and their real paths are cached", async () => {
    const folders = { A: path.join(tmp, "moved-a"), B: path.join(tmp, "moved-b") };
    for (const [text, folder] of Object.entries(folders)) {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, "x.mp4"), text);
    }
    await syncMediaRoots(db(), owner.homeId, [{ name: "Moved", path: folders.A }]);
    expect((await request(video("Moved/x.mp4"))).body.toString()).toBe("A");
    await syncMediaRoots(db(), owner.homeId, [{ name: "Moved", path: folders.B }]);
    expect((await request(video("Moved/x.mp4"))).body.toString()).toBe("B");
  });
});
