import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { testDatabaseForFile } from "../helpers/database";
import { demoLibraryCopy } from "../helpers/media";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { DEMO_PHOTOS, DEMO_VIDEOS } from "@/lib/demo/catalog";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";
import {
  THUMBNAIL_WORKERS,
  thumbnailBase64,
  thumbnailFile,
  thumbnailJobsSettled,
  thumbnailsBase64,
  wantedFolders,
  type ThumbnailSource,
} from "@/lib/thumbnails/thumbnails";
import { placeholderPath, THUMBNAIL_SIZE, thumbnailKey, thumbnailPath } from "@/lib/thumbnails/paths";
import { GET as thumbRoute } from "@/app/api/thumbs/[id]/route";
import { nth } from "../helpers/checked";

// Thumbnails of the demo library on a real database: orientation, size and
// format, video frames, the cache and its invalidation, the placeholder, and
// the route's access rules and caching headers.

const database = testDatabaseForFile();
let library: string;
let rootId: string;
let homeId: string;
let ownerCookie: string;

beforeAll(async () => {
  library = await demoLibraryCopy(database.dataDir);
  fs.mkdirSync(path.join(library, "Broken"));
  fs.writeFileSync(path.join(library, "Broken", "garbage.jpg"), Buffer.from("definitely not an image ".repeat(40)));
  const owner = await signedIn("owner");
  homeId = owner.homeId;
  ownerCookie = owner.cookie;
  await syncMediaRoots(db(), homeId, [{ name: "Demo", path: library }]);
  rootId = (await db().mediaRoot.findFirstOrThrow({ where: { homeId } })).id;
  await scanRoot(rootId);
}, 120_000);

async function source(relpath: string): Promise<ThumbnailSource> {
  const row = await db().mediaFile.findFirstOrThrow({ where: { rootId, relpath } });
  return { ...row, rootPath: library };
}

