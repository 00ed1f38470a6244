import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { homeWithCallers, makeHome } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { NOT_LOGGED_IN } from "@/lib/http/errors";
import { mediaIndexerIdle, mediaIndexerRunning, stopMediaIndexer } from "@/lib/media/indexer";
import { syncConfiguredRoots } from "@/lib/media/root-changes";
import { scanRoot } from "@/lib/media/scanner";
import { mediaRootError, mediaRootErrorOf } from "@/lib/media/schemas";
import { MEDIA_ROOTS_OWNERS_ONLY } from "@/lib/media/service";
import { thumbnailKey, thumbnailPath } from "@/lib/thumbnails/paths";
import { GET as listCall } from "@/app/api/ctx/media_roots/route";
import { POST as addCall } from "@/app/api/ctx/add_media_root/route";
import { POST as removeCall } from "@/app/api/ctx/remove_media_root/route";
import { GET as dirFilesRootCall } from "@/app/api/myfilex/dirfilesroot/route";
import { GET as initDirViewCall } from "@/app/api/myfilex/initdirview/route";
import { GET as historyCall } from "@/app/api/myfilex/historyurl/route";
import { POST as playlistCall } from "@/app/api/chnl/getchannelplaylist/route";

// Media folders on the settings page (GET /api_ctx/media_roots, POST
// add_media_root and remove_media_root) and the start-up sync of the roots
// configured in MEDIA_ROOTS, on a real database with small generated folders.
// The owner's home starts with one environment root ("Env"); adding a root
// starts the background indexer, which scans it and makes its thumbnails.

let database: TestDatabase;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
let libs: string;

type Handler = Parameters<typeof call>[0];
const get = (handler: Handler, cookie: string | null = owner.cookie) => call(handler, "/x", { cookie: cookie ?? undefined });
const post = (handler: Handler, body: unknown, cookie: string | null = owner.cookie) => call(handler, "/x", { cookie: cookie ?? undefined, body });
const add = (name: string, folder: string, cookie?: string | null) => post(addCall, { name, path: folder }, cookie);
const remove = (name: string, cookie?: string | null) => post(removeCall, { name }, cookie);

/** A folder with `count` small photos (and a subfolder with one more). */
async function photoFolder(name: string, count = 2): Promise<string> {
  const dir = path.join(libs, name);
  fs.mkdirSync(path.join(dir, "Sub"), { recursive: true });
  for (let i = 0; i < count; i++) {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: `hsl(${i * 70}, 70%, 50%)` } })
      .png()
      .toFile(path.join(dir, `photo ${i}.png`));
  }
  await sharp({ create: { width: 30, height: 40, channels: 3, background: "#336699" } })
    .png()
    .toFile(path.join(dir, "Sub", "deep.png"));
  return dir;
}

async function rootOf(name: string, homeId = owner.homeId) {
  return db().mediaRoot.findUnique({ where: { homeId_name: { homeId, name } } });
}

/** The cached thumbnail files of a root's photos and videos. */
async function thumbnailFiles(rootId: string): Promise<string[]> {
  const rows = await db().mediaFile.findMany({ where: { rootId, type: { not: "folder" } }, select: { rootId: true, relpath: true, size: true, mtime: true } });
  return rows.map((row) => thumbnailPath(database.dataDir, thumbnailKey(row)));
}

/** Every row of the tables a refused call must not touch. */
const snapshot = async () => ({
  roots: await db().mediaRoot.findMany({ orderBy: { name: "asc" } }),
  files: await db().mediaFile.count(),
  scans: await db().scanState.count(),
});

beforeAll(async () => {
  database = await createTestDatabase();
  libs = path.join(database.dataDir, "libraries");
  fs.mkdirSync(libs);
  const { home, ...callers } = await homeWithCallers("Roots Home");
  ({ owner, guest, stranger } = callers);
  const env = await photoFolder("env", 1);
  await syncConfiguredRoots(home.id, [{ name: "Env", path: env }], database.dataDir);
  const root = (await rootOf("Env"))!;
  await scanRoot(root.id, { thumbnails: true, dataDir: database.dataDir });
}, 60_000);

afterAll(async () => {
  await stopMediaIndexer();
  await database.drop();
});

