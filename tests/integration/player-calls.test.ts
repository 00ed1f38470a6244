import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { homeWithCallers } from "../helpers/accounts";
import { b64, call } from "../helpers/http";
import { addScannedRoot, makeTree } from "../helpers/media";
import { db } from "@/lib/db";
import { thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { GET as similarFilesCall } from "@/app/api/myfilex/similarfiles/[relpath]/route";
import { GET as playerFileCall } from "@/app/api/myfilex/playerfile/[relpath]/route";
import { GET as playerParamCall } from "@/app/api/myfilex/playerparam/[[...id]]/route";
import { POST as lvVideoListCall } from "@/app/api/myfilex/lvvideolist/route";
import { GET as initLvAutoPlayCall } from "@/app/api/myfilex/initlvautoplay/[relpath]/route";
import { GET as procPhotoUrlCall } from "@/app/api/myfilex/procphotourl/[id]/route";
import { GET as procVideoUrlCall } from "@/app/api/myfilex/procvideourl/[id]/route";
import { GET as procFolderUrlCall } from "@/app/api/myfilex/procfolderurl/[id]/route";
import { GET as lvpUrlCall } from "@/app/api/myfilex/lvpurl/[id]/[[...x]]/route";
import { GET as historyUrlCall } from "@/app/api/myfilex/historyurl/route";
import { GET as trackPlayedVideoCall } from "@/app/api/myfilex/trackplayedvideo/[id]/route";
import { POST as phsCall } from "@/app/api/his_f2f/phs/route";
import { GET as agentOnlineCall } from "@/app/api/hems_f2f/agent/[id]/online/route";
import { GET as browseMediaCall } from "@/app/api/hems_f2f/browse/[id]/media/route";
import { GET as subdirsCall } from "@/app/api/hems_f2f/browse/[id]/subdirs/route";
import { GET as subdirsBriefCall } from "@/app/api/hems_f2f/browse/[id]/subdirsbrief/route";
import { GET as browseFileCall } from "@/app/api/hems_f2f/browse/[id]/file/route";
import { GET as browseDisplayCall } from "@/app/api/hems_f2f/browse/[id]/display/[fileId]/route";
import { GET as browseHlsCall } from "@/app/api/hems_f2f/browse/[id]/hls/[path]/[name]/route";
import { nth } from "../helpers/checked";

// The player, history and home browse calls on a real database with a
// generated library (listing pass only): one home with the root "Lib", a
// second home with its own root "Secret".
//
// Lib/top.jpg
// Lib/Trip/{Sub/x.jpg, a.jpg, b.mp4, c.jpg, d.mp4, e.jpg}
// Lib/Clips/{v1.mp4, v2.mp4}
// Lib/Huge/{IMG_0000.jpg ... IMG_1499.jpg, MOV_0000.mp4 ... MOV_1199.mp4}
// Lib/OutsideDir -> Secret/Private, Lib/outside.jpg -> Secret/Private/p.jpg (symlinks out of the root)
// Secret/Private/{p.jpg, s.mp4}

const HUGE_PHOTOS = 1500;
const HUGE_VIDEOS = 1200;
const photoName = (i: number) => `IMG_${String(i).padStart(4, "0")}.jpg`;
const videoName = (i: number) => `MOV_${String(i).padStart(4, "0")}.mp4`;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

let database: TestDatabase;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
let homeNumber: string;
let strangerNumber: string;
const ids: Record<string, number> = {};

async function addRoot(homeId: string, name: string, dir: string) {
  Object.assign(ids, await addScannedRoot(homeId, name, dir, { metadata: false }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const work = fs.mkdtempSync(path.join(database.dataDir, "player-"));
  const { home, ...callers } = await homeWithCallers("Player Home");
  homeNumber = home.number;
  ({ owner, guest, stranger } = callers);
  strangerNumber = (await db().home.findUniqueOrThrow({ where: { id: stranger.homeId } })).number;

  const lib = path.join(work, "lib");
  makeTree(lib, ["top.jpg", "Trip/Sub/x.jpg", "Trip/a.jpg", "Trip/b.mp4", "Trip/c.jpg", "Trip/d.mp4", "Trip/e.jpg", "Clips/v1.mp4", "Clips/v2.mp4"]);
  // A folder past the players' list bound (listing pass only: one-byte files are enough).
  fs.mkdirSync(path.join(lib, "Huge"));
  for (let i = 0; i < HUGE_PHOTOS; i++) fs.writeFileSync(path.join(lib, "Huge", photoName(i)), "x");
  for (let i = 0; i < HUGE_VIDEOS; i++) fs.writeFileSync(path.join(lib, "Huge", videoName(i)), "x");
  const secret = path.join(work, "secret");
  makeTree(secret, ["Private/p.jpg", "Private/s.mp4"]);
  fs.symlinkSync(path.join(secret, "Private"), path.join(lib, "OutsideDir"));
  fs.symlinkSync(path.join(secret, "Private", "p.jpg"), path.join(lib, "outside.jpg"));
  await addRoot(home.id, "Lib", lib);
  await addRoot(stranger.homeId, "Secret", secret);
}, 180_000);

afterAll(async () => {
  // Legacy replies leave the thumbnail jobs they did not wait for running: let them finish first.
  await thumbnailJobsSettled();
  await database.drop();
});

type Item = Record<string, unknown> & {
  id: number;
  file_type: number;
  file_name: string;
  media_name_relpath: string;
  en_file_relpath: string;
  file_name_url: string;
};
const names = (items: Item[]) => items.map((item) => item.file_name);
const get = (handler: Parameters<typeof call>[0], params: Record<string, string | string[]>, cookie: string | null = owner.cookie, url = "/x") =>
  call(handler, url, { cookie: cookie ?? undefined, params });
const post = (handler: Parameters<typeof call>[0], body: unknown, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, body });

const TRAVERSALS = [
  b64("Lib/../Secret"),
  b64("../etc/passwd"),
  b64("/etc/passwd"),
  b64("Lib\\Trip"),
  b64("Lib/Trip/a.jpg\u0000"),
  b64("Lib/%2e%2e/x"),
  "Lib/Trip",
  "%2E%2E",
  b64("Lib//Trip"),
];
const BAD_IDS = ["0", "-1", "abc", "1.5", "01", "1e3", "99999999999", "2147483648", ""];

describe("GET /api_myfilex/similarfiles/{encodedFileRelpath}", () => {
  test("the folder's photos and videos, the file's type first, each with an id", async () => {
    const photo = await get(similarFilesCall, { relpath: b64("Lib/Trip/c.jpg") });
    expect(photo.status).toBe(200);
    const items = photo.json.data as Item[];
    expect(names(items)).toEqual(["a.jpg", "c.jpg", "e.jpg", "b.mp4", "d.mp4"]);
    for (const item of items) expect(item.id).toBe(ids[item.media_name_relpath]);
    expect(items[0]).toMatchObject({ file_type: 2, media_name_relpath: "Lib/Trip/a.jpg", en_file_relpath: b64("Lib/Trip/a.jpg") });

    const video = await get(similarFilesCall, { relpath: b64("Lib/Trip/b.mp4") });
    expect(names(video.json.data as Item[])).toEqual(["b.mp4", "d.mp4", "a.jpg", "c.jpg", "e.jpg"]);
    const top = await get(similarFilesCall, { relpath: b64("Lib/top.jpg") });
    expect(names(top.json.data as Item[])).toEqual(["top.jpg"]);
  });

  test("401 without a session, 400 for traversal, 404 for folders, unknown and other homes' files", async () => {
    const anonymous = await get(similarFilesCall, { relpath: b64("Lib/Trip/a.jpg") }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ status: false, error: "You are not login!" });
    for (const relpath of TRAVERSALS) expect([relpath, (await get(similarFilesCall, { relpath })).status]).toEqual([relpath, 400]);
    for (const relpath of ["Lib/Trip", "Lib", "Lib/Trip/zzz.jpg", "Lib/outside.jpg", "Lib/OutsideDir/p.jpg", "Secret/Private/p.jpg", "Nope/a.jpg"]) {
      const { status, json } = await get(similarFilesCall, { relpath: b64(relpath) });
      expect([relpath, status]).toEqual([relpath, 404]);
      expect(json.status).toBe(false);
    }
    expect((await get(similarFilesCall, { relpath: b64("Secret/Private/p.jpg") }, stranger.cookie)).status).toBe(200);
  });
});