describe("thumbnailFile", () => {
  test("a sideways-stored phone photo (EXIF orientation 6) gives an upright portrait WebP of 320 px", async () => {
    const photo = DEMO_PHOTOS.find((p) => p.orientation === 6)!;
    const thumb = await thumbnailFile(await source(photo.relPath));
    expect(thumb.placeholder).toBe(false);
    expect(thumb.path).toBe(thumbnailPath(database.dataDir, thumb.key));
    expect(thumb.path.startsWith(path.join(database.dataDir, "thumbs"))).toBe(true);
    const meta = await sharp(thumb.path).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 240, height: THUMBNAIL_SIZE });
    // Pixels are upright: no orientation left for a viewer to apply.
    expect(meta.orientation ?? 1).toBe(1);
    expect((await db().mediaFile.findFirstOrThrow({ where: { rootId, relpath: photo.relPath } })).thumbState).toBe("ready");
  });

  test("landscape photos, PNG and WebP sources fit 320 px on the long side", async () => {
    for (const photo of [
      DEMO_PHOTOS.find((p) => p.width > p.height && p.format === "jpeg")!,
      DEMO_PHOTOS.find((p) => p.format === "png")!,
      DEMO_PHOTOS.find((p) => p.format === "webp")!,
    ]) {
      const meta = await sharp((await thumbnailFile(await source(photo.relPath))).path).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width!, meta.height!)).toBe(THUMBNAIL_SIZE);
      expect(meta.width! > meta.height!).toBe(photo.width > photo.height);
    }
  });

  test("a video's thumbnail is a frame from ffmpeg, 320 px wide for a 16:9 clip", async () => {
    const video = DEMO_VIDEOS.find((v) => v.width === 1280)!;
    const thumb = await thumbnailFile(await source(video.relPath));
    expect(thumb.placeholder).toBe(false);
    expect(await sharp(thumb.path).metadata()).toMatchObject({ format: "webp", width: 320, height: 180 });
    // The clips fade in from black: a frame at 10 % of the duration is not a black one.
    const { channels } = await sharp(thumb.path).stats();
    expect(Math.max(...channels.slice(0, 3).map((c) => c.mean))).toBeGreaterThan(20);
  });

  test("the second call is a cache hit: the same file, not made again", async () => {
    const file = await source(nth(DEMO_PHOTOS, 3).relPath);
    const first = await thumbnailFile(file);
    const madeAt = fs.statSync(first.path).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await Promise.all([thumbnailFile(await source(nth(DEMO_PHOTOS, 3).relPath)), thumbnailFile(file)]);
    expect(again.map((t) => t.path)).toEqual([first.path, first.path]);
    expect(fs.statSync(first.path).mtimeMs).toBe(madeAt);
  });

  test("concurrent first requests share one job", async () => {
    const file = await source(nth(DEMO_PHOTOS, 5).relPath);
    const results = await Promise.all(Array.from({ length: 6 }, () => thumbnailFile(file)));
    expect(new Set(results.map((t) => t.path)).size).toBe(1);
    const dir = path.dirname(nth(results, 0).path);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  test("a changed file gets a new thumbnail after the rescan, and the old one is removed", async () => {
    const relpath = nth(DEMO_PHOTOS, 7).relPath;
    const old = await thumbnailFile(await source(relpath));
    const rotated = await sharp(path.join(library, relpath)).rotate(90).jpeg().toBuffer();
    fs.writeFileSync(path.join(library, relpath), rotated);
    await scanRoot(rootId);

    const changed = await source(relpath);
    expect(changed.thumbState).toBe("pending");
    expect(fs.existsSync(old.path)).toBe(false);
    const fresh = await thumbnailFile(changed);
    expect(fresh.key).not.toBe(old.key);
    expect(fresh.key).toBe(thumbnailKey(changed));
    const before = await sharp(path.join(library, relpath)).metadata();
    const meta = await sharp(fresh.path).metadata();
    expect(meta.width! > meta.height!).toBe(before.width! > before.height!);
  });

  test("a file that cannot be decoded gets the shipped placeholder, and is not retried until it changes", async () => {
    const file = await source("Broken/garbage.jpg");
    const thumb = await thumbnailFile(file);
    expect(thumb).toMatchObject({ placeholder: true, path: placeholderPath() });
    expect(await sharp(thumb.path).metadata()).toMatchObject({ format: "webp" });
    const row = await source("Broken/garbage.jpg");
    expect(row.thumbState).toBe("failed");
    expect(await thumbnailFile(row)).toMatchObject({ placeholder: true });
    expect(fs.existsSync(thumbnailPath(database.dataDir, thumbnailKey(row)))).toBe(false);
  });

  test("thumbnailBase64 gives the data URL the legacy replies carry", async () => {
    const url = await thumbnailBase64(await source(nth(DEMO_PHOTOS, 0).relPath));
    expect(url).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    expect(await thumbnailBase64(await source("Broken/garbage.jpg"))).toBe(`data:image/webp;base64,${fs.readFileSync(placeholderPath()).toString("base64")}`);
  });

  test("thumbnailsBase64: cached ones as they are; missing ones made within the wait, else the placeholder while their job goes on", async () => {
    const placeholder = `data:image/webp;base64,${fs.readFileSync(placeholderPath()).toString("base64")}`;
    const cachedFile = await source(nth(DEMO_PHOTOS, 0).relPath);
    const cached = await thumbnailFile(cachedFile);
    const video = DEMO_VIDEOS.find((v) => v.relPath !== nth(DEMO_VIDEOS, 0).relPath)!;
    const missing = [await source(nth(DEMO_PHOTOS, 9).relPath), await source(video.relPath)];
    for (const file of missing) expect(fs.existsSync(thumbnailPath(database.dataDir, thumbnailKey(file)))).toBe(false);

    // No time to wait: the cached one is sent, the missing ones are the placeholder...
    const quick = await thumbnailsBase64([cachedFile, ...missing, await source("Broken/garbage.jpg")], { waitMs: 0 });
    expect(quick).toEqual([`data:image/webp;base64,${fs.readFileSync(cached.path).toString("base64")}`, placeholder, placeholder, placeholder]);
    // ...and their jobs finish after the reply: the next reply has them.
    await thumbnailJobsSettled();
    for (const file of missing) expect(fs.existsSync(thumbnailPath(database.dataDir, thumbnailKey(file)))).toBe(true);
    const later = await thumbnailsBase64(missing, { waitMs: 0 });
    expect(later.every((url) => url !== placeholder && url.startsWith("data:image/webp;base64,"))).toBe(true);

    // A reply starts at most maxJobs jobs; within the wait they are sent made.
    const two = [await source(nth(DEMO_PHOTOS, 10).relPath), await source(nth(DEMO_PHOTOS, 11).relPath)];
    const capped = await thumbnailsBase64(two, { maxJobs: 1, waitMs: 30_000 });
    expect(capped.filter((url) => url === placeholder)).toHaveLength(1);
    await thumbnailJobsSettled();
    expect(two.filter((file) => fs.existsSync(thumbnailPath(database.dataDir, thumbnailKey(file))))).toHaveLength(1);
  }, 60_000);

  test("the thumbnail pass of a scan makes every missing thumbnail", async () => {
    const summary = await scanRoot(rootId, { thumbnails: true });
    expect(summary.thumbnails).toBeGreaterThan(0);
    const states = await db().mediaFile.groupBy({ by: ["thumbState"], where: { rootId, type: { not: "folder" }, sortKey: { gte: 0 } }, _count: true });
    expect(states).toEqual([{ thumbState: "ready", _count: DEMO_PHOTOS.length + DEMO_VIDEOS.length }]);
  }, 60_000);
});

