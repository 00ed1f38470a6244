import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { demoLibraryCopy, foldersOf } from "../helpers/media";
import { makeHome, signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { SCAN_ERRORS } from "@/lib/media/scan-errors";
import { log } from "@/lib/log";
import { DEMO_PHOTOS, DEMO_VIDEOS } from "@/lib/demo/catalog";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot, type ScanProgressEvent } from "@/lib/media/scanner";
import { insertFileRows } from "@/lib/media/queries/scan";
import { compareNames } from "@/lib/media/folder-plan";
import { searchDocument } from "@/lib/search/text";
import { mediaIndexerIdle, mediaIndexerReady, startMediaIndexer, stopMediaIndexer } from "@/lib/media/indexer";
import { GET as scanStatusCall } from "@/app/api/myfilex/scanstatus/route";
import type { RootScanStatus } from "@/lib/media/service";
import { nth } from "../helpers/checked";

// The scanner on a real database and the generated demo library: counts,
// metadata, paging by sortKey, rescans, interruption, broken files, watcher.

let database: TestDatabase;
let work: string;

beforeAll(async () => {
  database = await createTestDatabase();
  work = fs.mkdtempSync(path.join(database.dataDir, "media-"));
}, 120_000);

afterAll(async () => {
  await stopMediaIndexer();
  await database.drop();
});

async function newRoot(name: string, dir: string, homeId?: string) {
  const home = homeId ? { id: homeId } : await makeHome();
  await syncMediaRoots(db(), home.id, [{ name, path: dir }]);
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id, name } });
  return { homeId: home.id, rootId: root.id };
}

function rowsOf(rootId: string) {
  return db().mediaFile.findMany({ where: { rootId }, orderBy: { relpath: "asc" } });
}

/** The rows as a scan of the same files must produce them, whatever happened before. */
async function normalized(rootId: string) {
  const rows = (await rowsOf(rootId)).filter((row) => row.relpath !== "");
  return rows.map(({ relpath, parent, type, title, ext, size, mtime, width, height, duration, takenAt, sortKey, metaState }) => ({
    relpath,
    parent,
    type,
    title,
    ext,
    size,
    mtime,
    width,
    height,
    duration,
    takenAt,
    sortKey,
    metaState,
  }));
}

/** Listed children of every folder have sortKeys 0..n-1: folders, then videos, then photos. */
async function expectConsistentSortKeys(rootId: string) {
  const rows = await db().mediaFile.findMany({ where: { rootId, sortKey: { gte: 0 } }, orderBy: [{ parent: "asc" }, { sortKey: "asc" }] });
  const byParent = new Map<string, typeof rows>();
  for (const row of rows) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row]);
  const groups = ["folder", "video", "photo"];
  for (const [, children] of byParent) {
    expect(children.map((c) => c.sortKey)).toEqual(children.map((_, i) => i));
    const kinds = children.map((c) => groups.indexOf(c.type));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
  }
}

const FOLDERS = foldersOf([...DEMO_PHOTOS, ...DEMO_VIDEOS].map((m) => m.relPath));