describe("adding a media folder", () => {
  test("a readable folder becomes a settings root, scanned and watched in the background", async () => {
    const folder = await photoFolder("family", 2);
    const reply = await add("Family", folder + "/");
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ status: true, data: { name: "Family", path: folder, source: "settings", removable: true, available: true } });

    // The indexer was started (nothing had started it in this test process) and scans the new root.
    expect(mediaIndexerRunning()).toBe(true);
    await mediaIndexerIdle();
    const root = (await rootOf("Family"))!;
    expect(root.source).toBe("settings");
    expect(await db().scanState.findUniqueOrThrow({ where: { rootId: root.id } })).toMatchObject({ status: "succeeded", phase: "done" });
    for (const file of await thumbnailFiles(root.id)) expect(fs.existsSync(file)).toBe(true);

    const list = await get(listCall);
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      expect.objectContaining({ name: "Env", source: "env", removable: false, available: true, photos: 2, folders: 1 }),
      expect.objectContaining({
        name: "Family",
        path: folder,
        source: "settings",
        removable: true,
        photos: 3,
        videos: 0,
        folders: 1,
        scan: expect.objectContaining({ status: "succeeded", phase: "done" }),
      }),
    ]);
    // The library lists it after the environment root.
    expect((await get(dirFilesRootCall)).json.data.map((root: { name: string }) => root.name)).toEqual(["Env", "Family"]);
  });

  test("a file the watcher sees in the new root is indexed", async () => {
    const root = (await rootOf("Family"))!;
    await sharp({ create: { width: 20, height: 20, channels: 3, background: "#aa3300" } })
      .png()
      .toFile(path.join(libs, "family", "later.png"));
    const indexed = async () => (await db().mediaFile.count({ where: { rootId: root.id, relpath: "later.png", metaState: "ready" } })) === 1;
    for (let i = 0; i < 100 && !(await indexed()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await indexed()).toBe(true);
  });

  test("refusals name the problem and change nothing", async () => {
    const before = await snapshot();
    const family = path.join(libs, "family");
    const file = path.join(family, "photo 0.png");
    const link = path.join(libs, "family-link");
    fs.symlinkSync(family, link);
    const etcLink = path.join(libs, "etc-link");
    fs.symlinkSync("/etc", etcLink);
    const other = await photoFolder("other", 1);
    const cases: Array<[string, unknown, number, string]> = [
      ["duplicate name", { name: "Family", path: other }, 409, mediaRootError("nameTaken", "Family")],
      ["duplicate name, other case", { name: "family", path: other }, 409, mediaRootError("nameTaken", "Family")],
      ["an environment root's name", { name: "Env", path: other }, 409, mediaRootError("nameTaken", "Env")],
      ["empty name", { name: "  ", path: other }, 400, mediaRootError("nameLength")],
      ["long name", { name: "x".repeat(33), path: other }, 400, mediaRootError("nameLength")],
      ["slash in the name", { name: "a/b", path: other }, 400, mediaRootError("nameCharacters")],
      ["dot dot name", { name: "..", path: other }, 400, mediaRootError("nameCharacters")],
      ["no path", { name: "Other" }, 400, mediaRootError("pathNotAbsolute")],
      ["relative path", { name: "Other", path: "libraries/other" }, 400, mediaRootError("pathNotAbsolute")],
      ["missing folder", { name: "Other", path: path.join(libs, "nowhere") }, 400, mediaRootError("pathMissing")],
      ["a file", { name: "Other", path: file }, 400, mediaRootError("pathNotFolder")],
      ["the same folder", { name: "Other", path: family }, 400, mediaRootError("pathSame", "Family")],
      ["the same folder through a symlink", { name: "Other", path: link }, 400, mediaRootError("pathSame", "Family")],
      ["inside a root", { name: "Other", path: path.join(family, "Sub") }, 400, mediaRootError("pathInside", "Family")],
      ["inside a root, spelled with ..", { name: "Other", path: `${other}/../family/Sub` }, 400, mediaRootError("pathInside", "Family")],
      ["containing a root", { name: "Other", path: libs }, 400, mediaRootError("pathContains", "Env")],
      ["the thumbnail cache", { name: "Other", path: path.join(database.dataDir, "thumbs") }, 400, mediaRootError("pathDataDir")],
      // System folders, and anything inside those holding only the system's own files (issue 13: "/etc/=/.." became a root).
      ...["/", "/etc", "/etc/=/..", "/etc/ssl", "/proc", "/proc/self", "/sys", "/dev", "/boot", "/root", "/var", "/usr", "/usr/"].map(
        (folder): [string, unknown, number, string] => [`the system folder ${folder}`, { name: "Other", path: folder }, 400, mediaRootError("pathSystem")],
      ),
      ["/etc through a symlink", { name: "Other", path: etcLink }, 400, mediaRootError("pathSystem")],
      ["an unknown field", { name: "Other", path: other, source: "env" }, 400, ""],
    ];
    for (const [what, body, status, error] of cases) {
      const reply = await post(addCall, body);
      expect({ what, status: reply.status, ok: reply.json.status }).toEqual({ what, status, ok: false });
      if (error) expect({ what, error: reply.json.error }).toEqual({ what, error });
    }
    expect(await snapshot()).toEqual(before);
  });

  test("guests and visitors without a session are refused; another home's owner sees and removes nothing here", async () => {
    const before = await snapshot();
    const folder = path.join(libs, "other");
    expect([(await add("Other", folder, null)).status, (await add("Other", folder, null)).json.error]).toEqual([401, NOT_LOGGED_IN]);
    for (const [reply, what] of [
      [await add("Other", folder, guest.cookie), "add"],
      [await remove("Family", guest.cookie), "remove"],
      [await get(listCall, guest.cookie), "list"],
    ] as const) {
      expect({ what, status: reply.status, error: reply.json.error }).toEqual({ what, status: 403, error: MEDIA_ROOTS_OWNERS_ONLY });
    }
    expect((await get(listCall, stranger.cookie)).json).toEqual({ status: true, data: [] });
    const refused = await remove("Family", stranger.cookie);
    expect([refused.status, refused.json.error]).toEqual([404, mediaRootError("notFound", "Family")]);
    expect(await snapshot()).toEqual(before);

    // Their own home has roots of its own, which this home's owner does not see either.
    const theirs = await photoFolder("theirs", 1);
    expect((await add("Theirs", theirs, stranger.cookie)).status).toBe(200);
    expect((await get(listCall, stranger.cookie)).json.data.map((root: { name: string }) => root.name)).toEqual(["Theirs"]);
    expect((await get(listCall)).json.data.map((root: { name: string }) => root.name)).toEqual(["Env", "Family"]);
    expect((await remove("Theirs")).status).toBe(404);
    expect(await rootOf("Theirs", stranger.homeId)).not.toBeNull();
  });
});