describe("a viewer's thumbnails go first", () => {
  let queueDir: string;
  let queueRoot: string;

  // Three folders of six photos each, in a home of their own, indexed without thumbnails.
  beforeAll(async () => {
    queueDir = path.join(database.dataDir, "queue-library");
    const noise = { type: "gaussian" as const, mean: 128, sigma: 30 };
    for (const folder of ["A", "B", "C"]) {
      fs.mkdirSync(path.join(queueDir, folder), { recursive: true });
      for (let i = 0; i < 6; i++) {
        await sharp({ create: { width: 1024, height: 768, channels: 3, background: "#000", noise } })
          .jpeg()
          .toFile(path.join(queueDir, folder, `photo ${i}.jpg`));
      }
    }
    const owner = await signedIn("owner");
    await syncMediaRoots(db(), owner.homeId, [{ name: "Queue", path: queueDir }]);
    queueRoot = (await db().mediaRoot.findFirstOrThrow({ where: { homeId: owner.homeId } })).id;
    await scanRoot(queueRoot);
  }, 60_000);

  const photosIn = (parent: string) => db().mediaFile.findMany({ where: { rootId: queueRoot, parent, type: "photo" }, orderBy: { sortKey: "asc" } });
  const madeAt = (file: Awaited<ReturnType<typeof photosIn>>[number]) => fs.statSync(thumbnailPath(database.dataDir, thumbnailKey(file))).mtimeMs;

  test("a viewer's job starts before the indexer's queued ones", async () => {
    const queued = [...(await photosIn("A")), ...(await photosIn("B"))].slice(0, THUMBNAIL_WORKERS + 3);
    const [asked] = await photosIn("C");
    const indexer = queued.map((file) => thumbnailFile({ ...file, rootPath: queueDir }, undefined, "indexer"));
    const viewer = await thumbnailFile({ ...asked!, rootPath: queueDir });
    await Promise.all(indexer);
    expect(viewer.placeholder).toBe(false);
    // Every worker was busy and three indexer jobs waited: the viewer's went before the last of them.
    expect(madeAt(asked!)).toBeLessThan(Math.max(...queued.map(madeAt)));
  }, 60_000);

  test("the thumbnail pass makes the missing thumbnails of a folder a viewer opened before the others", async () => {
    await db().mediaFile.updateMany({ where: { rootId: queueRoot }, data: { thumbState: "pending" } });
    fs.rmSync(path.join(database.dataDir, "thumbs"), { recursive: true, force: true });
    // A viewer opens C (the last folder of the walk): its first photo is made at once, and C is wanted.
    const [first, ...rest] = await photosIn("C");
    await thumbnailFile({ ...first!, rootPath: queueDir });
    const summary = await scanRoot(queueRoot, { thumbnails: true });
    expect(summary.thumbnails).toBe(17);
    const others = [...(await photosIn("A")), ...(await photosIn("B"))];
    expect(Math.max(...rest.map(madeAt))).toBeLessThanOrEqual(Math.min(...others.map(madeAt)));
    expect(wantedFolders(queueRoot)).toEqual([]);
  }, 60_000);
});