describe("scanning the demo library", () => {
  let library: string;
  let rootId: string;
  let homeId: string;

  beforeAll(async () => {
    library = await demoLibraryCopy(work, "demo");
    ({ rootId, homeId } = await newRoot("Demo", library));
  }, 120_000);

  test("the first scan indexes every folder, photo and video, and nothing else", async () => {
    const summary = await scanRoot(rootId);
    expect(summary.metadataFailed).toBe(0);
    const rows = await rowsOf(rootId);
    const listed = rows.filter((r) => r.relpath !== "");
    expect(listed.filter((r) => r.type === "photo")).toHaveLength(DEMO_PHOTOS.length);
    expect(listed.filter((r) => r.type === "video")).toHaveLength(DEMO_VIDEOS.length);
    expect(new Set(listed.filter((r) => r.type === "folder").map((r) => r.relpath))).toEqual(FOLDERS);
    expect(rows.some((r) => r.relpath.includes(".hems-demo") || r.relpath.includes(".partial"))).toBe(false);
    expect(listed.every((r) => r.metaState === "ready" && r.sortKey >= 0)).toBe(true);
    expect(rows.find((r) => r.relpath === "")).toMatchObject({ type: "folder", sortKey: -1 });
    await expectConsistentSortKeys(rootId);

    const state = await db().scanState.findUniqueOrThrow({ where: { rootId } });
    expect(state).toMatchObject({ status: "succeeded", phase: "done" });
    expect(state.seen).toBe(state.total);
  });

  test("photos carry title, extension, size, orientation-corrected dimensions and the EXIF date", async () => {
    const rows = new Map((await rowsOf(rootId)).map((r) => [r.relpath, r]));
    for (const photo of DEMO_PHOTOS) {
      const row = rows.get(photo.relPath)!;
      const name = path.posix.basename(photo.relPath);
      expect(row).toMatchObject({
        type: "photo",
        title: name.slice(0, name.lastIndexOf(".")),
        ext: name.slice(name.lastIndexOf(".") + 1),
        parent: path.posix.dirname(photo.relPath),
        width: photo.width,
        height: photo.height,
        size: BigInt(fs.statSync(path.join(library, photo.relPath)).size),
      });
      expect(row.takenAt).toEqual(photo.takenAt);
    }
    // A phone photo stored sideways (EXIF orientation 6) is portrait once upright.
    const sideways = DEMO_PHOTOS.find((p) => p.orientation === 6)!;
    expect(rows.get(sideways.relPath)).toMatchObject({ width: 1200, height: 1600 });
    // PNG and WebP photos, and names with spaces and Chinese characters.
    expect(DEMO_PHOTOS.filter((p) => p.format !== "jpeg").every((p) => rows.get(p.relPath)?.takenAt)).toBe(true);
    expect(rows.get("旅行/杭州")).toMatchObject({ type: "folder", title: "杭州", parent: "旅行" });
  });

  test("videos carry duration, dimensions and the recording date", async () => {
    const rows = new Map((await rowsOf(rootId)).map((r) => [r.relpath, r]));
    for (const video of DEMO_VIDEOS) {
      const row = rows.get(video.relPath)!;
      expect(row).toMatchObject({ type: "video", ext: "mp4", width: video.width, height: video.height });
      expect(row.duration).toBeCloseTo(video.seconds, 0);
      expect(row.takenAt).toEqual(video.takenAt);
    }
  });

  test("a rescan of an unchanged tree writes nothing", async () => {
    const before = await rowsOf(rootId);
    const summary = await scanRoot(rootId);
    expect(summary).toMatchObject({ changedFolders: 0, written: 0, removed: 0, metadataRead: 0 });
    expect(await rowsOf(rootId)).toEqual(before);
  });

  test("the scan status call lists each root of the caller's home with its progress", async () => {
    const anonymous = await call(scanStatusCall, "/api_myfilex/scanstatus");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ status: false, error: "You are not login!" });

    const { cookie } = await signedIn("owner", homeId);
    const { status, json } = await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie });
    expect(status).toBe(200);
    expect(json.status).toBe(true);
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ name: "Demo", status: "succeeded", phase: "done" });
    // Once done, the counts are the entries in the index.
    expect(json.data[0].seen).toBe(json.data[0].total);
    expect(json.data[0].total).toBe(await db().mediaFile.count({ where: { rootId, relpath: { not: "" } } }));

    expect(json.data[0].secondsLeft).toBeNull();

    const stranger = await signedIn("owner");
    expect((await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie: stranger.cookie })).json.data).toEqual([]);
  });

  test("while a phase runs, the scan status says how long it still needs at its pace so far", async () => {
    const { cookie } = await signedIn("owner", homeId);
    const saved = await db().scanState.findUniqueOrThrow({ where: { rootId } });
    try {
      // A quarter of the thumbnails in 10 s: about 30 s left.
      const phaseStartedAt = new Date(Date.now() - 10_000);
      await db().scanState.update({ where: { rootId }, data: { status: "running", phase: "thumbnails", seen: 100, total: 400, phaseStartedAt } });
      const [root] = (await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie })).json.data;
      expect(root).toMatchObject({ status: "running", phase: "thumbnails", seen: 100, total: 400 });
      expect(root.secondsLeft).toBeGreaterThanOrEqual(30);
      expect(root.secondsLeft).toBeLessThanOrEqual(32);
    } finally {
      await db().scanState.update({ where: { rootId }, data: saved });
    }
  });

  test("while the files are still listed, the whole run's total is not known yet; after, it adds up all three phases", async () => {
    const { cookie } = await signedIn("owner", homeId);
    const saved = await db().scanState.findUniqueOrThrow({ where: { rootId } });
    const phaseStartedAt = new Date(Date.now() - 10_000);
    const status = async () => nth((await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie })).json.data as RootScanStatus[], 0);
    try {
      await db().scanState.update({
        where: { rootId },
        data: { status: "running", phase: "files", seen: 300, total: 500, phaseStartedAt, runDone: 0, runAhead: null },
      });
      expect((await status()).run).toEqual({ done: 300, total: null, fraction: null, secondsLeft: null });

      // 1,000 entries listed; 200 of 800 files' details read in 10 s; 800 thumbnails to make after.
      await db().scanState.update({ where: { rootId }, data: { phase: "metadata", seen: 200, total: 800, runDone: 1_000, runAhead: 800 } });
      const reading = await status();
      expect(reading).toMatchObject({ status: "running", phase: "metadata", seen: 200, total: 800, run: { done: 1_200, total: 2_600 } });
      expect(reading.run.fraction).toBeCloseTo(1_200 / 2_600);
      // The per-phase estimate covers the details only; the run's, the thumbnails too (1,400 units at 50 ms).
      expect(reading.secondsLeft).toBeGreaterThanOrEqual(30);
      expect(reading.run.secondsLeft).toBeGreaterThanOrEqual(70);
      expect(reading.run.secondsLeft).toBeLessThanOrEqual(75);
    } finally {
      await db().scanState.update({ where: { rootId }, data: saved });
    }
  });

  test("a rescan after touching, adding and removing files updates only those rows", async () => {
    const before = new Map((await rowsOf(rootId)).map((r) => [r.relpath, r]));
    const touched = "Pets/Mochi asleep.jpg";
    const added = "Pets/Mochi 2.jpg";
    const removed = "Garden Diary/" + fs.readdirSync(path.join(library, "Garden Diary")).find((n) => n.endsWith(".jpg"))!;
    const removedFolder = "Travel/Iceland/Day 2";
    const newFolder = "New Album/Sub";
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(library, touched), later, later);
    fs.copyFileSync(path.join(library, touched), path.join(library, added));
    fs.rmSync(path.join(library, removed));
    fs.rmSync(path.join(library, removedFolder), { recursive: true });
    fs.mkdirSync(path.join(library, newFolder), { recursive: true });
    fs.copyFileSync(path.join(library, touched), path.join(library, newFolder, "copy.jpg"));

    const summary = await scanRoot(rootId);
    // Pets, Garden Diary, Travel/Iceland, the root, New Album and New Album/Sub.
    expect(summary.changedFolders).toBe(6);
    expect(summary.metadataRead).toBe(3);
    const after = new Map((await rowsOf(rootId)).map((r) => [r.relpath, r]));

    expect(after.get(touched)!.mtime).toEqual(new Date(Math.floor(fs.statSync(path.join(library, touched)).mtimeMs)));
    expect(after.get(touched)!.id).toBe(before.get(touched)!.id);
    const { width, height } = before.get(touched)!;
    expect(after.get(added)).toMatchObject({ type: "photo", metaState: "ready", width, height });
    expect(after.get(`${newFolder}/copy.jpg`)).toMatchObject({ type: "photo", parent: newFolder, metaState: "ready" });
    expect(after.get("New Album")).toMatchObject({ type: "folder" });
    expect(after.has(removed)).toBe(false);
    expect([...after.keys()].some((relpath) => relpath === removedFolder || relpath.startsWith(`${removedFolder}/`))).toBe(false);

    // Rows in folders nobody touched were not rewritten.
    const untouched = [...before.values()].filter((r) => r.parent.startsWith("Family") || r.parent.startsWith("旅行"));
    expect(untouched.length).toBeGreaterThan(10);
    for (const row of untouched) expect(after.get(row.relpath)).toEqual(row);
    await expectConsistentSortKeys(rootId);
  });
});

