import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { addScannedRoot, demoLibraryCopy, foldersOf } from "../helpers/media";
import { homeWithCallers } from "../helpers/accounts";
import { b64, call } from "../helpers/http";
import { db } from "@/lib/db";
import { DEMO_PHOTOS, DEMO_VIDEOS } from "@/lib/demo/catalog";
import { thumbnailFile, thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { placeholderPath } from "@/lib/thumbnails/paths";
import { GET as dirFilesRootCall } from "@/app/api/myfilex/dirfilesroot/route";
import { GET as dirFilesAllCall } from "@/app/api/myfilex/dirfilesall/[[...params]]/route";
import { GET as dirFilesBriefCall } from "@/app/api/myfilex/dirfilesbrief/[relpath]/route";
import { GET as folderBriefCall } from "@/app/api/myfilex/folderbrief/[relpath]/route";
import { POST as isPhotoRootCall } from "@/app/api/myfilex/isphotoroot/route";
import { nth } from "../helpers/checked";

// The file browser calls of /api_myfilex/ on a real database: the demo library
// (scanned with metadata) and generated folders (listing pass only) in one
// home, a second home with its own root:
//
// Big/Roll/{Sub 1..3/a.jpg, IMG_0000 ... IMG_0149 (every tenth an .mp4, the rest .jpg)}
// Big/Camera/{IMG_0000.jpg ... IMG_0099.jpg, VID_0000.mp4 ... VID_0002.mp4}
// Big/Outside -> the Secret root's folder, Big/Roll/outside.jpg -> a photo there (symlinks out of the root)
// Secret/Private/p.jpg

let database: TestDatabase;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
const ROLL_FILES = 150;
const ROLL_FOLDERS = 3;
const CAMERA_PHOTOS = 100;
const CAMERA_VIDEOS = 3;
const cameraPhoto = (i: number) => `IMG_${String(i).padStart(4, "0")}.jpg`;
const cameraVideo = (i: number) => `VID_${String(i).padStart(4, "0")}.mp4`;

beforeAll(async () => {
  database = await createTestDatabase();
  const work = fs.mkdtempSync(path.join(database.dataDir, "browse-"));
  const { home, ...callers } = await homeWithCallers("Browse Home");
  ({ owner, guest, stranger } = callers);

  await addScannedRoot(home.id, "Demo", await demoLibraryCopy(work, "demo"), { metadata: true });

  const big = path.join(work, "big");
  const roll = path.join(big, "Roll");
  fs.mkdirSync(roll, { recursive: true });
  for (let i = 0; i < ROLL_FILES; i++) fs.writeFileSync(path.join(roll, `IMG_${String(i).padStart(4, "0")}.${i % 10 === 0 ? "mp4" : "jpg"}`), "x");
  for (let i = 1; i <= ROLL_FOLDERS; i++) {
    fs.mkdirSync(path.join(roll, `Sub ${i}`));
    fs.writeFileSync(path.join(roll, `Sub ${i}`, "a.jpg"), "x");
  }
  // More than a page of photos, and videos whose names sort after every photo.
  const camera = path.join(big, "Camera");
  fs.mkdirSync(camera);
  for (let i = 0; i < CAMERA_PHOTOS; i++) fs.writeFileSync(path.join(camera, cameraPhoto(i)), "x");
  for (let i = 0; i < CAMERA_VIDEOS; i++) fs.writeFileSync(path.join(camera, cameraVideo(i)), "x");

  const secret = path.join(work, "secret");
  fs.mkdirSync(path.join(secret, "Private"), { recursive: true });
  fs.writeFileSync(path.join(secret, "Private", "p.jpg"), "x");
  fs.symlinkSync(path.join(secret, "Private"), path.join(big, "Outside"));
  fs.symlinkSync(path.join(secret, "Private", "p.jpg"), path.join(roll, "outside.jpg"));
  await addScannedRoot(home.id, "Big", big, { metadata: false });
  await addScannedRoot(stranger.homeId, "Secret", secret, { metadata: false });
}, 180_000);

afterAll(async () => {
  // Legacy replies leave the thumbnail jobs they did not wait for running: let them finish first.
  await thumbnailJobsSettled();
  await database.drop();
});

/** Traversal and malformed encoded relpaths: a 400 from every call that takes one. */
const TRAVERSALS: Array<[string, string]> = [
  ["dot-dot inside", b64("Big/../Demo")],
  ["dot-dot first", b64("../etc")],
  ["absolute path", b64("/etc/passwd")],
  ["backslash", b64("Big\\..\\Demo")],
  ["NUL byte", b64("Big/Roll\u0000")],
  ["encoded dot-dot", b64("Big/%2e%2e/Demo")],
  ["fullwidth dots", b64("Big/\uFF0E\uFF0E")],
  ["not base64", "Big/Roll"],
  ["base64 with bad characters", "QmlnL1JvbGw+"],
  ["percent-encoded", "%2E%2E"],
  ["empty segment", b64("Big//Roll")],
];
/** Own folders that are not there (or not folders), the symlinks out of the root, another home's folder: a 404. */
const UNKNOWN_FOLDERS = [
  "Demo/Nope",
  "Nope",
  `Demo/${nth(DEMO_VIDEOS, 0).relPath}`,
  "Big/Roll/IMG_0001.jpg",
  "Big/Outside",
  "Big/Roll/outside.jpg",
  "Secret",
  "Secret/Private",
];

type Item = Record<string, unknown> & { file_type: number; en_file_relpath: string; media_name_relpath: string; file_name: string };
type Page = { dir_files: Item[]; dir_info: Record<string, string>; page: number; breadcrumb: unknown[]; breadcrumbfull: unknown[] };

async function dirFilesAll(segments: string[], cookie: string | null = owner.cookie, query = "") {
  const reply = await call(dirFilesAllCall, `/api_myfilex/dirfilesall/${segments.join("/")}${query}`, {
    cookie: cookie ?? undefined,
    params: { params: segments },
  });
  return { ...reply, page: reply.status === 200 ? (JSON.parse(reply.json.data as string) as Page) : undefined };
}

const placeholder = () => `data:image/webp;base64,${fs.readFileSync(placeholderPath()).toString("base64")}`;

const DEMO_FOLDERS = foldersOf([...DEMO_PHOTOS, ...DEMO_VIDEOS].map((m) => m.relPath));
const childrenOf = (folder: string) => ({
  folders: [...DEMO_FOLDERS].filter((f) => path.posix.dirname(f) === folder || (folder === "" && !f.includes("/"))),
  photos: DEMO_PHOTOS.filter((p) => path.posix.dirname(p.relPath) === (folder || ".")),
  videos: DEMO_VIDEOS.filter((v) => path.posix.dirname(v.relPath) === (folder || ".")),
});
/** A demo folder with photos and no subfolders, and one with subfolders. */
const LEAF_PHOTO_FOLDER = [...DEMO_FOLDERS].find((f) => childrenOf(f).photos.length > 0 && childrenOf(f).folders.length === 0)!;
const NESTED_FOLDER = [...DEMO_FOLDERS].find((f) => childrenOf(f).folders.length > 0 && childrenOf(f).photos.length + childrenOf(f).videos.length > 0)!;

describe("GET /api_myfilex/dirfilesroot", () => {
  test("lists the home's media roots with encoded relpaths and counts", async () => {
    const { status, json } = await call(dirFilesRootCall, "/api_myfilex/dirfilesroot", { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(json.status).toBe(true);
    expect(json.data).toEqual([
      {
        name: "Demo",
        media_root: "Demo",
        media_name_relpath: "Demo",
        en_file_relpath: b64("Demo"),
        folder_count: DEMO_FOLDERS.size,
        photo_count: DEMO_PHOTOS.length,
        video_count: DEMO_VIDEOS.length,
      },
      {
        name: "Big",
        media_root: "Big",
        media_name_relpath: "Big",
        en_file_relpath: b64("Big"),
        folder_count: 2 + ROLL_FOLDERS,
        photo_count: 135 + ROLL_FOLDERS + CAMERA_PHOTOS,
        video_count: 15 + CAMERA_VIDEOS,
      },
    ]);
  });

  test("a guest of the home sees the same roots; another home sees only its own", async () => {
    const asGuest = await call(dirFilesRootCall, "/api_myfilex/dirfilesroot", { cookie: guest.cookie });
    expect((asGuest.json.data as Array<{ name: string }>).map((r) => r.name)).toEqual(["Demo", "Big"]);
    const asStranger = await call(dirFilesRootCall, "/api_myfilex/dirfilesroot", { cookie: stranger.cookie });
    expect((asStranger.json.data as Array<{ name: string }>).map((r) => r.name)).toEqual(["Secret"]);
  });

  test("no session is a 401", async () => {
    const { status, json } = await call(dirFilesRootCall, "/api_myfilex/dirfilesroot");
    expect(status).toBe(401);
    expect(json).toMatchObject({ status: false, error: "You are not login!" });
  });
});

describe("GET /api_myfilex/dirfilesall/{page}/{encodedRelpath}", () => {
  test("data is a JSON string with dir_files, dir_info, page and breadcrumbs", async () => {
    const folder = NESTED_FOLDER;
    const { status, json, page } = await dirFilesAll(["0", b64(`Demo/${folder}`)]);
    expect(status).toBe(200);
    expect(json.status).toBe(true);
    expect(typeof json.data).toBe("string");
    const expected = childrenOf(folder);
    expect(page!.page).toBe(-1);
    expect(page!.dir_files).toHaveLength(expected.folders.length + expected.photos.length + expected.videos.length);
    // Folders first.
    expect(page!.dir_files.slice(0, expected.folders.length).every((f) => f.file_type === 1)).toBe(true);
    expect(page!.dir_files.slice(expected.folders.length).every((f) => f.file_type !== 1)).toBe(true);

    const segments = `Demo/${folder}`.split("/");
    expect(page!.dir_info).toEqual({
      dir_name_orig: segments.at(-1),
      media_name_relpath: `Demo/${folder}`,
      dir_name_url_only: segments.map(encodeURIComponent).join("/"),
      encode_media_root: b64("Demo"),
      en_relpath: b64(`Demo/${folder}`),
    });
    const trail = segments.map((title, i) => ({ item_title: title, item_en_relpath: b64(segments.slice(0, i + 1).join("/")) }));
    expect(page!.breadcrumbfull).toEqual(trail);
    expect(page!.breadcrumb).toEqual(trail.slice(0, -1));

    const sub = nth(page!.dir_files, 0);
    expect(sub).toMatchObject({
      file_type: 1,
      file_title: sub.file_name,
      file_ext: "",
      thumbnail: `/api/thumbs/${sub.id}`,
      duration: null,
      media_root: "Demo",
      en_file_relpath: b64(sub.media_name_relpath),
      file_name_url: `/folder/${b64(sub.media_name_relpath)}`,
    });
    expect(expected.folders.map((f) => `Demo/${f}`)).toContain(sub.media_name_relpath);
  });

  test("photo and video items carry their metadata, thumbnail URL (?thumbs=url) and stream URL", async () => {
    const video = DEMO_VIDEOS.find((v) => v.relPath.includes("/"))!;
    const folder = path.posix.dirname(video.relPath);
    const { page } = await dirFilesAll(["0", b64(`Demo/${folder}`)], owner.cookie, "?thumbs=url");
    const item = page!.dir_files.find((f) => f.media_name_relpath === `Demo/${video.relPath}`)!;
    expect(item).toMatchObject({
      file_type: 3,
      file_name: path.posix.basename(video.relPath),
      file_title: path.posix.basename(video.relPath, ".mp4"),
      file_ext: "mp4",
      media_root: "Demo",
      en_file_relpath: b64(`Demo/${video.relPath}`),
      file_name_url: `/media_lv_video_root/${b64(`Demo/${video.relPath}`)}`,
      file_name_url_only: `Demo/${video.relPath}`.split("/").map(encodeURIComponent).join("/"),
      width: video.width,
      height: video.height,
    });
    expect(item.duration).toBeCloseTo(video.seconds, 0);
    expect(item.thumbnail).toMatch(new RegExp(`^/api/thumbs/${item.id}\\?v=[0-9a-f]{12}$`));
    expect(new Date(item.create_time as string).toISOString()).toBe(item.create_time);

    const photo = DEMO_PHOTOS.find((p) => p.relPath.startsWith(`${LEAF_PHOTO_FOLDER}/`))!;
    const photos = await dirFilesAll(["0", b64(`Demo/${LEAF_PHOTO_FOLDER}`)], owner.cookie, "?thumbs=url");
    const photoItem = photos.page!.dir_files.find((f) => f.media_name_relpath === `Demo/${photo.relPath}`)!;
    expect(photoItem).toMatchObject({ file_type: 2, relfile_name: `Demo/${photo.relPath}`, width: photo.width, height: photo.height, duration: null });
    expect(typeof photoItem.create_time_original).toBe("string");
  });

  test("by default photos and videos carry base64 thumbnails: the cached one, made now, or the placeholder", async () => {
    const photo = DEMO_PHOTOS.find((p) => p.relPath.startsWith(`${LEAF_PHOTO_FOLDER}/`))!;
    const relpath = ["0", b64(`Demo/${LEAF_PHOTO_FOLDER}`)];
    const first = await dirFilesAll(relpath);
    expect(first.status).toBe(200);
    const media = first.page!.dir_files.filter((f) => f.file_type !== 1);
    expect(media.length).toBeGreaterThan(0);
    for (const item of media) expect(item.thumbnail).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    // Folders carry their cover's path either way.
    for (const item of first.page!.dir_files.filter((f) => f.file_type === 1)) expect(item.thumbnail).toBe(`/api/thumbs/${item.id}`);

    // Once made, a thumbnail is sent as it is on disk.
    const row = await db().mediaFile.findFirstOrThrow({ where: { relpath: photo.relPath, root: { name: "Demo" } }, include: { root: true } });
    const made = await thumbnailFile({ ...row, rootPath: row.root.path });
    expect(made.placeholder).toBe(false);
    const again = await dirFilesAll(relpath);
    const item = again.page!.dir_files.find((f) => f.media_name_relpath === `Demo/${photo.relPath}`)!;
    expect(item.thumbnail).toBe(`data:image/webp;base64,${fs.readFileSync(made.path).toString("base64")}`);
    expect(item.thumbnail).not.toBe(placeholder());
    // The rest of the reply is the same as the URL form's.
    const urls = (await dirFilesAll(relpath, owner.cookie, "?thumbs=url")).page!;
    expect(urls.dir_files.map(({ thumbnail: _t, ...rest }) => rest)).toEqual(again.page!.dir_files.map(({ thumbnail: _t, ...rest }) => rest));
    expect(urls.dir_files.find((f) => f.id === item.id)!.thumbnail).toMatch(new RegExp(`^/api/thumbs/${item.id}\\?v=[0-9a-f]{12}$`));
    expect((await dirFilesAll(relpath, owner.cookie, "?thumbs=base64")).page!.dir_files.find((f) => f.id === item.id)!.thumbnail).toBe(item.thumbnail);
  }, 60_000);

  test("files that cannot be decoded carry the placeholder's base64; an unknown thumbs form is a 400", async () => {
    const { page } = await dirFilesAll(["0", b64("Big/Roll")]);
    const media = page!.dir_files.filter((f) => f.file_type !== 1);
    expect(media).toHaveLength(57);
    for (const item of media) expect(item.thumbnail).toBe(placeholder());
    for (const query of ["?thumbs=URL", "?thumbs=", "?thumbs=png"]) {
      const { status, json } = await dirFilesAll(["0", b64("Big/Roll")], owner.cookie, query);
      expect([query, status]).toEqual([query, 400]);
      expect(json).toMatchObject({ status: false, error: "Invalid thumbs." });
    }
  }, 60_000);

  test("a root lists its top level; no relpath means the home's first root", async () => {
    const root = await dirFilesAll(["0", b64("Demo")]);
    expect(root.status).toBe(200);
    expect(root.page!.dir_info.dir_name_orig).toBe("Demo");
    expect(root.page!.breadcrumb).toEqual([]);
    expect(root.page!.breadcrumbfull).toEqual([{ item_title: "Demo", item_en_relpath: b64("Demo") }]);
    const top = childrenOf("");
    expect(root.page!.dir_files.map((f) => f.media_name_relpath).sort()).toEqual(
      [...top.folders, ...top.photos.map((p) => p.relPath), ...top.videos.map((v) => v.relPath)].map((r) => `Demo/${r}`).sort(),
    );
    const first = await dirFilesAll(["0"]);
    expect(first.page).toEqual(root.page);
    // The first call may leave the page out too.
    expect((await dirFilesAll([])).page).toEqual(root.page);
  });

  test("pages through 153 entries: pages 0, 1, 2 then -1; folders, videos, photos; no duplicates or gaps", async () => {
    const seen: Item[] = [];
    const nexts: number[] = [];
    let next = 0;
    while (next !== -1) {
      const { status, page } = await dirFilesAll([String(next), b64("Big/Roll")]);
      expect(status).toBe(200);
      expect(page!.dir_files.length).toBe(next < 2 ? 60 : 33);
      seen.push(...page!.dir_files);
      nexts.push(page!.page);
      next = page!.page;
    }
    expect(nexts).toEqual([1, 2, -1]);
    const names = seen.map((f) => f.file_name);
    expect(new Set(names).size).toBe(names.length);
    const files = Array.from({ length: ROLL_FILES }, (_, i) => `IMG_${String(i).padStart(4, "0")}.${i % 10 === 0 ? "mp4" : "jpg"}`);
    const expected = [
      ...Array.from({ length: ROLL_FOLDERS }, (_, i) => `Sub ${i + 1}`),
      ...files.filter((f) => f.endsWith(".mp4")),
      ...files.filter((f) => f.endsWith(".jpg")),
    ];
    expect(names).toEqual(expected);
    expect(seen.map((f) => f.file_type)).toEqual([...Array(ROLL_FOLDERS).fill(1), ...Array(15).fill(3), ...Array(135).fill(2)]);
  });

  test("page 0 carries a folder's videos even when their names sort after more than a page of photos", async () => {
    const first = await dirFilesAll(["0", b64("Big/Camera")]);
    expect(first.page!.page).toBe(1);
    expect(first.page!.dir_files.map((f) => [f.file_type, f.file_name])).toEqual([
      ...Array.from({ length: CAMERA_VIDEOS }, (_, i) => [3, cameraVideo(i)]),
      ...Array.from({ length: 60 - CAMERA_VIDEOS }, (_, i) => [2, cameraPhoto(i)]),
    ]);
    const second = await dirFilesAll(["1", b64("Big/Camera")]);
    expect(second.page!.page).toBe(-1);
    expect(second.page!.dir_files.map((f) => f.file_name)).toEqual(
      Array.from({ length: CAMERA_PHOTOS + CAMERA_VIDEOS - 60 }, (_, i) => cameraPhoto(60 - CAMERA_VIDEOS + i)),
    );
    // The folder's card shows its first entries in the same order.
    const card = await call(folderBriefCall, "/x?thumbs=url", { cookie: owner.cookie, params: { relpath: b64("Big/Camera") } });
    expect((card.json.data as Item[]).map((f) => f.file_name)).toEqual([cameraVideo(0), cameraVideo(1), cameraVideo(2), cameraPhoto(0)]);
  });

  test("a page past the end and the documented -1 answer an empty page with page -1", async () => {
    for (const page of ["3", "999", "-1"]) {
      const reply = await dirFilesAll([page, b64("Big/Roll")]);
      expect(reply.status).toBe(200);
      expect(reply.page).toMatchObject({ dir_files: [], page: -1 });
      expect(reply.page!.dir_info.media_name_relpath).toBe("Big/Roll");
    }
  });

  test.each(["-2", "-100", "abc", "1.5", "1e3", "01", "+1", "", " 1", "99999999", "1000001", "9007199254740993"])("page %p is a 400", async (page) => {
    const { status, json } = await dirFilesAll([page, b64("Big/Roll")]);
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, error: "Invalid page." });
  });

  test.each(TRAVERSALS)("traversal and malformed paths are a 400 (%s)", async (_label, encoded) => {
    const { status, json } = await dirFilesAll(["0", encoded]);
    expect(status).toBe(400);
    expect(json.status).toBe(false);
    expect(typeof json.error).toBe("string");
  });

  test("more than page and relpath is a 400", async () => {
    expect((await dirFilesAll(["0", b64("Big"), b64("Roll")])).status).toBe(400);
  });

  test("unknown folders, files, symlinks out of the root and other homes' folders are a 404", async () => {
    for (const relpath of UNKNOWN_FOLDERS) {
      const { status, json } = await dirFilesAll(["0", b64(relpath)]);
      expect([relpath, status]).toEqual([relpath, 404]);
      expect(json).toMatchObject({ status: false, error: "Folder not found." });
    }
    // Symlinks out of the root are not listed either.
    expect((await dirFilesAll(["0", b64("Big")])).page!.dir_files.map((f) => f.file_name)).toEqual(["Camera", "Roll"]);
    // The other home's owner reaches it; this home's roots are unknown there.
    expect((await dirFilesAll(["0", b64("Secret/Private")], stranger.cookie)).page!.dir_files).toHaveLength(1);
    expect((await dirFilesAll(["0", b64("Demo")], stranger.cookie)).status).toBe(404);
  });

  test("a guest of the home browses; no session is a 401", async () => {
    expect((await dirFilesAll(["0", b64("Big/Roll")], guest.cookie)).status).toBe(200);
    const { status, json } = await dirFilesAll(["0", b64("Big/Roll")], null);
    expect(status).toBe(401);
    expect(json).toMatchObject({ status: false, error: "You are not login!" });
  });
});

describe("GET /api_myfilex/dirfilesbrief/{encodedRelpath}", () => {
  test("data is a JSON string with the first page's entries, brief", async () => {
    const { status, json } = await call(dirFilesBriefCall, "/x", { cookie: owner.cookie, params: { relpath: b64("Big/Roll") } });
    expect(status).toBe(200);
    expect(typeof json.data).toBe("string");
    const data = JSON.parse(json.data as string) as { dir_files: Item[]; dir_info: Record<string, string>; page: number };
    expect(data.page).toBe(1);
    expect(data.dir_files).toHaveLength(60);
    expect(Object.keys(nth(data.dir_files, 0)).sort()).toEqual(
      ["duration", "en_file_relpath", "file_name", "file_title", "file_type", "id", "media_name_relpath", "thumbnail"].sort(),
    );
    expect(nth(data.dir_files, 0)).toMatchObject({ file_type: 1, file_name: "Sub 1", media_name_relpath: "Big/Roll/Sub 1" });
    expect(data.dir_info.media_name_relpath).toBe("Big/Roll");
    // Photos and videos: base64 by default, the versioned URL with ?thumbs=url; folders a path either way.
    expect(nth(data.dir_files, 0).thumbnail).toBe(`/api/thumbs/${nth(data.dir_files, 0).id}`);
    expect(data.dir_files[3]).toMatchObject({ file_type: 3, thumbnail: placeholder() });
    const urls = await call(dirFilesBriefCall, "/x?thumbs=url", { cookie: owner.cookie, params: { relpath: b64("Big/Roll") } });
    const withUrls = JSON.parse(urls.json.data as string) as typeof data;
    expect(nth(withUrls.dir_files, 3).thumbnail).toMatch(new RegExp(`^/api/thumbs/${nth(withUrls.dir_files, 3).id}\\?v=[0-9a-f]{12}$`));
    expect(withUrls.dir_files.map((f) => f.id)).toEqual(data.dir_files.map((f) => f.id));
  });

  test("401, 400 and 404 like dirfilesall", async () => {
    expect((await call(dirFilesBriefCall, "/x", { params: { relpath: b64("Big/Roll") } })).status).toBe(401);
    for (const [label, relpath] of [...TRAVERSALS, ["raw dot-dot", "../x"] as const]) {
      expect([label, (await call(dirFilesBriefCall, "/x", { cookie: owner.cookie, params: { relpath } })).status]).toEqual([label, 400]);
    }
    for (const relpath of UNKNOWN_FOLDERS) {
      const { status, json } = await call(dirFilesBriefCall, "/x", { cookie: owner.cookie, params: { relpath: b64(relpath) } });
      expect([relpath, status, json.error]).toEqual([relpath, 404, "Folder not found."]);
    }
  });
});

describe("GET /api_myfilex/folderbrief/{encodedRelpath}", () => {
  test("data lists up to 4 photos and videos with base64 thumbnails", async () => {
    const { status, json } = await call(folderBriefCall, "/x", { cookie: owner.cookie, params: { relpath: b64(`Demo/${LEAF_PHOTO_FOLDER}`) } });
    expect(status).toBe(200);
    const items = json.data as Item[];
    const expected = childrenOf(LEAF_PHOTO_FOLDER);
    expect(items).toHaveLength(Math.min(4, expected.photos.length + expected.videos.length));
    for (const item of items) {
      expect([2, 3]).toContain(item.file_type);
      expect(item.thumbnail).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(item.media_name_relpath.startsWith(`Demo/${LEAF_PHOTO_FOLDER}/`)).toBe(true);
    }
  }, 60_000);

  test("?thumbs=url gives the same items with versioned thumbnail URLs (the app's folder cards)", async () => {
    const params = { relpath: b64(`Demo/${LEAF_PHOTO_FOLDER}`) };
    const base64 = (await call(folderBriefCall, "/x", { cookie: owner.cookie, params })).json.data as Item[];
    const urls = (await call(folderBriefCall, "/x?thumbs=url", { cookie: owner.cookie, params })).json.data as Item[];
    expect(urls.map((item) => item.id)).toEqual(base64.map((item) => item.id));
    for (const item of urls) expect(item.thumbnail).toMatch(new RegExp(`^/api/thumbs/${item.id}\\?v=[0-9a-f]{12}$`));
    expect((await call(folderBriefCall, "/x?thumbs=x", { cookie: owner.cookie, params })).status).toBe(400);
  }, 60_000);

  test("a folder with only subfolders has none; errors as elsewhere", async () => {
    const top = await call(folderBriefCall, "/x", { cookie: owner.cookie, params: { relpath: b64("Big") } });
    expect(top.json).toEqual({ status: true, data: [] });
    expect((await call(folderBriefCall, "/x", { params: { relpath: b64("Big") } })).status).toBe(401);
    for (const [label, relpath] of TRAVERSALS) {
      expect([label, (await call(folderBriefCall, "/x", { cookie: owner.cookie, params: { relpath } })).status]).toEqual([label, 400]);
    }
    for (const relpath of UNKNOWN_FOLDERS) {
      const { status, json } = await call(folderBriefCall, "/x", { cookie: owner.cookie, params: { relpath: b64(relpath) } });
      expect([relpath, status, json.error]).toEqual([relpath, 404, "Folder not found."]);
    }
  });
});

describe("POST /api_myfilex/isphotoroot", () => {
  const ask = (body: unknown, cookie: string | null = owner.cookie) => call(isPhotoRootCall, "/api_myfilex/isphotoroot", { cookie: cookie ?? undefined, body });

  test("true for a folder of photos without subfolders, false otherwise", async () => {
    expect((await ask({ relpath: `Demo/${LEAF_PHOTO_FOLDER}` })).json).toEqual({ status: true, data: true });
    expect((await ask({ relpath: "Big/Roll/Sub 1" })).json).toEqual({ status: true, data: true });
    expect((await ask({ relpath: "Big/Roll" })).json).toEqual({ status: true, data: false });
    expect((await ask({ relpath: `Demo/${NESTED_FOLDER}` })).json).toEqual({ status: true, data: false });
    expect((await ask({ relpath: "Demo" })).json).toEqual({ status: true, data: false });
    const videoOnly = [...DEMO_FOLDERS].find((f) => childrenOf(f).videos.length > 0 && childrenOf(f).photos.length === 0 && childrenOf(f).folders.length === 0);
    if (videoOnly) expect((await ask({ relpath: `Demo/${videoOnly}` })).json).toEqual({ status: true, data: false });
  });

  test("bad bodies and traversal are a 400, unknown and foreign folders a 404, no session a 401", async () => {
    const malformed = ["", "Big/../Demo", "../Big", "/etc", "Big\\Roll", "Big/Roll\u0000", "Big/%2e%2e/Demo", "Big/\uFF0E\uFF0E", "Big//Roll"];
    for (const body of [{}, { relpath: 3 }, ...malformed.map((relpath) => ({ relpath }))]) {
      const { status, json } = await ask(body);
      expect([body, status]).toEqual([body, 400]);
      expect(json.status).toBe(false);
    }
    expect((await call(isPhotoRootCall, "/x", { cookie: owner.cookie, rawBody: "{not json", headers: { "content-type": "application/json" } })).status).toBe(
      400,
    );
    for (const relpath of UNKNOWN_FOLDERS) expect([relpath, (await ask({ relpath })).status]).toEqual([relpath, 404]);
    expect((await ask({ relpath: "Big/Roll" }, null)).status).toBe(401);
  });
});
