import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { homeWithCallers } from "../helpers/accounts";
import { b64, call, cookieFrom } from "../helpers/http";
import { addScannedRoot, demoLibraryCopy, makeTree } from "../helpers/media";
import { db } from "@/lib/db";
import { thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { musicTracks } from "@/lib/media/music";
import { INTRO_SOUND_URL } from "@/lib/media/music-urls";
import { photoDetail, PHOTO_DETAIL_MAX_SIDE } from "@/lib/media/photo-detail";
import { callerFromCookieHeader, type Caller } from "@/lib/auth/session";
import { DEMO_PHOTOS } from "@/lib/demo/catalog";
import { GET as rootCall } from "@/app/api/myfilex/0/route";
import { GET as dirFilesAllCall } from "@/app/api/myfilex/dirfilesall/[[...params]]/route";
import { GET as dirFilesRootCall } from "@/app/api/myfilex/dirfilesroot/route";
import { POST as pasteInfoCall } from "@/app/api/myfilex/getpastevideoinfo/route";
import { GET as backwardCall } from "@/app/api/myfilex/backward/route";
import { GET as forwardCall } from "@/app/api/myfilex/forward/route";
import { GET as initDirViewCall } from "@/app/api/myfilex/initdirview/route";
import { GET as randMusicCall } from "@/app/api/myfilex/getrandmusic/route";
import { GET as playerFileCall } from "@/app/api/myfilex/playerfile/[relpath]/route";
import { GET as playerParamCall } from "@/app/api/myfilex/playerparam/[[...id]]/route";
import { POST as phsCall } from "@/app/api/his_f2f/phs/route";
import { nth } from "../helpers/checked";

// The remaining /api_myfilex calls on a real database: root //0,
// getpastevideoinfo, backward/forward, initdirview, getrandmusic, the
// invite_code parameter of the player calls, and the photo detail (img64).
//
// Home "Files": root "Lib" (generated files, listing pass only) and root
// "Demo" (the generated demo library, with metadata). Another home: "Secret".
// Lib/Trip/{a.jpg, b.mp4, c.mp4}, Lib/Tall/wide-rotated.jpg (a real 3000x1500
// JPEG with EXIF orientation 6), Secret/s.mp4.

let database: TestDatabase;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
const ids: Record<string, number> = {};

async function addRoot(homeId: string, name: string, dir: string, metadata: boolean) {
  Object.assign(ids, await addScannedRoot(homeId, name, dir, { metadata }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const work = fs.mkdtempSync(path.join(database.dataDir, "myfilex-"));
  const { home, ...callers } = await homeWithCallers("Files");
  ({ owner, guest, stranger } = callers);

  const lib = path.join(work, "lib");
  makeTree(lib, ["Trip/a.jpg", "Trip/b.mp4", "Trip/c.mp4"]);
  fs.mkdirSync(path.join(lib, "Tall"));
  await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#4a7" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(lib, "Tall", "wide-rotated.jpg"));
  await addRoot(home.id, "Lib", lib, false);
  await addRoot(home.id, "Demo", await demoLibraryCopy(work), true);
  const secret = path.join(work, "secret");
  makeTree(secret, ["s.mp4", "p.jpg"]);
  await addRoot(stranger.homeId, "Secret", secret, false);
}, 180_000);

afterAll(async () => {
  // Legacy replies leave the thumbnail jobs they did not wait for running: let them finish first.
  await thumbnailJobsSettled();
  await database.drop();
});

type Item = Record<string, unknown> & { id: number; file_name: string };
const get = (handler: Parameters<typeof call>[0], cookie: string | null = owner.cookie, url = "/x", params: Record<string, string | string[]> = {}) =>
  call(handler, url, { cookie: cookie ?? undefined, params });
const post = (handler: Parameters<typeof call>[0], body: unknown, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, body });

describe("GET /api_myfilex//0", () => {
  test("page 0 of the browser's top: the reply of dirfilesall without a relpath, data a JSON string", async () => {
    const root = await get(rootCall);
    expect(root.status).toBe(200);
    expect(typeof root.json.data).toBe("string");
    expect(root.json).toEqual((await get(dirFilesAllCall)).json);
    const page = JSON.parse(root.json.data);
    const firstRoot = nth((await get(dirFilesRootCall)).json.data as Array<{ name: string }>, 0);
    expect(page.dir_info.dir_name_orig).toBe(firstRoot.name);
    expect(page.dir_info.dir_name_orig).toBe("Lib");
    expect(page.dir_files.map((f: Item) => f.file_name)).toEqual(["Tall", "Trip"]);
    expect(JSON.parse((await get(rootCall, guest.cookie)).json.data).dir_info.dir_name_orig).toBe("Lib");
    expect(JSON.parse((await get(rootCall, stranger.cookie)).json.data).dir_info.dir_name_orig).toBe("Secret");
  });

  test("401 without a session", async () => {
    const { status, json, response } = await get(rootCall, null);
    expect(status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
  });
});

describe("POST /api_myfilex/getpastevideoinfo {type, file_name, relpath}", () => {
  test("a home video by id, with or without its encoded relpath: the browser's item and the channel fields", async () => {
    const id = ids["Lib/Trip/b.mp4"];
    const link = `/lv/${id}/${b64("Lib/Trip/b.mp4")}`;
    const { status, json } = await post(pasteInfoCall, { type: "lv", file_name: String(id), relpath: b64("Lib/Trip/b.mp4") });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      id,
      file_type: 3,
      file_name: "b.mp4",
      file_title: "b",
      media_name_relpath: "Lib/Trip/b.mp4",
      paste_type: "lv",
      channel_media_path: link,
      media_cp_uri: link,
      media_id: id,
      video_src: `/media_lv_video_root/${b64("Lib/Trip/b.mp4")}`,
      youtube_id: null,
      youtube_url: null,
    });
    expect((await post(pasteInfoCall, { type: "lv", file_name: id })).json).toEqual(json);
    expect((await post(pasteInfoCall, { type: "lv", file_name: String(id), relpath: null }, guest.cookie)).json).toEqual(json);
    // A photo pastes too (grids keep photos and videos).
    expect((await post(pasteInfoCall, { type: "lv", file_name: String(ids["Lib/Trip/a.jpg"]) })).json.data).toMatchObject({ file_type: 2, paste_type: "lv" });
  });

  test("an online video: its title from the home's collection, else the pending title's placeholder (never its id); thumbnail and watch URL", async () => {
    const youtubeId = "dQw4w9WgXcQ";
    const unknown = await post(pasteInfoCall, { type: "yv", file_name: youtubeId, relpath: b64("Music") });
    expect(unknown.status).toBe(200);
    expect(unknown.json.data).toEqual({
      file_type: 3,
      file_title: "YouTube video (title not available yet)",
      file_name: youtubeId,
      thumbnail: expect.stringMatching(new RegExp(`/vi/${youtubeId}/[a-z]+\\.jpg$`)),
      duration: null,
      relpath: b64("Music"),
      paste_type: "yv",
      channel_media_path: `/yv/${youtubeId}/${b64("Music")}`,
      media_cp_uri: `/yv/${youtubeId}/${b64("Music")}`,
      media_id: youtubeId,
      video_src: null,
      youtube_id: youtubeId,
      youtube_url: `https://www.youtube.com/watch?v=${youtubeId}`,
    });
    await db().section.create({ data: { homeId: stranger.homeId, name: "Theirs", links: { create: { youtubeId, title: "Not ours" } } } });
    expect((await post(pasteInfoCall, { type: "yv", file_name: youtubeId })).json.data).toMatchObject({
      file_title: "YouTube video (title not available yet)",
      channel_media_path: `/yv/${youtubeId}`,
    });
    await db().section.create({ data: { homeId: owner.homeId, name: "Songs", links: { create: { youtubeId, title: "Our song" } } } });
    expect((await post(pasteInfoCall, { type: "yv", file_name: youtubeId })).json.data).toMatchObject({ file_title: "Our song" });
  });

  test("bad input 400 with the documented text; other homes' and mismatched files 404; no session 401", async () => {
    const badFormat = "Input string does not match the expected format";
    const cases: Array<[unknown, string]> = [
      [{ type: "xv", file_name: "1" }, "Invalid video type."],
      [{ file_name: "1" }, "Invalid video type."],
      [{ type: "yv", file_name: "short" }, badFormat],
      [{ type: "yv", file_name: "dQw4w9WgXcQ", relpath: "a/b" }, badFormat],
      [{ type: "yv", file_name: "dQw4w9WgXcQ/x" }, badFormat],
      [{ type: "lv", file_name: "abc" }, badFormat],
      [{ type: "lv", file_name: "0" }, badFormat],
      [{ type: "lv", file_name: "2147483648" }, badFormat],
      [{ type: "lv", file_name: "1", relpath: "not base64!" }, badFormat],
      [{ type: "lv" }, "Invalid id."],
      ...[
        "Lib/../Secret/s.mp4",
        "/etc/passwd",
        "Lib\\Trip\\b.mp4",
        "Lib/Trip/b.mp4\u0000",
        "Lib/%2e%2e/Secret/s.mp4",
        "Lib/\uFF0E\uFF0E/s.mp4",
        "Lib//Trip/b.mp4",
      ].map((relpath): [unknown, string] => [{ type: "lv", file_name: String(ids["Lib/Trip/b.mp4"]), relpath: b64(relpath) }, "Invalid path."]),
    ];
    for (const [body, error] of cases) {
      const { status, json } = await post(pasteInfoCall, body);
      expect([body, status, json.error]).toEqual([body, 400, error]);
    }
    expect((await call(pasteInfoCall, "/x", { cookie: owner.cookie, rawBody: "{nope", headers: { "content-type": "application/json" } })).status).toBe(400);
    for (const body of [
      { type: "lv", file_name: String(ids["Lib/Trip/b.mp4"]), relpath: b64("Lib/Trip/c.mp4") },
      { type: "lv", file_name: String(ids["Secret/s.mp4"]) },
      { type: "lv", file_name: String(ids["Lib/Trip"]) },
      { type: "lv", file_name: "2147483647" },
    ]) {
      const { status, json } = await post(pasteInfoCall, body);
      expect([body, status, json.error]).toEqual([body, 404, "File not found."]);
    }
    expect((await post(pasteInfoCall, { type: "lv", file_name: String(ids["Secret/s.mp4"]) }, stranger.cookie)).status).toBe(200);
    const anonymous = await post(pasteInfoCall, { type: "lv", file_name: String(ids["Lib/Trip/b.mp4"]) }, null);
    expect([anonymous.status, anonymous.json.error]).toEqual([401, "You are not login!"]);
  });
});

