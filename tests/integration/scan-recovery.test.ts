import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { makeHome, signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { SCAN_ERRORS } from "@/lib/media/scan-errors";
import { log } from "@/lib/log";
import { syncMediaRoots } from "@/lib/media/roots";
import { encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { mediaIndexerIdle, mediaIndexerReady, requestRescan, startMediaIndexer, stopMediaIndexer } from "@/lib/media/indexer";
import { GET as scanStatusCall } from "@/app/api/myfilex/scanstatus/route";
import { GET as dirFilesRootCall } from "@/app/api/myfilex/dirfilesroot/route";
import { GET as dirFilesAllCall } from "@/app/api/myfilex/dirfilesall/[[...params]]/route";

// Failing loudly, and recovering without a restart (issue 13, point 7): a
// scan the database refuses (a full disk) says why in plain words and is
// tried again with a growing back-off until it goes through; a media root
// whose folder goes away leaves the listings, and comes back by itself when
// the folder does. The background indexer runs as on the server.

let database: TestDatabase;
let work: string;
let jpeg: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  work = fs.mkdtempSync(path.join(database.dataDir, "media-"));
  jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
}, 120_000);

afterEach(async () => {
  await stopMediaIndexer();
  jest.restoreAllMocks();
});

afterAll(async () => {
  await database.drop();
});

/** A home with one root holding Album/{names}, and its owner's cookie. */
async function homeWithAlbum(name: string, names: string[]) {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, "Album"), { recursive: true });
  for (const file of names) fs.writeFileSync(path.join(dir, "Album", file), jpeg);
  const home = await makeHome();
  await syncMediaRoots(db(), home.id, [{ name, path: dir }]);
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id, name } });
  const { cookie } = await signedIn("owner", home.id);
  return { dir, homeId: home.id, rootId: root.id, cookie };
}

/** Waits until `check` holds; a timeout says what was last seen (`seen`), so a failure in CI's log explains itself. */
async function eventually(what: string, check: () => Promise<boolean>, seen?: () => Promise<unknown>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}${seen ? `; last seen: ${JSON.stringify(await seen())}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function scanStatus(cookie: string, name: string) {
  const { json } = await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie });
  return (json.data as Array<{ name: string; status: string; error: string | null }>).find((root) => root.name === name);
}

describe("a scan the database refuses", () => {
  // Refuses every write to the media index as PostgreSQL does on a full disk
  // (SQLSTATE 53100), also for PGlite's COPY, which runs as a replica.
  const refuse = async (trigger: string) => {
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = 'disk_full'; END $$`);
    await db().$executeRawUnsafe(`CREATE TRIGGER ${trigger} BEFORE INSERT OR UPDATE OR DELETE ON "MediaFile" FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    await db().$executeRawUnsafe(`ALTER TABLE "MediaFile" ENABLE ALWAYS TRIGGER ${trigger}`);
  };
  const allow = (trigger: string) => db().$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${trigger} ON "MediaFile"`);

  test("says why in plain words, and is tried again with a growing back-off until it goes through, without a restart", async () => {
    const { homeId, rootId, cookie } = await homeWithAlbum("Full disk", ["one.jpg", "two.jpg"]);
    const trigger = "test_disk_full";
    await refuse(trigger);
    const retries: number[] = [];
    const warn = jest.spyOn(log, "warn");
    warn.mockImplementation(((fields: { retryInSeconds?: number }) => {
      if (typeof fields === "object" && fields?.retryInSeconds !== undefined) retries.push(fields.retryInSeconds);
    }) as typeof log.warn);
    try {
      startMediaIndexer({ homeId, dataDir: database.dataDir, thumbnails: false, watch: false, retryMs: 100, retryMaxMs: 400 });
      await eventually("the scan failed", async () => (await scanStatus(cookie, "Full disk"))?.status === "failed");
      const status = await scanStatus(cookie, "Full disk");
      expect(status?.error).toBe(SCAN_ERRORS.diskFull);
      expect(status?.error).not.toMatch(/Raw query|Code:|refused by the test/);

      // Retried: 0.1 s, then doubling, capped at 0.4 s.
      await eventually("four retries were scheduled", async () => retries.length >= 4);
      expect(retries.slice(0, 4)).toEqual([0.1, 0.2, 0.4, 0.4]);
      expect(await db().mediaFile.count({ where: { rootId } })).toBe(0);
    } finally {
      await allow(trigger);
    }

    // The cause is gone: the next retry indexes the root, nothing restarted.
    await eventually("the album was indexed", async () => (await db().mediaFile.count({ where: { rootId, type: "photo", metaState: "ready" } })) === 2);
    await eventually("the scan succeeded", async () => (await scanStatus(cookie, "Full disk"))?.status === "succeeded");
    expect((await scanStatus(cookie, "Full disk"))?.error).toBeNull();

    // A success starts the back-off over.
    retries.length = 0;
    await refuse(trigger);
    try {
      fs.writeFileSync(path.join(work, "Full disk", "Album", "three.jpg"), jpeg);
      requestRescan(rootId);
      await eventually("a retry was scheduled", async () => retries.length >= 1);
      expect(retries[0]).toBe(0.1);
    } finally {
      await allow(trigger);
    }
    await eventually("the new photo was indexed", async () => (await db().mediaFile.count({ where: { rootId, type: "photo", metaState: "ready" } })) === 3);
  }, 60_000);
});