describe("removing a media folder", () => {
  test("its rows, scan state and thumbnails go, the folder and the other roots stay, and pages pointing at it still answer", async () => {
    const trip = await photoFolder("trip", 2);
    expect((await add("Trip", trip)).status).toBe(200);
    await mediaIndexerIdle();
    const root = (await rootOf("Trip"))!;
    const photo = await db().mediaFile.findFirstOrThrow({ where: { rootId: root.id, relpath: "photo 0.png" } });
    const tripThumbs = await thumbnailFiles(root.id);
    expect(tripThumbs.length).toBe(3);
    for (const file of tripThumbs) expect(fs.existsSync(file)).toBe(true);
    const family = (await rootOf("Family"))!;
    const env = (await rootOf("Env"))!;
    const keptThumbs = [...(await thumbnailFiles(family.id)), ...(await thumbnailFiles(env.id))];
    const keptRows = await db().mediaFile.count({ where: { rootId: { in: [family.id, env.id] } } });

    // A channel item, the last play and an older play point into the root.
    const channel = await db().channel.create({ data: { homeId: owner.homeId, fileName: "TripCh.json", name: "Trip channel" } });
    const b64 = Buffer.from("Trip/photo 0.png", "utf8").toString("base64url");
    await db().channelItem.create({ data: { channelId: channel.id, mediaPath: `/lv/${photo.id}/${b64}`, title: "photo 0", position: 0 } });
    await db().playHistory.create({ data: { homeId: owner.homeId, kind: "lv", relpath: "Family/photo 1.png" } });
    await db().playHistory.create({ data: { homeId: owner.homeId, kind: "lv", relpath: "Trip/photo 0.png" } });

    const reply = await remove("Trip");
    expect([reply.status, reply.json]).toEqual([200, { status: true, data: { removed: "Trip" } }]);
    expect(await rootOf("Trip")).toBeNull();
    expect(await db().mediaFile.count({ where: { rootId: root.id } })).toBe(0);
    expect(await db().scanState.findUnique({ where: { rootId: root.id } })).toBeNull();
    for (const file of tripThumbs) expect(fs.existsSync(file)).toBe(false);
    // The files on disk and everything of the other roots are untouched.
    expect(fs.readdirSync(trip).sort()).toEqual(["Sub", "photo 0.png", "photo 1.png"]);
    expect(await db().mediaFile.count({ where: { rootId: { in: [family.id, env.id] } } })).toBe(keptRows);
    for (const file of keptThumbs) expect(fs.existsSync(file)).toBe(true);
    expect((await get(listCall)).json.data.map((r: { name: string }) => r.name)).toEqual(["Env", "Family"]);

    // Pages that pointed at it still answer: the channel lists the item as unavailable, the history skips it.
    const playlist = await post(playlistCall, { file_name: "TripCh.json" });
    expect(playlist.status).toBe(200);
    expect(playlist.json.data.items).toEqual([expect.objectContaining({ channel_media_path: `/lv/${photo.id}/${b64}`, available: false })]);
    const history = await get(historyCall);
    expect(history.status).toBe(200);
    expect(history.json.data.map((item: { media_name_relpath?: string }) => item.media_name_relpath)).toEqual(["Family/photo 1.png"]);
    const dirView = await get(initDirViewCall);
    expect(dirView.status).toBe(200);
    expect(dirView.json.data.last_played).toBeNull();
    expect(dirView.json.data.media_roots.map((r: { name: string }) => r.name)).toEqual(["Env", "Family"]);

    // The indexer runs on without it; adding the folder again works.
    expect(mediaIndexerRunning()).toBe(true);
    expect((await add("Trip", trip)).status).toBe(200);
    await mediaIndexerIdle();
    expect((await post(playlistCall, { file_name: "TripCh.json" })).json.data.items[0].available).toBe(true);
    expect((await remove("Trip")).status).toBe(200);
  });

  test("environment roots and unknown names are refused", async () => {
    const before = await snapshot();
    const env = await remove("Env");
    expect([env.status, env.json.error]).toEqual([409, mediaRootError("fromEnvironment", "Env")]);
    const unknown = await remove("Nope");
    expect([unknown.status, unknown.json.error]).toEqual([404, mediaRootError("notFound", "Nope")]);
    expect((await post(removeCall, {})).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

test("start-up: an environment root no longer configured is removed with its thumbnails; settings roots stay", async () => {
  const home = await makeHome("Start-up Home");
  const a = await photoFolder("start-a", 1);
  const b = await photoFolder("start-b", 1);
  const s = await photoFolder("start-s", 1);
  /** A start with these roots configured (name: folder): answers the names it removed. */
  const start = (configured: Record<string, string>) =>
    syncConfiguredRoots(
      home.id,
      Object.entries(configured).map(([name, folder]) => ({ name, path: folder })),
      database.dataDir,
    );
  expect(await start({ A: a, B: b })).toEqual([]);
  await db().mediaRoot.create({ data: { homeId: home.id, name: "S", path: s, source: "settings" } });
  const rootA = (await rootOf("A", home.id))!;
  await scanRoot(rootA.id, { thumbnails: true, dataDir: database.dataDir });
  const thumbs = await thumbnailFiles(rootA.id);
  expect(thumbs.length).toBe(2);
  for (const file of thumbs) expect(fs.existsSync(file)).toBe(true);

  // The next start has only B configured (and a new C).
  const c = await photoFolder("start-c", 1);
  expect(await start({ B: b, C: c })).toEqual(["A"]);
  const roots = await db().mediaRoot.findMany({ where: { homeId: home.id }, orderBy: { createdAt: "asc" }, select: { name: true, source: true } });
  expect(roots).toEqual([
    { name: "B", source: "env" },
    { name: "S", source: "settings" },
    { name: "C", source: "env" },
  ]);
  expect(await db().mediaFile.count({ where: { rootId: rootA.id } })).toBe(0);
  for (const file of thumbs) expect(fs.existsSync(file)).toBe(false);
  // A settings root whose name becomes configured turns into an environment root.
  await start({ B: b, C: c, S: s });
  expect((await rootOf("S", home.id))?.source).toBe("env");
  // The other home's roots were not touched.
  expect((await get(listCall)).json.data.map((r: { name: string }) => r.name)).toEqual(["Env", "Family"]);
});

test("error texts are recognised for translation, whatever folder they name", () => {
  expect(mediaRootErrorOf(mediaRootError("pathInside", 'My "odd" name'))).toEqual({ key: "pathInside", root: 'My "odd" name' });
  expect(mediaRootErrorOf(mediaRootError("pathMissing"))).toEqual({ key: "pathMissing", root: "" });
  expect(mediaRootErrorOf("Something else.")).toBeNull();
});