describe("GET /api_myfilex/playerfile/{encodedRelpath}", () => {
  test("one item with its stream URL and dates; a guest of the home too", async () => {
    const { status, json } = await get(playerFileCall, { relpath: b64("Lib/Trip/a.jpg") });
    expect(status).toBe(200);
    const item = json.data as Item;
    expect(item).toMatchObject({
      id: ids["Lib/Trip/a.jpg"],
      file_type: 2,
      file_name: "a.jpg",
      file_title: "a",
      relfile_name: "Lib/Trip/a.jpg",
      file_name_url: `/media_lv_video_root/${b64("Lib/Trip/a.jpg")}`,
      create_time_original: null,
    });
    expect(new Date(item.create_time as string).toISOString()).toBe(item.create_time);
    expect((await get(playerFileCall, { relpath: b64("Lib/Trip/b.mp4") }, guest.cookie)).json.data).toMatchObject({ file_type: 3, file_name: "b.mp4" });
  });

  test("errors", async () => {
    expect((await get(playerFileCall, { relpath: b64("Lib/Trip/a.jpg") }, null)).status).toBe(401);
    for (const relpath of TRAVERSALS) expect((await get(playerFileCall, { relpath })).status).toBe(400);
    for (const relpath of ["Lib/Trip", "Secret/Private/p.jpg", "Lib/none.mp4", "Lib/outside.jpg", "Lib/OutsideDir/s.mp4"]) {
      expect([relpath, (await get(playerFileCall, { relpath: b64(relpath) })).status]).toEqual([relpath, 404]);
    }
  });
});

describe("GET /api_myfilex/playerparam[/{id}]", () => {
  test("without an id and before any play: null", async () => {
    expect((await get(playerParamCall, {})).json).toEqual({ status: true, data: null });
  });

  test("a file by id with its folder's videos in order", async () => {
    const { status, json } = await get(playerParamCall, { id: [String(ids["Lib/Trip/c.jpg"])] });
    expect(status).toBe(200);
    const data = json.data as { item: Item; dir_name: string; dir_relpath: string; en_dir_relpath: string; video_list: Item[] };
    expect(data.item).toMatchObject({ id: ids["Lib/Trip/c.jpg"], file_name: "c.jpg" });
    expect(data).toMatchObject({ dir_name: "Trip", dir_relpath: "Lib/Trip", en_dir_relpath: b64("Lib/Trip") });
    expect(names(data.video_list)).toEqual(["b.mp4", "d.mp4"]);
    expect(data.video_list.every((v) => v.file_type === 3)).toBe(true);
  });

  test("bad ids 400; folders and other homes' files 404; no session 401", async () => {
    for (const id of BAD_IDS) expect([id, (await get(playerParamCall, { id: [id] })).status]).toEqual([id, 400]);
    expect((await get(playerParamCall, { id: ["1", "2"] })).status).toBe(400);
    expect((await get(playerParamCall, { id: [String(ids["Lib/Trip"])] })).status).toBe(404);
    expect((await get(playerParamCall, { id: [String(ids["Secret/Private/p.jpg"])] })).status).toBe(404);
    expect((await get(playerParamCall, { id: ["2147483647"] })).status).toBe(404);
    expect((await get(playerParamCall, { id: [String(ids["Lib/Trip/a.jpg"])] }, null)).status).toBe(401);
  });
});