describe("GET /api/thumbs/{id}", () => {
  const get = (id: number | string, cookie?: string, headers?: Record<string, string>) =>
    call(thumbRoute, `/api/thumbs/${id}`, { cookie, headers, params: { id: String(id) } });

  test("needs a session", async () => {
    const file = await source(nth(DEMO_PHOTOS, 1).relPath);
    const { status, json, response } = await get(file.id);
    expect(status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toMatchObject({ status: false, error: "You are not login!" });
  });

  test("serves a WebP that browsers may cache for a year, and 304 for a matching ETag", async () => {
    const file = await source(nth(DEMO_PHOTOS, 1).relPath);
    const { status, response } = await get(file.id, ownerCookie);
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    expect(etag).toBe(`"${thumbnailKey(file)}"`);
    const body = Buffer.from(await response.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe("webp");

    const again = await get(file.id, ownerCookie, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  test("a guest of the home may see thumbnails too", async () => {
    const guest = await signedIn("guest", homeId);
    expect((await get((await source(nth(DEMO_PHOTOS, 2).relPath)).id, guest.cookie)).status).toBe(200);
  });

  test("a folder shows its first photo or video; an undecodable file the placeholder, briefly cached", async () => {
    const folder = await source("Pets");
    const cover = await db().mediaFile.findFirstOrThrow({ where: { rootId, parent: "Pets", type: { not: "folder" } }, orderBy: { sortKey: "asc" } });
    const { status, response } = await get(folder.id, ownerCookie);
    expect(status).toBe(200);
    expect(response.headers.get("etag")).toBe(`"${thumbnailKey(cover)}"`);

    const broken = await get((await source("Broken/garbage.jpg")).id, ownerCookie);
    expect(broken.status).toBe(200);
    expect(broken.response.headers.get("content-type")).toBe("image/webp");
    expect(broken.response.headers.get("cache-control")).toBe("private, max-age=60");
  });

  test("a folder of folders shows the first photo or video further down", async () => {
    fs.mkdirSync(path.join(library, "Years", "2024", "Summer"), { recursive: true });
    const photo = DEMO_PHOTOS.find((p) => p.relPath.endsWith(".jpg"))!;
    fs.copyFileSync(path.join(library, photo.relPath), path.join(library, "Years", "2024", "Summer", "beach.jpg"));
    await scanRoot(rootId);
    const nested = await db().mediaFile.findFirstOrThrow({ where: { rootId, relpath: "Years/2024/Summer/beach.jpg" } });
    const { status, response } = await get((await source("Years")).id, ownerCookie);
    expect(status).toBe(200);
    expect(response.headers.get("etag")).toBe(`"${thumbnailKey(nested)}"`);
  });

  test("another home's file, an unknown id and a malformed id are refused", async () => {
    const stranger = await signedIn("owner");
    const file = await source(nth(DEMO_PHOTOS, 1).relPath);
    const other = await get(file.id, stranger.cookie);
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ status: false });
    expect((await get(99_999_999, ownerCookie)).status).toBe(404);
    expect((await get("abc", ownerCookie)).status).toBe(400);
    expect((await get("1e3", ownerCookie)).status).toBe(400);
  });
});