describe("GET /api_myfilex/initdirview", () => {
  test("the directory home: no folder, photo or video open; the media roots; the last played file", async () => {
    const before = await get(initDirViewCall, stranger.cookie);
    expect(before.json.data).toEqual({
      folder: null,
      photo: null,
      video: null,
      media_roots: (await get(dirFilesRootCall, stranger.cookie)).json.data,
      last_played: null,
      page_size: 60,
    });
    expect(before.json.data.media_roots).toHaveLength(1);

    await post(phsCall, { relpath_file: "Secret/s.mp4" }, stranger.cookie);
    const after = (await get(initDirViewCall, stranger.cookie)).json.data;
    expect(after.last_played).toMatchObject({ id: ids["Secret/s.mp4"], file_name: "s.mp4", file_type: 3 });

    const mine = (await get(initDirViewCall, guest.cookie)).json.data;
    expect(mine.media_roots.map((r: { name: string }) => r.name)).toEqual(["Lib", "Demo"]);
    expect(mine.last_played).toBeNull();
    expect((await get(initDirViewCall, null)).status).toBe(401);
  });
});

describe("GET /api_myfilex/backward and /forward", () => {
  // The caller keeps the position in a cookie, as a browser would.
  function browser(session: string) {
    let jar = "";
    const step = async (handler: typeof backwardCall) => {
      const { status, json, response } = await get(handler, jar ? `${session}; ${jar}` : session);
      expect(status).toBe(200);
      const setCookie = response.headers.get("set-cookie");
      if (setCookie) jar = cookieFrom(setCookie);
      return json.data === null ? null : (json.data as Item).file_name;
    };
    return { back: () => step(backwardCall), forward: () => step(forwardCall), jar: () => jar };
  }
  const play = (relpath_file: string, cookie = owner.cookie) => post(phsCall, { relpath_file }, cookie);

  test("no history: nothing either way", async () => {
    const nav = browser(owner.cookie);
    expect(await nav.back()).toBeNull();
    expect(await nav.forward()).toBeNull();
  });

  test("steps through the plays like a browser's back and forward; a play while stepping does not move the position", async () => {
    for (const file of ["Lib/Trip/a.jpg", "Lib/Trip/b.mp4", "Lib/Trip/c.mp4", "Lib/Trip/c.mp4"]) expect((await play(file)).status).toBe(200);
    const nav = browser(owner.cookie);
    // c.mp4 plays now (twice in a row, one step).
    expect(await nav.back()).toBe("b.mp4");
    expect(await nav.back()).toBe("a.jpg");
    expect(await nav.back()).toBeNull();
    expect(await nav.forward()).toBe("b.mp4");
    expect(await nav.forward()).toBe("c.mp4");
    expect(await nav.forward()).toBeNull();
    expect(await nav.back()).toBe("b.mp4");

    // Playing a.jpg again from b.mp4's place: back still goes on into older plays.
    expect(await nav.back()).toBe("a.jpg");
    await play("Lib/Trip/a.jpg");
    expect(await nav.forward()).toBe("b.mp4");
    expect(await nav.forward()).toBe("c.mp4");
    expect(await nav.forward()).toBe("a.jpg");
    expect(await nav.forward()).toBeNull();
  });

  test("files gone from the index are skipped; online videos are stepped to", async () => {
    await db().playHistory.create({ data: { homeId: owner.homeId, kind: "lv", relpath: "Lib/gone.mp4" } });
    await db().playHistory.create({ data: { homeId: owner.homeId, kind: "yv", youtubeId: "dQw4w9WgXcQ", relpath: "Music" } });
    await play("Lib/Trip/b.mp4");
    const session = owner.cookie;
    const { json } = await get(backwardCall, session);
    expect(json.data).toMatchObject({ kind: "yv", youtube_id: "dQw4w9WgXcQ", relpath: "Music" });
    const nav = browser(session);
    expect(await nav.back()).toBeUndefined(); // the online video (no file_name)
    expect(await nav.back()).toBe("a.jpg"); // Lib/gone.mp4 skipped
  });

  test("a position from another session or another home counts as none; never another home's plays", async () => {
    const nav = browser(owner.cookie);
    await nav.back();
    await nav.back();
    const [, rowId] = /\.(\d+)$/.exec(decodeURIComponent(nth(nav.jar().split("="), 1)))!;
    const ownerCaller = (await callerFromCookieHeader(owner.cookie)) as Caller;

    // The guest of the same home presenting the owner's position starts at the latest play.
    const guestStep = await get(backwardCall, `${guest.cookie}; hems_history=${ownerCaller.sessionId}.${rowId}`);
    expect((guestStep.json.data as Item).file_name).toBeUndefined(); // the online video, one before the latest play b.mp4

    const strangerCaller = (await callerFromCookieHeader(stranger.cookie)) as Caller;
    const forged = await get(backwardCall, `${stranger.cookie}; hems_history=${strangerCaller.sessionId}.${rowId}`);
    expect(forged.json.data).toBeNull(); // the stranger has one play: nothing before it
    expect(forged.response.headers.get("set-cookie")).toMatch(new RegExp(`^hems_history=${strangerCaller.sessionId}\\.\\d+;`));
    for (const handler of [backwardCall, forwardCall]) {
      const { status, json } = await get(handler, null);
      expect([status, json.error]).toEqual([401, "You are not login!"]);
    }
  });
});