describe("POST /api_myfilex/lvvideolist and GET initlvautoplay/{encodedRelpath}", () => {
  test("dir_name and the folder's videos in order; a file means its folder", async () => {
    const folder = await post(lvVideoListCall, { relpath: "Lib/Trip" });
    expect(folder.status).toBe(200);
    expect(folder.json.data).toMatchObject({ dir_name: "Trip", dir_relpath: "Lib/Trip" });
    expect(names((folder.json.data as { video_list: Item[] }).video_list)).toEqual(["b.mp4", "d.mp4"]);
    expect((await post(lvVideoListCall, { relpath: "Lib/Trip/a.jpg" })).json).toEqual(folder.json);
    const root = await post(lvVideoListCall, { relpath: "Lib" });
    expect(root.json.data).toMatchObject({ dir_name: "Lib", video_list: [] });

    const auto = await get(initLvAutoPlayCall, { relpath: b64("Lib/Clips") });
    expect(auto.json.data).toMatchObject({ dir_name: "Clips", en_dir_relpath: b64("Lib/Clips") });
    expect(names((auto.json.data as { video_list: Item[] }).video_list)).toEqual(["v1.mp4", "v2.mp4"]);
    expect((await get(initLvAutoPlayCall, { relpath: b64("Lib/Clips/v2.mp4") })).json).toEqual(auto.json);
  });

  test("errors", async () => {
    for (const body of [{}, { relpath: "" }, { relpath: 5 }, { relpath: "Lib/../Secret" }, { relpath: "/etc" }, { relpath: "Lib\\Trip" }]) {
      expect([body, (await post(lvVideoListCall, body)).status]).toEqual([body, 400]);
    }
    expect((await call(lvVideoListCall, "/x", { cookie: owner.cookie, rawBody: "{nope", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await post(lvVideoListCall, { relpath: "Secret/Private" })).status).toBe(404);
    expect((await post(lvVideoListCall, { relpath: "Lib/Nope" })).status).toBe(404);
    expect((await post(lvVideoListCall, { relpath: "Lib/OutsideDir" })).status).toBe(404);
    expect((await post(lvVideoListCall, { relpath: "Lib/outside.jpg" })).status).toBe(404);
    expect((await post(lvVideoListCall, { relpath: "Lib/Trip" }, null)).status).toBe(401);
    for (const relpath of TRAVERSALS) expect((await get(initLvAutoPlayCall, { relpath })).status).toBe(400);
    for (const relpath of ["Secret/Private", "Lib/Nope", "Lib/OutsideDir", "Lib/outside.jpg"]) {
      expect([relpath, (await get(initLvAutoPlayCall, { relpath: b64(relpath) })).status]).toEqual([relpath, 404]);
    }
    expect((await get(initLvAutoPlayCall, { relpath: b64("Lib/Clips") }, null)).status).toBe(401);
  });
});

describe("GET procphotourl, procvideourl, procfolderurl /{id}", () => {
  test("photo: its folder's photos; video: its folder's videos; folder: its first page", async () => {
    const photo = await get(procPhotoUrlCall, { id: String(ids["Lib/Trip/c.jpg"]) });
    expect(photo.json.data).toMatchObject({ en_file_relpath: b64("Lib/Trip/c.jpg"), title: "c", relpath: "Lib/Trip/c.jpg" });
    expect(names((photo.json.data as { dir_files: Item[] }).dir_files)).toEqual(["a.jpg", "c.jpg", "e.jpg"]);

    const video = await get(procVideoUrlCall, { id: String(ids["Lib/Trip/d.mp4"]) });
    expect(video.json.data).toMatchObject({ en_file_relpath: b64("Lib/Trip/d.mp4"), title: "d", relpath: "Lib/Trip/d.mp4" });
    expect(names((video.json.data as { dir_files: Item[] }).dir_files)).toEqual(["b.mp4", "d.mp4"]);

    const folder = await get(procFolderUrlCall, { id: String(ids["Lib/Trip"]) });
    expect(folder.json.data).toMatchObject({ en_file_relpath: b64("Lib/Trip"), title: "Trip", relpath: "Lib/Trip" });
    const entries = (folder.json.data as { dir_files: Item[] }).dir_files;
    expect(names(entries)).toEqual(["Sub", "b.mp4", "d.mp4", "a.jpg", "c.jpg", "e.jpg"]);
    expect(entries[0]).toMatchObject({ file_type: 1, file_name_url: `/folder/${b64("Lib/Trip/Sub")}` });
  });

  test("thumbnails: base64 by default, versioned URLs with ?thumbs=url; folders a path either way", async () => {
    const id = String(ids["Lib/Trip/c.jpg"]);
    const base64 = (await get(procPhotoUrlCall, { id })).json.data as { dir_files: Item[] };
    for (const item of base64.dir_files) expect(item.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const urls = (await get(procPhotoUrlCall, { id }, owner.cookie, "/x?thumbs=url")).json.data as { dir_files: Item[] };
    expect(urls.dir_files.map((item) => item.id)).toEqual(base64.dir_files.map((item) => item.id));
    for (const item of urls.dir_files) expect(item.thumbnail).toMatch(new RegExp(`^/api/thumbs/${item.id}\\?v=[0-9a-f]{12}$`));
    const folder = (await get(procFolderUrlCall, { id: String(ids["Lib/Trip"]) })).json.data as { dir_files: Item[] };
    expect(folder.dir_files[0]).toMatchObject({ file_type: 1, thumbnail: `/api/thumbs/${ids["Lib/Trip/Sub"]}` });
    expect(nth(folder.dir_files, 1).thumbnail).toMatch(/^data:image\/webp;base64,/);
    expect((await get(procVideoUrlCall, { id: String(ids["Lib/Trip/b.mp4"]) }, owner.cookie, "/x?thumbs=nope")).status).toBe(400);
  });

  test("the wrong kind, other homes' ids and unknown ids 404; bad ids 400; no session 401", async () => {
    expect((await get(procPhotoUrlCall, { id: String(ids["Lib/Trip/b.mp4"]) })).status).toBe(404);
    expect((await get(procVideoUrlCall, { id: String(ids["Lib/Trip/a.jpg"]) })).status).toBe(404);
    expect((await get(procFolderUrlCall, { id: String(ids["Lib/Trip/a.jpg"]) })).status).toBe(404);
    expect((await get(procPhotoUrlCall, { id: String(ids["Secret/Private/p.jpg"]) })).status).toBe(404);
    expect((await get(procVideoUrlCall, { id: String(ids["Secret/Private/s.mp4"]) })).status).toBe(404);
    expect((await get(procFolderUrlCall, { id: String(ids["Secret/Private"]) })).status).toBe(404);
    // A root's own row is not an entry.
    expect((await get(procFolderUrlCall, { id: String(ids["Lib/"]) })).status).toBe(404);
    for (const handler of [procPhotoUrlCall, procVideoUrlCall, procFolderUrlCall]) {
      expect((await get(handler, { id: "2147483647" })).status).toBe(404);
      for (const id of BAD_IDS) expect((await get(handler, { id })).status).toBe(400);
      expect((await get(handler, { id: String(ids["Lib/Trip"]) }, null)).status).toBe(401);
    }
  });
});

describe("GET /api_myfilex/lvpurl/{id}[/{x}]", () => {
  test("the video's stream URL", async () => {
    const url = `/media_lv_video_root/${b64("Lib/Clips/v1.mp4")}`;
    expect((await get(lvpUrlCall, { id: String(ids["Lib/Clips/v1.mp4"]) })).json).toEqual({ status: true, data: url });
    expect((await get(lvpUrlCall, { id: String(ids["Lib/Clips/v1.mp4"]), x: ["123"] })).json).toEqual({ status: true, data: url });
  });

  test("photos, folders and other homes' videos 404; bad ids 400; no session 401", async () => {
    expect((await get(lvpUrlCall, { id: String(ids["Lib/Trip/a.jpg"]) })).status).toBe(404);
    expect((await get(lvpUrlCall, { id: String(ids["Lib/Clips"]) })).status).toBe(404);
    expect((await get(lvpUrlCall, { id: String(ids["Secret/Private/s.mp4"]) })).status).toBe(404);
    expect((await get(lvpUrlCall, { id: "2147483647" })).status).toBe(404);
    for (const id of BAD_IDS) expect((await get(lvpUrlCall, { id })).status).toBe(400);
    expect((await get(lvpUrlCall, { id: "1", x: ["a", "b"] })).status).toBe(400);
    expect((await get(lvpUrlCall, { id: String(ids["Lib/Clips/v1.mp4"]) }, null)).status).toBe(401);
  });
});

describe("play history: POST /api_his_f2f/phs, GET trackplayedvideo/{id} and historyurl", () => {
  const history = async (cookie = owner.cookie) => {
    const { status, json } = await get(historyUrlCall, {}, cookie);
    expect(status).toBe(200);
    return json.data as Array<Item & { kind: string; played_at: string }>;
  };
  const rowCount = (homeId: string) => db().playHistory.count({ where: { homeId } });

  test("records plays and lists them newest first, each once", async () => {
    expect(await history()).toEqual([]);
    expect((await post(phsCall, { relpath_file: "Lib/Trip/a.jpg" })).json).toEqual({ status: true, data: true });
    expect((await get(trackPlayedVideoCall, { id: String(ids["Lib/Trip/b.mp4"]) })).json).toEqual({ status: true, data: true });
    expect((await post(phsCall, { relpath_file: "Lib/Clips/v1.mp4" }, guest.cookie)).json).toEqual({ status: true, data: true });
    expect(names(await history())).toEqual(["v1.mp4", "b.mp4", "a.jpg"]);

    expect((await post(phsCall, { relpath_file: "Lib/Trip/a.jpg" })).status).toBe(200);
    const items = await history();
    expect(names(items)).toEqual(["a.jpg", "v1.mp4", "b.mp4"]);
    expect(items[0]).toMatchObject({
      kind: "lv",
      id: ids["Lib/Trip/a.jpg"],
      media_name_relpath: "Lib/Trip/a.jpg",
      file_name_url: `/media_lv_video_root/${b64("Lib/Trip/a.jpg")}`,
    });
    const times = items.map((item) => Date.parse(item.played_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(await rowCount(owner.homeId)).toBe(4);
    // The guest of the home sees the home's history.
    expect(names(await history(guest.cookie))).toEqual(["a.jpg", "v1.mp4", "b.mp4"]);
  });

  test("playerparam without an id opens the last played file", async () => {
    const { json } = await get(playerParamCall, {});
    expect((json.data as { item: Item }).item).toMatchObject({ id: ids["Lib/Trip/a.jpg"] });
  });

  test("never another home's rows; other homes' files are refused and not recorded", async () => {
    expect(await history(stranger.cookie)).toEqual([]);
    expect((await post(phsCall, { relpath_file: "Secret/Private/s.mp4" }, stranger.cookie)).status).toBe(200);
    expect(names(await history(stranger.cookie))).toEqual(["s.mp4"]);
    expect(names(await history())).toEqual(["a.jpg", "v1.mp4", "b.mp4"]);

    const before = await rowCount(owner.homeId);
    expect((await post(phsCall, { relpath_file: "Secret/Private/s.mp4" })).status).toBe(404);
    expect((await get(trackPlayedVideoCall, { id: String(ids["Secret/Private/s.mp4"]) })).status).toBe(404);
    expect((await post(phsCall, { relpath_file: "Lib/Trip" })).status).toBe(404);
    expect((await post(phsCall, { relpath_file: "Lib/none.mp4" })).status).toBe(404);
    expect((await post(phsCall, { relpath_file: "Lib/outside.jpg" })).status).toBe(404);
    expect((await get(trackPlayedVideoCall, { id: String(ids["Lib/Trip"]) })).status).toBe(404);
    expect((await get(trackPlayedVideoCall, { id: "2147483647" })).status).toBe(404);
    for (const body of [
      {},
      { relpath_file: "" },
      { relpath_file: 1 },
      { relpath_file: "Lib/../Secret/Private/s.mp4" },
      { relpath_file: "/etc/passwd" },
      { relpath_file: "Lib\\Trip\\a.jpg" },
      { relpath_file: "Lib/Trip/a.jpg\u0000" },
    ]) {
      expect([body, (await post(phsCall, body)).status]).toEqual([body, 400]);
    }
    for (const id of BAD_IDS) expect((await get(trackPlayedVideoCall, { id })).status).toBe(400);
    expect((await post(phsCall, { relpath_file: "Lib/Trip/a.jpg" }, null)).status).toBe(401);
    expect((await get(trackPlayedVideoCall, { id: String(ids["Lib/Trip/a.jpg"]) }, null)).status).toBe(401);
    expect((await get(historyUrlCall, {}, null)).status).toBe(401);
    expect(await rowCount(owner.homeId)).toBe(before);
  });

  test("at most 20 items; online videos listed with their id; vanished files left out", async () => {
    const later = Date.now() + 60_000;
    await db().playHistory.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        homeId: owner.homeId,
        kind: "yv",
        youtubeId: `yt${i}`,
        relpath: "Music",
        playedAt: new Date(later + i * 1000),
      })),
    });
    await db().playHistory.create({ data: { homeId: owner.homeId, kind: "lv", relpath: "Lib/gone.mp4", playedAt: new Date(later + 100_000) } });
    const items = (await history()) as unknown as Array<{ kind: string; youtube_id?: string }>;
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ kind: "yv", youtube_id: "yt24", relpath: "Music" });
    expect(items.map((item) => item.youtube_id)).toEqual(Array.from({ length: 20 }, (_, i) => `yt${24 - i}`));
  });
});