// PGlite has no autovacuum; a PostgreSQL server's own does this upkeep.
(process.env.TEST_DATABASE_URL ? describe.skip : describe)("the embedded database's upkeep after a scan", () => {
  const tableSize = async () => Number((await db().$queryRawUnsafe<[{ size: bigint }]>(`SELECT pg_relation_size('"MediaFile"') AS size`))[0].size);

  test("the index is analyzed, and rewriting every row again and again does not grow the table", async () => {
    const dir = path.join(work, "upkeep");
    fs.mkdirSync(dir);
    const files = Array.from({ length: 400 }, (_, i) => path.join(dir, `IMG_${i}.jpg`));
    for (const file of files) fs.writeFileSync(file, "x");
    const { rootId } = await newRoot("Upkeep", dir);
    await scanRoot(rootId, { metadata: false });
    const [{ reltuples }] = await db().$queryRawUnsafe<[{ reltuples: number }]>(`SELECT reltuples FROM pg_class WHERE relname = 'MediaFile'`);
    expect(reltuples).toBeGreaterThanOrEqual(400);

    // Each rescan updates all 400 rows (new mtimes): without a vacuum their old
    // versions would stay in the table for good.
    const sizes: number[] = [];
    for (let round = 1; round <= 4; round++) {
      const later = new Date(Date.now() + round * 60_000);
      for (const file of files) fs.utimesSync(file, later, later);
      expect((await scanRoot(rootId, { metadata: false })).written).toBe(400);
      sizes.push(await tableSize());
    }
    expect(nth(sizes, 3)).toBeLessThanOrEqual(nth(sizes, 0));
  });
});