describe("GET /api_myfilex/getrandmusic", () => {
  test("the URL of one of our tracks at random, never the intro; the files are short and small", async () => {
    const tracks = await musicTracks();
    expect(tracks.length).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { status, json } = await get(randMusicCall);
      expect(status).toBe(200);
      seen.add(json.data);
    }
    expect(seen.size).toBeGreaterThan(1);
    for (const url of seen) {
      expect(url).toMatch(/^\/music\/[\w-]+\.m4a$/);
      expect(url).not.toBe(INTRO_SOUND_URL);
      const file = path.join(process.cwd(), "public", url);
      expect(fs.statSync(file).size).toBeLessThan(500_000);
    }
    expect(fs.existsSync(path.join(process.cwd(), "public", INTRO_SOUND_URL))).toBe(true);
    expect((await get(randMusicCall, guest.cookie)).status).toBe(200);
    expect((await get(randMusicCall, null)).status).toBe(401);
  });
});

describe("?invite_code on the player calls", () => {
  const fileParams = { relpath: b64("Lib/Trip/b.mp4") };

  test("a well-formed code is accepted and changes nothing", async () => {
    const plain = await get(playerFileCall, owner.cookie, "/x", fileParams);
    const withCode = await get(playerFileCall, owner.cookie, "/x?invite_code=Ab3_-x", fileParams);
    expect(withCode.status).toBe(200);
    expect(withCode.json).toEqual(plain.json);
    const id = String(ids["Lib/Trip/b.mp4"]);
    expect((await get(playerParamCall, owner.cookie, "/x?invite_code=Ab3_-x", { id: [id] })).json).toEqual(
      (await get(playerParamCall, owner.cookie, "/x", { id: [id] })).json,
    );
  });

  test("a malformed code is a 400; a code opens nothing without a session or in another home", async () => {
    for (const query of ["?invite_code=", "?invite_code=a%20b", "?invite_code=%3Cscript%3E", `?invite_code=${"x".repeat(129)}`, "?invite_code=a%00"]) {
      for (const [handler, params] of [
        [playerFileCall, fileParams],
        [playerParamCall, {}],
      ] as const) {
        const { status, json } = await get(handler, owner.cookie, `/x${query}`, params);
        expect([query, status, json.error]).toEqual([query, 400, "Invalid invite code."]);
      }
    }
    expect((await get(playerFileCall, null, "/x?invite_code=Ab3_-x", fileParams)).status).toBe(401);
    expect((await get(playerParamCall, null, "/x?invite_code=Ab3_-x")).status).toBe(401);
    expect((await get(playerFileCall, stranger.cookie, "/x?invite_code=Ab3_-x", fileParams)).status).toBe(404);
  });
});