describe("/api_hems_f2f/ home browse", () => {
  test("agent/{id}/online: true for the caller's own home number, 404 for another, 400 for a malformed one", async () => {
    expect((await get(agentOnlineCall, { id: homeNumber })).json).toEqual({ status: true, data: { online: true, since: null } });
    expect((await get(agentOnlineCall, { id: homeNumber }, guest.cookie)).json).toEqual({ status: true, data: { online: true, since: null } });
    expect((await get(agentOnlineCall, { id: strangerNumber })).status).toBe(404);
    expect((await get(agentOnlineCall, { id: "9999999999" })).status).toBe(404);
    for (const id of ["abc", "", "12 3", "-1", "1".repeat(21)]) expect((await get(agentOnlineCall, { id })).status).toBe(400);
    expect((await get(agentOnlineCall, { id: homeNumber }, null)).status).toBe(401);
  });

  test("browse/{id}/media: the home's roots", async () => {
    const { json } = await get(browseMediaCall, { id: homeNumber });
    expect(json.data).toEqual([
      {
        name: "Lib",
        media_root: "Lib",
        media_name_relpath: "Lib",
        en_file_relpath: b64("Lib"),
        folder_count: 4,
        photo_count: 5 + HUGE_PHOTOS,
        video_count: 4 + HUGE_VIDEOS,
      },
    ]);
    expect((await get(browseMediaCall, { id: strangerNumber })).status).toBe(404);
    expect((await get(browseMediaCall, { id: strangerNumber }, stranger.cookie)).json.data).toMatchObject([{ name: "Secret" }]);
    expect((await get(browseMediaCall, { id: homeNumber }, null)).status).toBe(401);
  });

  const subdirs = (query: string, id = homeNumber, cookie: string | null = owner.cookie) => get(subdirsCall, { id }, cookie, `/x${query}`);

  test("browse/{id}/subdirs: a page of entries, page 0 and size 60 by default", async () => {
    const first = await subdirs(`?relpath=${encodeURIComponent("Lib/Trip")}`);
    expect(first.status).toBe(200);
    const data = first.json.data as { dir_files: Item[]; dir_info: Record<string, string>; page: number; page_size: number; next_page: number };
    expect(data).toMatchObject({ page: 0, page_size: 60, next_page: -1 });
    expect(data.dir_info.media_name_relpath).toBe("Lib/Trip");
    expect(names(data.dir_files)).toEqual(["Sub", "b.mp4", "d.mp4", "a.jpg", "c.jpg", "e.jpg"]);

    const pages: string[][] = [];
    let page = 0;
    while (page !== -1) {
      const reply = (await subdirs(`?relpath=Lib%2FTrip&page=${page}&page_size=4`)).json.data as typeof data;
      expect(reply.page).toBe(page);
      pages.push(names(reply.dir_files));
      page = reply.next_page;
    }
    expect(pages).toEqual([
      ["Sub", "b.mp4", "d.mp4", "a.jpg"],
      ["c.jpg", "e.jpg"],
    ]);
    expect((await subdirs("?relpath=Lib/Trip&page=7&page_size=200")).json.data as typeof data).toMatchObject({ dir_files: [], next_page: -1 });
    // No relpath: the home's first root.
    expect(names(((await subdirs("")).json.data as typeof data).dir_files)).toEqual(["Clips", "Huge", "Trip", "top.jpg"]);
  });

  test("browse/{id}/subdirs: bad pages, sizes and paths 400; unknown folders and other homes 404", async () => {
    for (const query of [
      "?page=-1",
      "?page=abc",
      "?page=1.5",
      "?page=01",
      "?page_size=0",
      "?page_size=201",
      "?page_size=x",
      "?relpath=",
      "?relpath=Lib/../Secret",
      "?relpath=%2Fetc",
      "?relpath=Lib%5CTrip",
      "?relpath=Lib%00",
    ]) {
      expect([query, (await subdirs(query)).status]).toEqual([query, 400]);
    }
    expect((await subdirs("?relpath=Lib/Nope")).status).toBe(404);
    expect((await subdirs("?relpath=Lib/OutsideDir")).status).toBe(404);
    expect((await subdirs("?relpath=Lib/top.jpg")).status).toBe(404);
    expect((await subdirs("?relpath=Secret/Private")).status).toBe(404);
    expect((await subdirs("?relpath=Secret/Private", strangerNumber)).status).toBe(404);
    expect((await subdirs("?relpath=Lib", "x1")).status).toBe(400);
    expect((await subdirs("?relpath=Lib", homeNumber, null)).status).toBe(401);
  });

  test("browse/{id}/subdirsbrief: the first page, brief", async () => {
    const { status, json } = await get(subdirsBriefCall, { id: homeNumber }, owner.cookie, "/x?relpath=Lib%2FTrip");
    expect(status).toBe(200);
    const data = json.data as { dir_files: Item[]; dir_info: Record<string, string>; page: number };
    expect(data.page).toBe(-1);
    expect(names(data.dir_files)).toEqual(["Sub", "b.mp4", "d.mp4", "a.jpg", "c.jpg", "e.jpg"]);
    expect(Object.keys(nth(data.dir_files, 0)).sort()).toEqual(
      ["duration", "en_file_relpath", "file_name", "file_title", "file_type", "id", "media_name_relpath", "thumbnail"].sort(),
    );
    expect((await get(subdirsBriefCall, { id: homeNumber }, owner.cookie, "/x")).json.data).toMatchObject({ dir_info: { media_name_relpath: "Lib" } });
    const brief = (query: string) => get(subdirsBriefCall, { id: homeNumber }, owner.cookie, `/x${query}`);
    for (const query of [
      "?relpath=",
      "?relpath=Lib/../x",
      "?relpath=%2Fetc",
      "?relpath=Lib%5CTrip",
      "?relpath=Lib%00",
      "?relpath=Lib/%252e%252e/x",
      "?relpath=Lib//Trip",
    ]) {
      expect([query, (await brief(query)).status]).toEqual([query, 400]);
    }
    for (const query of ["?relpath=Secret", "?relpath=Lib/Nope", "?relpath=Lib/top.jpg", "?relpath=Lib/OutsideDir"])
      expect([query, (await brief(query)).status]).toEqual([query, 404]);
    expect((await get(subdirsBriefCall, { id: strangerNumber }, owner.cookie, "/x?relpath=Lib")).status).toBe(404);
    expect((await get(subdirsBriefCall, { id: homeNumber }, null, "/x?relpath=Lib")).status).toBe(401);
  });

  test("browse/{id}/file: 302 to the stream URL", async () => {
    const { status, response } = await get(browseFileCall, { id: homeNumber }, owner.cookie, `/x?file_relpath=${encodeURIComponent("Lib/Trip/b.mp4")}`);
    expect(status).toBe(302);
    expect(response.headers.get("location")).toBe(`/media_lv_video_root/${b64("Lib/Trip/b.mp4")}`);
    const file = (query: string, id = homeNumber, cookie: string | null = owner.cookie) => get(browseFileCall, { id }, cookie, `/x${query}`);
    for (const query of [
      "",
      "?file_relpath=",
      "?file_relpath=Lib/../Secret/Private/p.jpg",
      "?file_relpath=%2Fetc%2Fpasswd",
      "?file_relpath=Lib%5CTrip%5Ca.jpg",
      "?file_relpath=Lib/Trip/a.jpg%00",
    ]) {
      expect([query, (await file(query)).status]).toEqual([query, 400]);
    }
    for (const query of [
      "?file_relpath=Lib/Trip",
      "?file_relpath=Lib/none.jpg",
      "?file_relpath=Secret/Private/p.jpg",
      "?file_relpath=Lib/outside.jpg",
      "?file_relpath=Lib/OutsideDir/p.jpg",
    ]) {
      expect([query, (await file(query)).status]).toEqual([query, 404]);
    }
    expect((await file("?file_relpath=Lib/Trip/a.jpg", strangerNumber)).status).toBe(404);
    expect((await file("?file_relpath=Lib/Trip/a.jpg", homeNumber, null)).status).toBe(401);
  });

  // The hosted face relays these (tests/integration/agent-relay.test.ts); at home they answer as
  // /api/photos/{id}/display and /api/media/hls do, with the same checks. These files are not real media.
  test("browse/{id}/display and hls: answered at home, for the caller's own home and files only", async () => {
    const display = (fileId: number, id = homeNumber, cookie: string | null = owner.cookie) => get(browseDisplayCall, { id, fileId: String(fileId) }, cookie);
    expect((await display(ids["Lib/Trip/a.jpg"]!)).json.error).toBe("This photo cannot be shown.");
    expect((await display(ids["Lib/Trip/b.mp4"]!)).status).toBe(404);
    expect((await display(ids["Lib/Trip/a.jpg"]!, strangerNumber)).status).toBe(404);
    expect((await display(ids["Lib/Trip/a.jpg"]!, homeNumber, null)).status).toBe(401);

    const hls = (relpath: string, name: string, id = homeNumber, cookie: string | null = owner.cookie) =>
      get(browseHlsCall, { id, path: b64(relpath), name }, cookie);
    expect((await hls("Lib/Trip/b.mp4", "index.m3u8")).status).toBe(404); // not a video ffprobe reads
    expect((await hls("Lib/Trip/b.mp4", "x.m3u8")).status).toBe(400);
    expect((await hls("Lib/../Secret/Private/s.mp4", "index.m3u8")).status).toBe(400);
    expect((await hls("Secret/Private/s.mp4", "0.ts")).status).toBe(404);
    expect((await hls("Lib/Trip/b.mp4", "0.ts", strangerNumber)).status).toBe(404);
    expect((await hls("Lib/Trip/b.mp4", "0.ts", homeNumber, null)).status).toBe(401);
  });
});