describe("the whole run's progress", () => {
  test("a first scan with thumbnails reports one run, in its live events and in the scan status call while it runs", async () => {
    const library = await demoLibraryCopy(work, "whole-run");
    const { homeId, rootId } = await newRoot("Whole run", library);
    const { cookie } = await signedIn("owner", homeId);
    const events: ScanProgressEvent[] = [];
    // Asked once in each phase, as soon as it has done something; the reply is read while the scan goes on.
    const replies = new Map<string, Promise<RootScanStatus>>();
    const ask = () => call(scanStatusCall, "/api_myfilex/scanstatus", { cookie }).then(({ json }) => nth(json.data as RootScanStatus[], 0));
    const summary = await scanRoot(rootId, {
      thumbnails: true,
      dataDir: database.dataDir,
      onProgress: (event) => {
        events.push(structuredClone(event));
        if (event.status === "running" && event.seen > 0 && event.phase !== "files" && !replies.has(event.phase)) replies.set(event.phase, ask());
      },
    });

    // While listing, the run has no total; once the files are listed it has one, and what is done never goes down nor passes it.
    const listing = events.filter((e) => e.status === "running" && e.phase === "files");
    expect(listing.length).toBeGreaterThan(0);
    for (const event of listing) expect(event.run).toMatchObject({ total: null, fraction: null, secondsLeft: null });
    const counted = events.filter((e) => e.status === "running" && e.phase !== "files");
    expect(counted.map((e) => e.phase)).toEqual(expect.arrayContaining(["metadata", "thumbnails"]));
    for (const event of counted) {
      expect(event.run.total).not.toBeNull();
      expect(event.run.done).toBeLessThanOrEqual(event.run.total!);
    }
    const done = events.map((e) => e.run.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    // Each entry listed, each file's details read and each thumbnail tried is one unit.
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: "succeeded", phase: "done", run: { fraction: 1, secondsLeft: null } });
    expect(last.run.done).toBe(last.run.total);
    expect(last.run.done).toBeGreaterThanOrEqual(summary.entries + summary.metadataRead + summary.metadataFailed + summary.thumbnails);

    // The scan status call, asked while the scan ran, carried the same run figures.
    expect([...replies.keys()].sort()).toEqual(["metadata", "thumbnails"]);
    for (const reply of await Promise.all(replies.values())) {
      expect(reply.status).toBe("running");
      expect(reply.run.total).toBeGreaterThan(summary.entries);
      expect(reply.run.done).toBeGreaterThanOrEqual(summary.entries);
      expect(reply.run.done).toBeLessThanOrEqual(reply.run.total!);
      expect(reply.run.fraction).toBeCloseTo(reply.run.done / reply.run.total!);
    }
    const after = nth((await call(scanStatusCall, "/api_myfilex/scanstatus", { cookie })).json.data as RootScanStatus[], 0);
    expect(after).toMatchObject({ status: "succeeded", run: { done: last.run.done, total: last.run.done, fraction: 1, secondsLeft: null } });
  }, 180_000);
});