describe("photo detail (img64)", () => {
  const sizeOf = async (dataUrl: string) => {
    expect(dataUrl).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    const meta = await sharp(Buffer.from(nth(dataUrl.split(","), 1), "base64")).metadata();
    return [meta.format, meta.width, meta.height, meta.orientation ?? 1];
  };

  test("a demo photo shot sideways comes upright, with its name and dates", async () => {
    const sideways = DEMO_PHOTOS.find((photo) => photo.orientation === 6 && photo.format === "jpeg")!;
    const relpath = `Demo/${sideways.relPath}`;
    const caller = (await callerFromCookieHeader(guest.cookie)) as Caller;
    const detail = await photoDetail(caller, relpath);
    const item = (await get(playerFileCall, owner.cookie, "/x", { relpath: b64(relpath) })).json.data as Item;
    expect(detail).toEqual({
      img64: expect.any(String),
      file_name: item.file_name,
      create_time_original: item.create_time_original,
      create_time: item.create_time,
    });
    expect(detail.create_time_original).not.toBeNull();
    expect(await sizeOf(detail.img64)).toEqual(["jpeg", sideways.width, sideways.height, 1]);
  });

  test("a large photo is bounded to 1600 px on its long side, after orientation", async () => {
    const caller = (await callerFromCookieHeader(owner.cookie)) as Caller;
    const detail = await photoDetail(caller, "Lib/Tall/wide-rotated.jpg");
    expect(await sizeOf(detail.img64)).toEqual(["jpeg", PHOTO_DETAIL_MAX_SIDE / 2, PHOTO_DETAIL_MAX_SIDE, 1]);
    expect(detail.file_name).toBe("wide-rotated.jpg");
  });

  test("videos, folders, other homes' photos 404; bad paths 400", async () => {
    const caller = (await callerFromCookieHeader(owner.cookie)) as Caller;
    for (const relpath of ["Lib/Trip/b.mp4", "Lib/Trip", "Secret/p.jpg", "Lib/none.jpg"]) {
      await expect(photoDetail(caller, relpath)).rejects.toMatchObject({ status: 404 });
    }
    for (const relpath of ["Lib/../Secret/p.jpg", "/etc/passwd", "Lib\\Trip\\a.jpg"]) {
      await expect(photoDetail(caller, relpath)).rejects.toMatchObject({ status: 400 });
    }
  });
});