describe("thumbnails of every player and home browse call: base64 by default, URLs with ?thumbs=url", () => {
  const BASE64 = /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/;
  const urlOf = (item: Item) => new RegExp(`^/api/thumbs/${item.id}(\\?v=[0-9a-f]{12})?$`);
  /** Each call with its items (photos and videos, folders too where the call lists them). */
  const calls: Array<[string, (query: string) => Promise<Item[]>]> = [
    ["similarfiles", async (q) => (await get(similarFilesCall, { relpath: b64("Lib/Trip/c.jpg") }, owner.cookie, `/x${q}`)).json.data as Item[]],
    ["playerfile", async (q) => [(await get(playerFileCall, { relpath: b64("Lib/Trip/a.jpg") }, owner.cookie, `/x${q}`)).json.data as Item]],
    [
      "playerparam",
      async (q) => {
        const data = (await get(playerParamCall, { id: [String(ids["Lib/Trip/b.mp4"])] }, owner.cookie, `/x${q}`)).json.data as {
          item: Item;
          video_list: Item[];
        };
        return [data.item, ...data.video_list];
      },
    ],
    [
      "lvvideolist",
      async (q) =>
        ((await call(lvVideoListCall, `/x${q}`, { cookie: owner.cookie, body: { relpath: "Lib/Trip" } })).json.data as { video_list: Item[] }).video_list,
    ],
    [
      "initlvautoplay",
      async (q) => ((await get(initLvAutoPlayCall, { relpath: b64("Lib/Clips") }, owner.cookie, `/x${q}`)).json.data as { video_list: Item[] }).video_list,
    ],
    [
      "procvideourl",
      async (q) => ((await get(procVideoUrlCall, { id: String(ids["Lib/Trip/d.mp4"]) }, owner.cookie, `/x${q}`)).json.data as { dir_files: Item[] }).dir_files,
    ],
    [
      "subdirs",
      async (q) =>
        ((await get(subdirsCall, { id: homeNumber }, owner.cookie, `/x?relpath=Lib%2FTrip${q.replace("?", "&")}`)).json.data as { dir_files: Item[] })
          .dir_files,
    ],
    [
      "subdirsbrief",
      async (q) =>
        ((await get(subdirsBriefCall, { id: homeNumber }, owner.cookie, `/x?relpath=Lib%2FTrip${q.replace("?", "&")}`)).json.data as { dir_files: Item[] })
          .dir_files,
    ],
  ];

  test.each(calls)("%s", async (_name, list) => {
    const base64 = await list("");
    const urls = await list("?thumbs=url");
    expect(base64.length).toBeGreaterThan(0);
    expect(urls.map((item) => item.id)).toEqual(base64.map((item) => item.id));
    for (const [i, item] of base64.entries()) {
      if (item.file_type === 1) {
        expect(item.thumbnail).toBe(`/api/thumbs/${item.id}`);
        expect(nth(urls, i).thumbnail).toBe(`/api/thumbs/${item.id}`);
      } else {
        expect(item.thumbnail).toMatch(BASE64);
        expect(nth(urls, i).thumbnail).toMatch(urlOf(item));
        expect(nth(urls, i).thumbnail).not.toBe(`/api/thumbs/${item.id}`);
      }
    }
    expect((await list("?thumbs=base64")).map((item) => item.thumbnail)).toEqual(base64.map((item) => item.thumbnail));
  });
});

