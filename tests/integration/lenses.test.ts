import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { testDatabaseForFile } from "../helpers/database";
import { homeWithCallers } from "../helpers/accounts";
import { b64, call } from "../helpers/http";
import { addScannedRoot } from "../helpers/media";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { lensBlockPaths, lensPhoto, loadLens, loadLensBrief } from "@/lib/lenses/service";
import { GET as allCall } from "@/app/api/medialens_f2f/all/route";
import { POST as createCall } from "@/app/api/medialens_f2f/create/route";
import { GET as loadCall } from "@/app/api/medialens_f2f/load/[id]/route";
import { GET as loadBriefCall } from "@/app/api/medialens_f2f/loadbrief/[id]/route";
import { POST as updateCall } from "@/app/api/medialens_f2f/update/[id]/route";
import { GET as deleteCall } from "@/app/api/medialens_f2f/delete/[id]/route";
import { GET as getPhotoCall } from "@/app/api/medialens_f2f/getphoto/[relpath]/route";

// Media lenses on a real database. Home "Lens Home": root "Lib" with real
// photos Trip/a.jpg and Trip/c.jpg, a video Trip/b.mp4 (bytes need not play:
// no call reads them) and Trip/gone.jpg, deleted from disk by one test. A
// guest of that home, and another home's owner with root "Secret".

const OWNERS_ONLY = "Only the owner of this home can manage its media lenses.";
const NOT_FOUND = "MediaLens not found.";
const INVALID_BLOCKS = "The photos and videos of the lens are not valid.";

const database = testDatabaseForFile();
let lib: string;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };

type Handler = Parameters<typeof call>[0];
const get = (handler: Handler, params: Record<string, string> = {}, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, params });
const post = (handler: Handler, body: unknown, params: Record<string, string> = {}, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, body, params });

const PHOTO = { type: "2", relpath: "Lib/Trip/a.jpg" };
const VIDEO = { type: "3", relpath: "Lib/Trip/b.mp4" };
const PHOTO_C = { type: "2", relpath: "Lib/Trip/c.jpg" };

async function create(body: unknown = { description: "Summer", title: "Trip", blocks: [PHOTO, VIDEO] }): Promise<string> {
  const { status, json } = await post(createCall, body);
  expect([status, json.status]).toEqual([200, true]);
  return json.data.lens_id;
}

/** Everything stored about lenses, to prove a refused call changed nothing. */
const snapshot = async () => ({
  lenses: await db().mediaLens.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, description: true, updatedAt: true } }),
  blocks: await db().lensBlock.findMany({
    orderBy: [{ lensId: "asc" }, { position: "asc" }],
    select: { lensId: true, type: true, relpath: true, title: true },
  }),
});

function invitee(lensId: string): Caller {
  return { sessionId: "invite-session", role: "lens_invitee", homeId: owner.homeId, userId: null, guestId: null, name: "", isAdmin: false, lensId };
}

beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(database.dataDir, "lenses-"));
  const { home, ...callers } = await homeWithCallers("Lens Home");
  ({ owner, guest, stranger } = callers);
  lib = path.join(work, "lib");
  fs.mkdirSync(path.join(lib, "Trip"), { recursive: true });
  for (const name of ["a.jpg", "c.jpg", "gone.jpg"])
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#48c" } })
      .jpeg()
      .toFile(path.join(lib, "Trip", name));
  fs.writeFileSync(path.join(lib, "Trip", "b.mp4"), "x");
  const secret = path.join(work, "secret");
  fs.mkdirSync(secret);
  fs.writeFileSync(path.join(secret, "s.jpg"), "x");
  await addScannedRoot(home.id, "Lib", lib, { metadata: false });
  await addScannedRoot(stranger.homeId, "Secret", secret, { metadata: false });
}, 120_000);