describe("paging by sortKey", () => {
  test("folders come first, then files in natural order, 60 to a page by index range", async () => {
    const dir = path.join(work, "paging");
    const big = path.join(dir, "Big");
    fs.mkdirSync(big, { recursive: true });
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    for (let i = 1; i <= 130; i++) fs.writeFileSync(path.join(big, `IMG_${i}.jpg`), jpeg);
    for (const sub of ["b album", "A album", "c album"]) fs.mkdirSync(path.join(big, sub));
    fs.writeFileSync(path.join(big, "notes.txt"), "not media");
    const { rootId } = await newRoot("Paging", dir);
    await scanRoot(rootId);

    const page = (n: number) =>
      db().mediaFile.findMany({ where: { rootId, parent: "Big", sortKey: { gte: n * 60, lt: (n + 1) * 60 } }, orderBy: { sortKey: "asc" } });
    const pages = [await page(0), await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.length)).toEqual([60, 60, 13, 0]);
    const names = pages.flat().map((r) => r.title);
    expect(names.slice(0, 5)).toEqual(["A album", "b album", "c album", "IMG_1", "IMG_2"]);
    expect(names.indexOf("IMG_10")).toBe(names.indexOf("IMG_9") + 1);
    expect(names.at(-1)).toBe("IMG_130");
    expect(new Set(names).size).toBe(133);

    // A file added in the middle shifts the positions after it and nothing else.
    fs.writeFileSync(path.join(big, "IMG_5a.jpg"), jpeg);
    await scanRoot(rootId);
    const shifted = [...(await page(0)), ...(await page(1)), ...(await page(2))].map((r) => r.title);
    expect(shifted.slice(7, 10)).toEqual(["IMG_5", "IMG_5a", "IMG_6"]);
    expect(shifted).toHaveLength(134);
    await expectConsistentSortKeys(rootId);
  });
});

describe("an index made with the previous order (folders, then photos and videos together)", () => {
  type Row = Awaited<ReturnType<typeof rowsOf>>[number];
  const nameOf = (row: Row) => path.posix.basename(row.relpath);

  /** The digest the previous version stored for a folder: its entries alone, without the order's version. */
  function previousDigest(children: Row[]): string {
    const lines = children.map((c) => (c.type === "folder" ? `d\0${nameOf(c)}` : `f\0${nameOf(c)}\0${c.size}\0${c.mtime.getTime()}`));
    lines.sort();
    return createHash("sha1").update(lines.join("\n")).digest("base64url");
  }

  /** Puts the index back as the previous version left it: sortKeys in the old order and the old digests. */
  async function downgrade(rootId: string): Promise<number> {
    const rows = (await rowsOf(rootId)).filter((row) => row.relpath !== "");
    let moved = 0;
    for (const folder of (await rowsOf(rootId)).filter((row) => row.type === "folder")) {
      const children = rows.filter((row) => row.parent === folder.relpath);
      const listed = children.filter((row) => row.sortKey >= 0);
      listed.sort((a, b) => Number(b.type === "folder") - Number(a.type === "folder") || compareNames(nameOf(a), nameOf(b)));
      for (const [oldKey, row] of listed.entries()) {
        if (row.sortKey === oldKey) continue;
        moved++;
        await db().mediaFile.update({ where: { id: row.id }, data: { sortKey: oldKey } });
      }
      await db().mediaFile.update({ where: { id: folder.id }, data: { childrenDigest: previousDigest(children) } });
    }
    return moved;
  }

  test("is renumbered by the next scan, without reading any file's metadata again", async () => {
    const { rootId } = await newRoot("Previous order", await demoLibraryCopy(work, "previous-order"));
    await scanRoot(rootId);
    const current = await rowsOf(rootId);
    const moved = await downgrade(rootId);
    // Demo folders such as Pets hold videos named between their photos.
    expect(moved).toBeGreaterThan(0);
    const pets = await db().mediaFile.findMany({ where: { rootId, parent: "Pets" }, orderBy: { sortKey: "asc" } });
    expect(nth(pets, 0).type).toBe("photo");

    const summary = await scanRoot(rootId);
    expect(summary).toMatchObject({ changedFolders: FOLDERS.size + 1, written: moved, removed: 0, metadataRead: 0 });
    const renumbered = await rowsOf(rootId);
    const withoutIndexedAt = (rows: Row[]) => rows.map(({ indexedAt: _indexedAt, ...row }) => row);
    // Same rows (ids, metadata, thumbnail states, digests), back in the current order.
    expect(withoutIndexedAt(renumbered)).toEqual(withoutIndexedAt(current));
    await expectConsistentSortKeys(rootId);
    expect((await scanRoot(rootId)).changedFolders).toBe(0);
  }, 120_000);
});