describe("a media root whose folder goes away", () => {
  type Item = { file_name: string };
  async function library(cookie: string, name: string) {
    const roots = (await call(dirFilesRootCall, "/api_myfilex/dirfilesroot", { cookie })).json.data as Array<{
      name: string;
      folder_count: number;
      photo_count: number;
    }>;
    const segments = ["0", encodeUrlSafeBase64Path(`${name}/Album`)];
    const album = await call(dirFilesAllCall, `/api_myfilex/dirfilesall/${segments.join("/")}?thumbs=url`, { cookie, params: { params: segments } });
    return {
      counts: roots.find((root) => root.name === name),
      albumStatus: album.status,
      album: album.status === 200 ? (JSON.parse(album.json.data as string).dir_files as Item[]).map((item) => item.file_name) : [],
    };
  }

  test("leaves the listings, and is listed again once the folder is back, without a restart", async () => {
    const { dir, homeId, cookie } = await homeWithAlbum("Unplugged", ["a.jpg", "b.jpg"]);
    startMediaIndexer({ homeId, dataDir: database.dataDir, thumbnails: false, debounceMs: 100, presenceMs: 100 });
    await mediaIndexerReady();
    await mediaIndexerIdle();
    expect(await library(cookie, "Unplugged")).toEqual({
      counts: expect.objectContaining({ folder_count: 1, photo_count: 2 }),
      albumStatus: 200,
      album: ["a.jpg", "b.jpg"],
    });

    // Moved away whole (no file event inside the root says so): the listings empty out.
    const away = path.join(work, "unplugged-elsewhere");
    fs.renameSync(dir, away);
    // The watcher may see the album's photos go before the check sees the root go: the empty folder can stay a moment longer.
    const seen = async () => ({ library: await library(cookie, "Unplugged"), scan: await scanStatus(cookie, "Unplugged") });
    const emptied = async () => {
      const now = await library(cookie, "Unplugged");
      return now.counts?.photo_count === 0 && now.counts.folder_count === 0 && now.albumStatus === 404;
    };
    await eventually("the root's files and folders left the listings", emptied, seen);
    expect(await library(cookie, "Unplugged")).toEqual({ counts: expect.objectContaining({ folder_count: 0, photo_count: 0 }), albumStatus: 404, album: [] });
    // The section's notice (the scan may run twice: the watcher saw its folders go, the check saw the root go).
    await eventually(
      "the scan failed with its cause",
      async () => (await scanStatus(cookie, "Unplugged"))?.error === `Media root folder not found: ${dir}`,
      seen,
    );

    // Back: rescanned and listed again.
    fs.renameSync(away, dir);
    await eventually("the root was listed again", async () => (await library(cookie, "Unplugged")).counts?.photo_count === 2, seen);
    await mediaIndexerIdle();
    expect(await library(cookie, "Unplugged")).toEqual({
      counts: expect.objectContaining({ folder_count: 1, photo_count: 2 }),
      albumStatus: 200,
      album: ["a.jpg", "b.jpg"],
    });
    expect(await scanStatus(cookie, "Unplugged")).toMatchObject({ status: "succeeded", error: null });

    // And watched again: a photo added now is picked up.
    fs.writeFileSync(path.join(dir, "Album", "c.jpg"), jpeg);
    await eventually("the new photo was listed", async () => (await library(cookie, "Unplugged")).album.includes("c.jpg"), seen);
  }, 60_000);

  test("deleted and made again in place, it is noticed the same way", async () => {
    const { dir, homeId, cookie } = await homeWithAlbum("Deleted", ["x.jpg"]);
    startMediaIndexer({ homeId, dataDir: database.dataDir, thumbnails: false, debounceMs: 100, presenceMs: 100 });
    await mediaIndexerReady();
    await mediaIndexerIdle();
    expect((await library(cookie, "Deleted")).album).toEqual(["x.jpg"]);

    fs.rmSync(dir, { recursive: true });
    await eventually("the root's files left the listings", async () => (await library(cookie, "Deleted")).counts?.photo_count === 0);

    fs.mkdirSync(path.join(dir, "Album"), { recursive: true });
    fs.writeFileSync(path.join(dir, "Album", "x.jpg"), jpeg);
    fs.writeFileSync(path.join(dir, "Album", "y.jpg"), jpeg);
    await eventually("the root was listed again", async () => (await library(cookie, "Deleted")).album.length === 2);
    expect((await library(cookie, "Deleted")).album).toEqual(["x.jpg", "y.jpg"]);
  }, 60_000);
});