describe("player lists of a folder past the bound (1,500 photos and 1,200 videos)", () => {
  const huge = (name: string) => ids[`Lib/Huge/${name}`];
  type Proc = { dir_files: Item[] };
  const proc = async (handler: Parameters<typeof call>[0], name: string, query = "?thumbs=url") => {
    const { status, json } = await get(handler, { id: String(huge(name)) }, owner.cookie, `/x${query}`);
    expect(status).toBe(200);
    return (json.data as Proc).dir_files;
  };
  const photoNames = (from: number, to: number) => range(from, to).map((i) => photoName((i + HUGE_PHOTOS) % HUGE_PHOTOS));

  test("a photo after the first 1,000 gets a full list around it, photos only, circular", async () => {
    const list = await proc(procPhotoUrlCall, photoName(1300));
    expect(list).toHaveLength(1000);
    expect(list.every((item) => item.file_type === 2)).toBe(true);
    // Folder order from the window's start: 499 photos before the chosen one, the chosen one and 500 after, wrapping past the end.
    expect(names(list)).toEqual(photoNames(801, 1801));
    const at = names(list).indexOf(photoName(1300));
    const rotated = [...list.slice(at), ...list.slice(0, at)];
    expect(names(rotated).slice(0, 2)).toEqual([photoName(1300), photoName(1301)]);
    expect(names(rotated).at(-1)).toBe(photoName(1299));
  });

  test("the first and the last photo wrap around like the whole folder", async () => {
    expect(names(await proc(procPhotoUrlCall, photoName(0)))).toEqual(photoNames(-499, 501));
    const last = names(await proc(procPhotoUrlCall, photoName(HUGE_PHOTOS - 1)));
    expect(last).toEqual(photoNames(HUGE_PHOTOS - 500, HUGE_PHOTOS + 500));
    expect(new Set(last).size).toBe(1000);
  });

  test("videos keep folder order: a window that slides at the folder's end instead of wrapping", async () => {
    const middle = names(await proc(procVideoUrlCall, videoName(600)));
    expect(middle).toEqual(range(101, 1101).map(videoName));
    const late = names(await proc(procVideoUrlCall, videoName(1100)));
    expect(late).toEqual(range(200, 1200).map(videoName));
    expect(late.at(-1)).toBe(videoName(HUGE_VIDEOS - 1));
  });

  test("base64 replies carry a shorter window (200) around the item", async () => {
    const list = await proc(procPhotoUrlCall, photoName(1300), "");
    expect(names(list)).toEqual(photoNames(1201, 1401));
    for (const item of list) expect(item.thumbnail).toMatch(/^data:image\/webp;base64,/);
  }, 60_000);

  test("similarfiles, playerparam and lvvideolist list around the file too", async () => {
    const similar = (await get(similarFilesCall, { relpath: b64(`Lib/Huge/${photoName(1300)}`) }, owner.cookie, "/x?thumbs=url")).json.data as Item[];
    expect(similar).toHaveLength(1000);
    expect(names(similar.slice(0, 500))).toEqual(photoNames(1051, 1551));
    // The other kind from the folder's first one on.
    expect(names(similar.slice(500))).toEqual(range(0, 500).map(videoName));
    const similarToVideo = (await get(similarFilesCall, { relpath: b64(`Lib/Huge/${videoName(1150)}`) }, owner.cookie, "/x?thumbs=url")).json.data as Item[];
    expect(names(similarToVideo)).toEqual([...range(700, 1200).map(videoName), ...range(0, 500).map(photoName)]);

    const video = huge(videoName(1150));
    const param = (await get(playerParamCall, { id: [String(video)] }, owner.cookie, "/x?thumbs=url")).json.data as { item: Item; video_list: Item[] };
    expect(param.item.id).toBe(video);
    expect(names(param.video_list)).toEqual(range(200, 1200).map(videoName));
    // A photo's video list: the folder's first videos.
    const ofPhoto = (await get(playerParamCall, { id: [String(huge(photoName(1300)))] }, owner.cookie, "/x?thumbs=url")).json.data as { video_list: Item[] };
    expect(names(ofPhoto.video_list)).toEqual(range(0, 1000).map(videoName));

    const listed = (await call(lvVideoListCall, "/x?thumbs=url", { cookie: owner.cookie, body: { relpath: `Lib/Huge/${videoName(1150)}` } })).json.data as {
      video_list: Item[];
    };
    expect(names(listed.video_list)).toEqual(range(200, 1200).map(videoName));
    // A folder without a chosen file: its first videos.
    const folder = (await call(lvVideoListCall, "/x?thumbs=url", { cookie: owner.cookie, body: { relpath: "Lib/Huge" } })).json.data as { video_list: Item[] };
    expect(names(folder.video_list)).toEqual(range(0, 1000).map(videoName));
    const byPhoto = (await call(lvVideoListCall, "/x?thumbs=url", { cookie: owner.cookie, body: { relpath: `Lib/Huge/${photoName(1300)}` } })).json.data as {
      video_list: Item[];
    };
    expect(byPhoto.video_list).toEqual(folder.video_list);
  });
});