describe("names that need escaping", () => {
  // The first scan writes rows with COPY (from a blob on PGlite, from the
  // client's stream on PostgreSQL): both must keep every character of a name.
  const NAMES = ["tab\there", "new\nline", "carriage\rreturn", "back\\slash \\N", "quotes \" ' `", "杭州 西湖", "emoji 🎉👨‍👩‍👧", "comma, semi; pipe|"];

  test("round-trip exactly in relpath, parent, title and search text", async () => {
    const dir = path.join(work, "escaping");
    const folder = "folder\twith \\ 文件夹 🎈";
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    for (const name of NAMES) {
      fs.writeFileSync(path.join(dir, `${name}.jpg`), "x");
      fs.writeFileSync(path.join(dir, folder, `${name}.mp4`), "y");
    }
    const { rootId } = await newRoot("Escaping", dir);
    const summary = await scanRoot(rootId, { metadata: false });
    expect(summary.written).toBe(1 + NAMES.length * 2);

    const rows = (await rowsOf(rootId)).filter((row) => row.relpath !== "");
    const expected = [
      { relpath: folder, parent: "", title: folder, type: "folder" },
      ...NAMES.map((name) => ({ relpath: `${name}.jpg`, parent: "", title: name, type: "photo" })),
      ...NAMES.map((name) => ({ relpath: `${folder}/${name}.mp4`, parent: folder, title: name, type: "video" })),
    ];
    const pick = (row: { relpath: string; parent: string; title: string; type: string }) => ({
      relpath: row.relpath,
      parent: row.parent,
      title: row.title,
      type: row.type,
    });
    const byPath = (a: { relpath: string }, b: { relpath: string }) => (a.relpath < b.relpath ? -1 : 1);
    expect(rows.map(pick).sort(byPath)).toEqual(expected.sort(byPath));
    for (const row of rows) expect(row.searchText).toBe(searchDocument(row.title, row.parent));
    expect((await scanRoot(rootId, { metadata: false })).written).toBe(0);
  });

  test("rows for a root that does not exist are refused (the foreign key still holds)", async () => {
    const row = {
      relpath: "a.jpg",
      parent: "",
      type: "photo" as const,
      title: "a",
      ext: "jpg",
      size: 1,
      mtime: new Date().toISOString(),
      sortKey: 0,
      searchText: "a",
    };
    await expect(insertFileRows("no-such-root", [row])).rejects.toThrow();
    expect(await db().mediaFile.count({ where: { rootId: "no-such-root" } })).toBe(0);
  });
});