describe("who may call", () => {
  test("without a session every call is a 401 and changes nothing", async () => {
    const id = await create();
    const before = await snapshot();
    const replies = [
      await get(allCall, {}, null),
      await post(createCall, { description: "", blocks: [PHOTO] }, {}, null),
      await get(loadCall, { id }, null),
      await get(loadBriefCall, { id }, null),
      await post(updateCall, { description: "x", blocks: [] }, { id }, null),
      await get(deleteCall, { id }, null),
      await get(getPhotoCall, { relpath: b64(PHOTO.relpath) }, null),
    ];
    for (const reply of replies) expect([reply.status, reply.json.error]).toEqual([401, "You are not login!"]);
    expect(await snapshot()).toEqual(before);
  });

  test("a guest of the home is refused every call (403, the owners-only text) and changes nothing", async () => {
    const id = await create();
    const before = await snapshot();
    const replies = [
      await get(allCall, {}, guest.cookie),
      await post(createCall, { description: "", blocks: [PHOTO] }, {}, guest.cookie),
      await get(loadCall, { id }, guest.cookie),
      await get(loadBriefCall, { id }, guest.cookie),
      await post(updateCall, { description: "x", blocks: [] }, { id }, guest.cookie),
      await get(deleteCall, { id }, guest.cookie),
      await get(getPhotoCall, { relpath: b64(PHOTO.relpath) }, guest.cookie),
    ];
    for (const reply of replies) expect([reply.status, reply.json.error]).toEqual([403, OWNERS_ONLY]);
    expect(await snapshot()).toEqual(before);
  });

  test("another home's owner does not see, change or delete this home's lens, nor use its files", async () => {
    const id = await create();
    const before = await snapshot();
    expect((await get(allCall, {}, stranger.cookie)).json.data).toEqual([]);
    for (const reply of [
      await get(loadCall, { id }, stranger.cookie),
      await get(loadBriefCall, { id }, stranger.cookie),
      await post(updateCall, { description: "taken", blocks: [] }, { id }, stranger.cookie),
      await get(deleteCall, { id }, stranger.cookie),
    ])
      expect([reply.status, reply.json.error]).toEqual([404, NOT_FOUND]);
    // This home's paths are not the stranger's, nor the stranger's this home's.
    expect((await post(createCall, { description: "", blocks: [PHOTO] }, {}, stranger.cookie)).status).toBe(404);
    expect((await get(getPhotoCall, { relpath: b64(PHOTO.relpath) }, stranger.cookie)).status).toBe(404);
    expect((await post(createCall, { description: "", blocks: [{ type: "2", relpath: "Secret/s.jpg" }] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  test("a lens invitee reads its own lens and its photos only", async () => {
    const own = await create({ description: "", title: "Own", blocks: [PHOTO, VIDEO] });
    const other = await create({ description: "", title: "Other", blocks: [PHOTO_C] });
    expect((await loadLens(invitee(own), own)).blocks.map((block) => block.relpath)).toEqual([PHOTO.relpath, VIDEO.relpath]);
    expect((await loadLensBrief(invitee(own), own)).title).toBe("Own");
    await expect(loadLens(invitee(own), other)).rejects.toMatchObject({ status: 403 });
    await expect(loadLensBrief(invitee(own), other)).rejects.toMatchObject({ status: 403 });
    expect((await lensPhoto(invitee(own), b64(PHOTO.relpath))).file_name).toBe("a.jpg");
    await expect(lensPhoto(invitee(own), b64(PHOTO_C.relpath))).rejects.toMatchObject({ status: 403, message: "This file is not part of the lens." });
    await expect(lensPhoto(invitee(own), b64("Lib/Trip/../Trip/a.jpg"))).rejects.toMatchObject({ status: 400, message: "Invalid path." });
    expect(await lensBlockPaths(own)).toEqual([PHOTO.relpath, VIDEO.relpath]);
    expect(await lensBlockPaths(other)).toEqual([PHOTO_C.relpath]);
  });
});

describe("creating, loading and listing", () => {
  test("create replies the new lens_id; load gives the lens with its blocks in order", async () => {
    const id = await create({ description: "By the sea", title: "  Summer  ", blocks: [VIDEO, { ...PHOTO, title: "First light" }] });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { status, json } = await get(loadCall, { id });
    expect(status).toBe(200);
    const lens = json.data;
    expect(lens).toMatchObject({ lens_id: id, title: "Summer", description: "By the sea", block_count: 2 });
    expect(new Date(lens.updated_at).toISOString()).toBe(lens.updated_at);
    expect(lens.blocks).toEqual([
      { type: "3", relpath: VIDEO.relpath, thumbnail: expect.stringMatching(/^\/api\/thumbs\//), title: "b", missing: false, file_id: expect.any(Number) },
      {
        type: "2",
        relpath: PHOTO.relpath,
        thumbnail: expect.stringMatching(/^\/api\/thumbs\//),
        title: "First light",
        missing: false,
        file_id: expect.any(Number),
      },
    ]);
    expect(lens.cover_thumbnail_url).toBe(lens.blocks[0].thumbnail);
    // Numbers for types and a missing title are the same lens.
    const same = await create({ description: "", blocks: [{ type: 2, relpath: PHOTO.relpath }] });
    expect((await get(loadCall, { id: same })).json.data).toMatchObject({ title: "", blocks: [{ type: "2", title: "a" }] });
  });

  test("loadbrief gives the card without blocks; all lists the home's lenses, most recently changed first", async () => {
    const older = await create({ description: "one", title: "Older", blocks: [PHOTO] });
    const newer = await create({ description: "two", title: "Newer", blocks: [PHOTO_C, VIDEO, PHOTO] });
    const brief = (await get(loadBriefCall, { id: newer })).json.data;
    expect(brief).toEqual({
      lens_id: newer,
      title: "Newer",
      description: "two",
      updated_at: expect.any(String),
      cover_thumbnail_url: expect.stringMatching(/^\/api\/thumbs\//),
      thumbnails: [expect.any(String), expect.any(String), expect.any(String)],
      block_count: 3,
    });
    const all = (await get(allCall)).json.data as { lens_id: string }[];
    expect(all.map((lens) => lens.lens_id).indexOf(newer)).toBeLessThan(all.map((lens) => lens.lens_id).indexOf(older));
    expect(all.find((lens) => lens.lens_id === newer)).toEqual(brief);
  });

  test("an empty lens has no cover", async () => {
    const id = await create({ description: "", blocks: [] });
    expect((await get(loadBriefCall, { id })).json.data).toMatchObject({ cover_thumbnail_url: null, thumbnails: [], block_count: 0 });
  });

  test("an unknown id is 'MediaLens not found.' (404)", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      for (const reply of [await get(loadCall, { id }), await get(loadBriefCall, { id }), await get(deleteCall, { id })])
        expect([reply.status, reply.json.error]).toEqual([404, NOT_FOUND]);
      expect((await post(updateCall, { description: "", blocks: [] }, { id })).json.error).toBe(NOT_FOUND);
    }
  });
});

describe("validation", () => {
  test("bad bodies are 400 with the documented texts and store nothing", async () => {
    const before = await snapshot();
    const cases: [unknown, number, string][] = [
      [{ description: "x" }, 400, INVALID_BLOCKS],
      [{ description: "x", blocks: "a.jpg" }, 400, INVALID_BLOCKS],
      [{ description: "x", blocks: [{ type: "4", relpath: PHOTO.relpath }] }, 400, INVALID_BLOCKS],
      [{ description: "x", blocks: [{ type: "2" }] }, 400, INVALID_BLOCKS],
      [{ description: "x", blocks: [{ type: "2", relpath: "" }] }, 400, INVALID_BLOCKS],
      [{ description: "x".repeat(5001), blocks: [] }, 400, "The description must be 5000 characters or less."],
      [{ description: "x", title: "t".repeat(201), blocks: [] }, 400, "The title must be 200 characters or less."],
      [{ description: "x", blocks: Array.from({ length: 501 }, () => PHOTO) }, 400, INVALID_BLOCKS],
      [{ description: "x", blocks: [{ type: "3", relpath: PHOTO.relpath }] }, 400, "A block's type does not match its file (2 photo, 3 video)."],
      [{ description: "x", blocks: [PHOTO, { type: "2", relpath: "Lib/Trip/none.jpg" }] }, 404, "File not found."],
      [{ description: "x", blocks: [{ type: "2", relpath: "Lib/Trip" }] }, 404, "File not found."],
    ];
    for (const [body, status, error] of cases) {
      const reply = await post(createCall, body);
      expect([JSON.stringify(body).slice(0, 80), reply.status, reply.json.error]).toEqual([JSON.stringify(body).slice(0, 80), status, error]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("traversal spellings in a block's relpath or getphoto's are 400 'Invalid path.' and store nothing", async () => {
    const id = await create();
    const before = await snapshot();
    const spellings = [
      "Lib/Trip/../Trip/a.jpg",
      "Lib/../Lib/Trip/a.jpg",
      "../Lib/Trip/a.jpg",
      "/etc/passwd",
      "Lib/Trip/%2e%2e/Trip/a.jpg",
      "Lib/Trip/%252e%252e/a.jpg",
      "Lib\\Trip\\a.jpg",
      "Lib/Trip/\uFF0E\uFF0E/a.jpg",
      "Lib//Trip/a.jpg",
      "Lib/./Trip/a.jpg",
      "Lib/Trip/a.jpg\u0000",
      "C:/Lib/a.jpg",
    ];
    for (const relpath of spellings) {
      const created = await post(createCall, { description: "", blocks: [{ type: "2", relpath }] });
      const updated = await post(updateCall, { description: "", blocks: [{ type: "2", relpath }] }, { id });
      const photo = await get(getPhotoCall, { relpath: b64(relpath) });
      for (const reply of [created, updated, photo]) expect([relpath, reply.status, reply.json.error]).toEqual([relpath, 400, "Invalid path."]);
    }
    expect((await get(getPhotoCall, { relpath: "not base64!" })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("updating and deleting", () => {
  test("update replaces the text and the blocks in their new order; a refused update changes nothing", async () => {
    const id = await create({ description: "old", title: "Old", blocks: [PHOTO, VIDEO] });
    const { status, json } = await post(updateCall, { description: "new", title: "New", blocks: [VIDEO, PHOTO_C, PHOTO] }, { id });
    expect([status, json.data]).toEqual([200, { lens_id: id }]);
    const lens = (await get(loadCall, { id })).json.data;
    expect([lens.title, lens.description, lens.blocks.map((block: { relpath: string }) => block.relpath)]).toEqual([
      "New",
      "new",
      [VIDEO.relpath, PHOTO_C.relpath, PHOTO.relpath],
    ]);
    const before = await snapshot();
    expect((await post(updateCall, { description: "bad", blocks: [PHOTO, { type: "2", relpath: "Lib/none.jpg" }] }, { id })).status).toBe(404);
    expect((await post(updateCall, { description: "bad", blocks: [{ type: "3", relpath: PHOTO.relpath }] }, { id })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test("delete removes the lens, its blocks and its invites, and nothing else", async () => {
    const kept = await create();
    const id = await create();
    for (const lensId of [id, id, kept])
      await db().invite.create({ data: { code: `code-${Math.random()}`, homeId: owner.homeId, lensId, passcodeHash: "hash", maxViews: 10 } });
    const { status, json } = await get(deleteCall, { id });
    expect([status, json.data]).toEqual([200, { lens_id: id }]);
    expect(await db().mediaLens.count({ where: { id } })).toBe(0);
    expect(await db().lensBlock.count({ where: { lensId: id } })).toBe(0);
    expect(await db().invite.count({ where: { lensId: id } })).toBe(0);
    expect(await db().invite.count({ where: { lensId: kept } })).toBe(1);
    expect((await get(loadCall, { id: kept })).status).toBe(200);
    expect((await get(deleteCall, { id })).status).toBe(404);
  });
});

describe("photos and missing files", () => {
  test("getphoto replies the photo's img64, file_name, create_time_original and create_time", async () => {
    const { status, json } = await get(getPhotoCall, { relpath: b64(PHOTO.relpath) });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      img64: expect.stringMatching(/^data:image\/jpeg;base64,/),
      file_name: "a.jpg",
      create_time_original: null,
      create_time: expect.any(String),
    });
    expect((await get(getPhotoCall, { relpath: b64(VIDEO.relpath) })).status).toBe(404);
    expect((await get(getPhotoCall, { relpath: b64("Lib/Trip/none.jpg") })).status).toBe(404);
  });

  test("a lens whose file was deleted from disk still loads, with that block marked missing", async () => {
    const id = await create({ description: "", title: "Gone", blocks: [{ type: "2", relpath: "Lib/Trip/gone.jpg" }, PHOTO] });
    fs.rmSync(path.join(lib, "Trip", "gone.jpg"));
    const { status, json } = await get(loadCall, { id });
    expect(status).toBe(200);
    expect(json.data.blocks).toEqual([
      { type: "2", relpath: "Lib/Trip/gone.jpg", thumbnail: "", title: "gone", missing: true, file_id: null },
      expect.objectContaining({ relpath: PHOTO.relpath, missing: false }),
    ]);
    expect(json.data.cover_thumbnail_url).toBe(json.data.blocks[1].thumbnail);
    expect((await get(allCall)).json.data.find((lens: { lens_id: string }) => lens.lens_id === id).thumbnails).toHaveLength(1);
  });
});
