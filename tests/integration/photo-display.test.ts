import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";
import { displayVersion } from "@/lib/media/display-rules";
import { displayPath, thumbnailKey } from "@/lib/thumbnails/paths";
import { GET as displayRoute } from "@/app/api/photos/[id]/display/route";
import { valueAt } from "../helpers/checked";

// GET /api/photos/{id}/display on a real database: a HEIF photo (what phones
// write as .heic; Chromium cannot show it) and a big, sideways-stored JPEG
// become upright JPEGs of at most 1600 px, cached under DATA_DIR; the route's
// access rules, versions and ETag.

let database: TestDatabase;
let library: string;
let rootId: string;
let owner: { homeId: string; cookie: string };
let stranger: { cookie: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  library = path.join(database.dataDir, "library");
  fs.mkdirSync(path.join(library, "Phone"), { recursive: true });
  // HEIF with AV1 inside: the sharp on npm reads it (HEVC-coded HEIC needs a libheif built with a HEVC decoder).
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#3a8f6b" } })
    .heif({ compression: "av1", effort: 0 })
    .toFile(path.join(library, "Phone", "IMG_0001.heic"));
  // A 12 MP phone photo stored sideways (EXIF orientation 6): shown upright, 1200 x 1600.
  await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#c0504d" } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toFile(path.join(library, "Phone", "IMG_0002.jpg"));
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4f81bd" } })
    .png()
    .toFile(path.join(library, "Phone", "small.png"));
  fs.writeFileSync(path.join(library, "Phone", "broken.jpg"), "not an image at all ".repeat(20));
  fs.writeFileSync(path.join(library, "Phone", "clip.mp4"), "x");

  owner = await signedIn("owner");
  stranger = await signedIn("owner");
  await syncMediaRoots(db(), owner.homeId, [{ name: "Lib", path: library }]);
  rootId = (await db().mediaRoot.findFirstOrThrow({ where: { homeId: owner.homeId } })).id;
  await scanRoot(rootId);
  for (const row of await db().mediaFile.findMany({ where: { rootId }, select: { id: true, relpath: true } })) ids[row.relpath] = row.id;
}, 120_000);

afterAll(() => database.drop());

const get = (id: number | string, cookie?: string, query = "", headers?: Record<string, string>) =>
  call(displayRoute, `/api/photos/${id}/display${query}`, { cookie, headers, params: { id: String(id) } });

async function jpegOf(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  return sharp(body).metadata();
}

describe("GET /api/photos/{id}/display", () => {
  test("a HEIF photo becomes a JPEG the browser can show, cached under DATA_DIR", async () => {
    const { status, response } = await get(valueAt(ids, "Phone/IMG_0001.heic"), owner.cookie);
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await jpegOf(response);
    expect(meta).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    const row = await db().mediaFile.findFirstOrThrow({ where: { id: valueAt(ids, "Phone/IMG_0001.heic") } });
    const cached = displayPath(database.dataDir, thumbnailKey(row));
    expect(fs.existsSync(cached)).toBe(true);
    expect(response.headers.get("etag")).toBe(`"d-${thumbnailKey(row)}"`);
  });

  test("a big sideways JPEG comes upright and at most 1600 px; a small one is not enlarged", async () => {
    const big = await jpegOf((await get(valueAt(ids, "Phone/IMG_0002.jpg"), owner.cookie)).response);
    expect(big).toMatchObject({ format: "jpeg", width: 1200, height: 1600 });
    expect(big.orientation ?? 1).toBe(1);
    const small = await jpegOf((await get(valueAt(ids, "Phone/small.png"), owner.cookie)).response);
    expect(small).toMatchObject({ format: "jpeg", width: 640, height: 480 });
  });

  test("the current version may be cached for a year; any other is revalidated; a matching ETag is a 304", async () => {
    const row = await db().mediaFile.findFirstOrThrow({ where: { id: valueAt(ids, "Phone/IMG_0002.jpg") } });
    const current = await get(row.id, owner.cookie, `?v=${displayVersion(row.mtime.getTime())}`);
    expect(current.response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const stale = await get(row.id, owner.cookie, "?v=abc");
    expect(stale.response.headers.get("cache-control")).toBe("private, no-cache");
    const etag = current.response.headers.get("etag")!;
    expect((await get(row.id, owner.cookie, "", { "if-none-match": etag })).status).toBe(304);
    expect((await get(row.id, owner.cookie, "?v=NOT-A-VERSION")).status).toBe(400);
  });

  test("no session is a 401; another home's photo, videos, folders and unknown ids a 404; bad ids a 400", async () => {
    const anonymous = await get(valueAt(ids, "Phone/IMG_0001.heic"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ status: false, error: "You are not login!" });
    expect((await get(valueAt(ids, "Phone/IMG_0001.heic"), stranger.cookie)).status).toBe(404);
    expect((await get(valueAt(ids, "Phone/clip.mp4"), owner.cookie)).status).toBe(404);
    expect((await get(valueAt(ids, "Phone"), owner.cookie)).status).toBe(404);
    expect((await get(2_000_000_000, owner.cookie)).status).toBe(404);
    for (const id of ["0", "abc", "1e3", "-1"]) expect((await get(id, owner.cookie)).status).toBe(400);
  });

  test("a photo that cannot be decoded is a 404 with a reason, not an error page", async () => {
    const { status, json } = await get(valueAt(ids, "Phone/broken.jpg"), owner.cookie);
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: false, error: "This photo cannot be shown." });
  });

  test("a changed photo's rendition is removed by the rescan and made again", async () => {
    const relpath = "Phone/small.png";
    const before = await db().mediaFile.findFirstOrThrow({ where: { id: valueAt(ids, relpath) } });
    const old = displayPath(database.dataDir, thumbnailKey(before));
    expect(fs.existsSync(old)).toBe(true);
    await sharp({ create: { width: 300, height: 500, channels: 3, background: "#9bbb59" } })
      .png()
      .toFile(path.join(library, relpath));
    fs.utimesSync(path.join(library, relpath), new Date(), new Date(Date.now() + 5_000));
    await scanRoot(rootId);
    expect(fs.existsSync(old)).toBe(false);
    expect(await jpegOf((await get(valueAt(ids, relpath), owner.cookie)).response)).toMatchObject({ width: 300, height: 500 });
  });
});