describe("stopping and resuming", () => {
  let library: string;
  let reference: Awaited<ReturnType<typeof normalized>>;

  beforeAll(async () => {
    library = await demoLibraryCopy(work, "resume");
    const { rootId } = await newRoot("Reference", library);
    await scanRoot(rootId);
    reference = await normalized(rootId);
  }, 120_000);

  async function interrupted(rootId: string, when: (event: ScanProgressEvent) => boolean, batchSize: number) {
    const controller = new AbortController();
    const scan = scanRoot(rootId, {
      signal: controller.signal,
      batchSize,
      onProgress: (event) => {
        if (when(event)) controller.abort();
      },
    });
    await expect(scan).rejects.toThrow();
    const state = await db().scanState.findUniqueOrThrow({ where: { rootId } });
    expect(state.status).toBe("queued");
  }

  test("a scan stopped while listing files resumes without duplicates and ends with the same rows", async () => {
    const { rootId } = await newRoot("Stopped while listing", library);
    await interrupted(rootId, (e) => e.phase === "files" && e.seen >= 20, 5);
    const partial = await rowsOf(rootId);
    expect(partial.length).toBeGreaterThan(1);
    expect(partial.length).toBeLessThan(reference.length);

    await scanRoot(rootId);
    expect(await normalized(rootId)).toEqual(reference);
  });

  test("a write that fails stops the scan with its error, and the next scan completes the index", async () => {
    const { rootId } = await newRoot("Write failed", library);
    // The rows of the folder walked last among the root's children (the walk
    // takes the last one pushed first) are refused, after earlier batches went in.
    const refused = [...FOLDERS].filter((folder) => !folder.includes("/")).sort(compareNames)[0];
    const constraint = `test_refuse_${rootId}`;
    await db().$executeRawUnsafe(`ALTER TABLE "MediaFile" ADD CONSTRAINT "${constraint}" CHECK ("rootId" <> '${rootId}' OR parent <> '${refused}') NOT VALID`);
    try {
      await expect(scanRoot(rootId, { metadata: false, batchSize: 5 })).rejects.toThrow(constraint);
      // Nothing may still be written after the scan failed.
      const written = await rowsOf(rootId);
      expect(written.length).toBeGreaterThan(5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rowsOf(rootId)).toEqual(written);
    } finally {
      await db().$executeRawUnsafe(`ALTER TABLE "MediaFile" DROP CONSTRAINT "${constraint}"`);
    }
    const state = await db().scanState.findUniqueOrThrow({ where: { rootId } });
    expect(state.status).toBe("failed");
    // The owner reads why in plain words, not the driver's text.
    expect(state.error).toBe(SCAN_ERRORS.other);

    await scanRoot(rootId);
    expect(await normalized(rootId)).toEqual(reference);
  });

  test("a scan stopped while reading metadata resumes where it stopped", async () => {
    const { rootId } = await newRoot("Stopped while reading", library);
    await interrupted(rootId, (e) => e.phase === "metadata" && e.seen >= 10, 10);
    const pending = await db().mediaFile.count({ where: { rootId, metaState: "pending" } });
    expect(pending).toBeGreaterThan(0);
    expect(await db().mediaFile.count({ where: { rootId, relpath: { not: "" } } })).toBe(reference.length);

    const resumed = await scanRoot(rootId);
    expect(resumed.metadataRead).toBe(pending);
    expect(await normalized(rootId)).toEqual(reference);
  });
});

describe("broken and unreadable files", () => {
  test("are skipped with a log line, and the scan goes on", async () => {
    const dir = path.join(work, "broken");
    const folder = path.join(dir, "Broken");
    fs.mkdirSync(folder, { recursive: true });
    const good = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#4a8" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(folder, "good.jpg"), good);
    fs.writeFileSync(path.join(folder, "corrupt.jpg"), Buffer.from("this is not a jpeg at all, just some text".repeat(20)));
    fs.writeFileSync(path.join(folder, "not a video.mp4"), "plain text");
    fs.writeFileSync(path.join(folder, "zz last.jpg"), good);
    execFileSync("mkfifo", [path.join(folder, "pipe.mp4")]);
    fs.symlinkSync("/nonexistent/photo.jpg", path.join(folder, "dangling.jpg"));
    fs.symlinkSync("loop-b.jpg", path.join(folder, "loop-a.jpg"));
    fs.symlinkSync("loop-a.jpg", path.join(folder, "loop-b.jpg"));
    const outside = path.join(work, "outside.jpg");
    fs.writeFileSync(outside, good);
    fs.symlinkSync(outside, path.join(folder, "outside.jpg"));
    fs.symlinkSync("good.jpg", path.join(folder, "alias.jpg"));
    const unreadable = path.join(folder, "unreadable.jpg");
    fs.writeFileSync(unreadable, good);
    fs.chmodSync(unreadable, 0o000);

    const warn = jest.spyOn(log, "warn");
    try {
      const { rootId } = await newRoot("Broken", dir);
      const summary = await scanRoot(rootId);
      const rows = new Map((await rowsOf(rootId)).map((r) => [r.relpath, r]));
      // Root-run tests can read a mode-000 file; anyone else cannot, and then it is skipped too.
      const unreadableListed = process.getuid?.() === 0;

      expect(rows.get("Broken/corrupt.jpg")).toMatchObject({ metaState: "failed", sortKey: -1 });
      expect(rows.get("Broken/not a video.mp4")).toMatchObject({ metaState: "failed", sortKey: -1 });
      for (const missing of ["pipe.mp4", "dangling.jpg", "loop-a.jpg", "loop-b.jpg", "outside.jpg"]) {
        expect(rows.has(`Broken/${missing}`)).toBe(false);
      }
      const listed = [...rows.values()].filter((r) => r.parent === "Broken" && r.sortKey >= 0).sort((a, b) => a.sortKey - b.sortKey);
      expect(listed.map((r) => r.title)).toEqual(["alias", "good", ...(unreadableListed ? ["unreadable"] : []), "zz last"]);
      expect(listed.map((r) => r.sortKey)).toEqual(listed.map((_, i) => i));
      expect(summary.metadataFailed).toBe(unreadableListed ? 2 : 3);

      const logged = warn.mock.calls.map(([fields]) => JSON.stringify(fields));
      for (const name of ["corrupt.jpg", "not a video.mp4", "dangling.jpg", "loop-a.jpg"]) {
        expect(logged.some((line) => line.includes(name))).toBe(true);
      }

      // Unchanged broken files are not read again; once replaced by a good one they are listed.
      expect((await scanRoot(rootId)).metadataFailed).toBe(0);
      fs.writeFileSync(path.join(folder, "corrupt.jpg"), good);
      await scanRoot(rootId);
      expect((await db().mediaFile.findFirstOrThrow({ where: { rootId, relpath: "Broken/corrupt.jpg" } })).metaState).toBe("ready");
      await expectConsistentSortKeys(rootId);
    } finally {
      warn.mockRestore();
    }
  });

  test("a root folder found empty (an unmounted drive) keeps its index instead of wiping it", async () => {
    const dir = path.join(work, "mount-point");
    fs.mkdirSync(path.join(dir, "Album"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "Album", "a.jpg"),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123" } })
        .jpeg()
        .toBuffer(),
    );
    const { rootId } = await newRoot("Mount point", dir);
    await scanRoot(rootId);
    const before = await rowsOf(rootId);
    fs.renameSync(path.join(dir, "Album"), path.join(work, "unmounted-album"));
    await expect(scanRoot(rootId)).rejects.toThrow(/empty/);
    expect(await rowsOf(rootId)).toEqual(before);
    expect(await db().scanState.findUniqueOrThrow({ where: { rootId } })).toMatchObject({ status: "failed" });
  });

  test("a root whose folder is missing fails its scan with a clear error and no crash", async () => {
    const { rootId } = await newRoot("Gone", path.join(work, "does-not-exist"));
    await expect(scanRoot(rootId)).rejects.toThrow(/not found/);
    expect(await db().scanState.findUniqueOrThrow({ where: { rootId } })).toMatchObject({ status: "failed" });
  });
});

describe("the background indexer", () => {
  test("scans the home's roots, then picks up added, changed and removed files", async () => {
    const library = path.join(work, "watched");
    fs.mkdirSync(path.join(library, "Album"), { recursive: true });
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#a48" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(library, "Album", "one.jpg"), jpeg);
    const { homeId, rootId } = await newRoot("Watched", library);

    expect(startMediaIndexer({ homeId, dataDir: database.dataDir, debounceMs: 150 })).toBe(true);
    expect(startMediaIndexer({ homeId, dataDir: database.dataDir })).toBe(false);
    await mediaIndexerReady();
    await mediaIndexerIdle();
    const row = (relpath: string) => db().mediaFile.findFirst({ where: { rootId, relpath } });
    expect(await row("Album/one.jpg")).toMatchObject({ metaState: "ready", thumbState: "ready", width: 30 });

    async function eventually(check: () => Promise<boolean>) {
      const deadline = Date.now() + 20_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error("the watcher did not pick up the change");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await mediaIndexerIdle();
    }

    fs.writeFileSync(path.join(library, "Album", "two.jpg"), jpeg);
    fs.mkdirSync(path.join(library, "Album", "Nested"));
    fs.writeFileSync(path.join(library, "Album", "Nested", "three.jpg"), jpeg);
    await eventually(async () => (await row("Album/Nested/three.jpg"))?.metaState === "ready" && (await row("Album/two.jpg"))?.metaState === "ready");

    const bigger = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#48a" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(library, "Album", "one.jpg"), bigger);
    fs.rmSync(path.join(library, "Album", "two.jpg"));
    await eventually(async () => (await row("Album/one.jpg"))?.width === 60 && !(await row("Album/two.jpg")));
    await expectConsistentSortKeys(rootId);

    await stopMediaIndexer();
  }, 60_000);
});
