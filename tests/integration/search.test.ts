import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { makeHome, signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { startOembedFake, type OembedFake } from "../fixtures/oembed-fake";
import { db } from "@/lib/db";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";
import { searchIndexIdle } from "@/lib/search/service";
import { runOnce } from "@/lib/db/run-once";
import { SearchIndexBulkWrite } from "@/lib/search/bulk";
import { insertFileRows } from "@/lib/media/queries/scan";
import { searchDocument } from "@/lib/search/text";
import { POST as searchF2f } from "@/app/api/gidx_f2f/search/route";
import { POST as searchYt } from "@/app/api/gidx_yt/search/route";
import { GET as readyF2f } from "@/app/api/gidx_f2f/is_gidx_ready/route";
import { GET as readyYt } from "@/app/api/gidx_yt/is_gidx_ready/route";
import { GET as startF2f } from "@/app/api/gidx_f2f/start_gidx/route";
import { GET as startYt } from "@/app/api/gidx_yt/start_gidx/route";
import { GET as statusF2f } from "@/app/api/gidx_f2f/gidx_status/route";
import { GET as saveYtDir } from "@/app/api/yt/saveytdir/[name]/[[...id]]/route";
import { GET as updateYtDir } from "@/app/api/yt/updateytdir/[id]/[name]/route";
import { GET as saveYt } from "@/app/api/yt/saveyt/[link]/[[...x]]/route";
import { GET as deleteYt } from "@/app/api/yt/deleteyt/[id]/[[...x]]/route";
import { nth, valueAt } from "../helpers/checked";

// Keyword search over a home's files (/api_gidx_f2f) and video links
// (/api_gidx_yt) on a real database: matching, ranking, scope, who sees what,
// the index following scans and link changes, and bad input.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
type Handler = Parameters<typeof call>[0];
type Item = {
  title: string;
  thumbnail: string;
  en_relpath: string;
  relpath: string;
  youtube_id: string;
  en_video_relpath: string;
  description: string;
  file_type: number;
};

let database: TestDatabase;
let oembed: OembedFake;
let library: string;
let rootId: string;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let friend: { cookie: string };
let stranger: { homeId: string; cookie: string };

const FILES = [
  "Summer Holiday.mp4",
  "Trips/Summer/beach day.jpg",
  "Trips/Summer/Crème brûlée.jpg",
  "Trips/Winter/summertime sadness.mp4",
  "Trips/Winter/snow.mp4",
  "北京/北京大学 校园.mp4",
  "北京/山水画.jpg",
  "Other/Yosemite hike.mp4",
  "Summary notes/readme.jpg",
  "Trips/Winter/Times Square.jpg",
];
const ID = { one: "AAAAAAAAAA1", two: "AAAAAAAAAA2", three: "AAAAAAAAAA3" };

function write(relpath: string) {
  const full = path.join(library, relpath);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "not really media");
}

beforeAll(async () => {
  oembed = await startOembedFake({ [ID.one]: "Lofi beats to study", [ID.two]: "长城 纪录片", [ID.three]: "Study music for summer" });
  database = await createTestDatabase({ YOUTUBE_OEMBED_URL: oembed.url, YOUTUBE_THUMBNAIL_URL: "https://i.ytimg.com" });
  library = fs.mkdtempSync(path.join(database.dataDir, "lib-"));
  FILES.forEach(write);
  const home = await makeHome("Search Home");
  await syncMediaRoots(db(), home.id, [{ name: "Media", path: library }]);
  rootId = (await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id } })).id;
  await scanRoot(rootId, { metadata: false });
  owner = await signedIn("owner", home.id);
  guest = await signedIn("guest", home.id);
  friend = await signedIn("registered_guest", home.id);
  stranger = await signedIn("owner");
  // The stranger's home has a file and a link that match everything asked below.
  const otherLib = fs.mkdtempSync(path.join(database.dataDir, "other-"));
  fs.writeFileSync(path.join(otherLib, "Summer 北京 山 beats snow.mp4"), "x");
  await syncMediaRoots(db(), stranger.homeId, [{ name: "Media", path: otherLib }]);
  await scanRoot((await db().mediaRoot.findFirstOrThrow({ where: { homeId: stranger.homeId } })).id, { metadata: false });
}, 120_000);

afterAll(async () => {
  await searchIndexIdle();
  await database.drop();
  await oembed.close();
});

async function find(handler: Handler, query: string, options: { relpath?: string; cookie?: string } = {}) {
  const body = { query: b64(query), ...(options.relpath !== undefined ? { relpath: b64(options.relpath) } : {}) };
  const { status, json } = await call(handler, "/x", { cookie: options.cookie ?? owner.cookie, body });
  expect([query, status, json.error]).toEqual([query, 200, undefined]);
  return json.data as Record<string, Item[]>;
}

const titles = (data: Record<string, Item[]>) =>
  Object.values(data)
    .flat()
    .map((item) => item.title);

describe("home files (/api_gidx_f2f/search)", () => {
  test("a word prefix finds titles and folder names, title matches first, whole words before prefixes", async () => {
    const data = await find(searchF2f, "summ");
    // No title is the whole word "summ": title prefixes first, then folder-name prefixes; shorter titles first.
    expect(titles(data)).toEqual(["Summer Holiday", "summertime sadness", "readme", "beach day", "Crème brûlée"]);
    expect(titles(await find(searchF2f, "summer"))).toEqual(["Summer Holiday", "summertime sadness", "beach day", "Crème brûlée"]);
  });

  test("a word of 3+ letters is found inside words too, after prefix matches, title before path", async () => {
    // 'Times' starts with 'time': a prefix; 'summertime' only holds it inside.
    expect(titles(await find(searchF2f, "time"))).toEqual(["Times Square", "summertime sadness"]);
    // Nothing starts with 'mmer': titles holding it first, then files under a folder holding it.
    expect(titles(await find(searchF2f, "MMER"))).toEqual(["Summer Holiday", "summertime sadness", "beach day", "Crème brûlée"]);
    // Every word is required: inside words, whole or as a prefix.
    expect(titles(await find(searchF2f, "mmer sad"))).toEqual(["summertime sadness"]);
    expect(titles(await find(searchF2f, "mmer yosemite"))).toEqual([]);
    // Two letters stay prefix-only: no trigram index can narrow them.
    expect(titles(await find(searchF2f, "mm"))).toEqual([]);
  });

  test("groups are keyed by the folder's en_relpath and carry the video search result fields", async () => {
    const data = await find(searchF2f, "holiday");
    expect(Object.keys(data)).toEqual([b64("Media")]);
    expect(nth(valueAt(data, b64("Media")), 0)).toMatchObject({
      title: "Summer Holiday",
      file_type: 3,
      youtube_id: "",
      relpath: "Media",
      en_video_relpath: b64("Media/Summer Holiday.mp4"),
      description: "Media/Summer Holiday.mp4",
      tooltip: "Summer Holiday",
      duration: null,
    });
    expect(nth(valueAt(data, b64("Media")), 0).thumbnail).toMatch(/^\/api\/thumbs\/\d+/);
  });

  test("case and accents are folded; several words are all required, in any order", async () => {
    expect(titles(await find(searchF2f, "CREME BRULEE"))).toEqual(["Crème brûlée"]);
    expect(titles(await find(searchF2f, "sadness summer"))).toEqual(["summertime sadness"]);
    expect(titles(await find(searchF2f, "summer snow"))).toEqual([]);
  });

  test("Chinese: one character and a two-character word, without spaces", async () => {
    expect(titles(await find(searchF2f, "山"))).toEqual(["山水画"]);
    expect(titles(await find(searchF2f, "北京"))).toEqual(["北京大学 校园", "山水画"]);
    expect(titles(await find(searchF2f, "大学"))).toEqual(["北京大学 校园"]);
    expect(titles(await find(searchF2f, "京大"))).toEqual(["北京大学 校园"]);
    expect(titles(await find(searchF2f, "东京"))).toEqual([]);
  });

  test("a folder scope keeps the folder and its subfolders only", async () => {
    expect(titles(await find(searchF2f, "summ", { relpath: "Media/Trips" }))).toEqual(["summertime sadness", "beach day", "Crème brûlée"]);
    expect(titles(await find(searchF2f, "summ", { relpath: "Media/Trips/Winter" }))).toEqual(["summertime sadness"]);
    expect(titles(await find(searchF2f, "summ", { relpath: "Media" }))).toHaveLength(5);
    // A folder below the top narrows the index with its name (a title word equal to the name lies outside it); a top-level one does not.
    expect(titles(await find(searchF2f, "summ", { relpath: "Media/Trips/Summer" }))).toEqual(["beach day", "Crème brûlée"]);
    expect(titles(await find(searchF2f, "山", { relpath: "Media/北京" }))).toEqual(["山水画"]);
    expect(titles(await find(searchF2f, "大学", { relpath: "Media/北京" }))).toEqual(["北京大学 校园"]);
  });

  test("every match is ranked before the best are kept: the closest title is first even among more matches than are returned", async () => {
    const home = await makeHome("Rank Home");
    const rankLib = fs.mkdtempSync(path.join(database.dataDir, "rank-"));
    await syncMediaRoots(db(), home.id, [{ name: "Media", path: rankLib }]);
    const rankRoot = (await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id } })).id;
    // 250 long titles written first, the shortest last: a limit taken before the ranking keeps the first written.
    const names = [...Array.from({ length: 250 }, (_, i) => `Aurora over the northern lake ${i}`), "Aurora"];
    await insertFileRows(
      rankRoot,
      names.map((title, i) => ({
        relpath: `${title}.jpg`,
        parent: "",
        type: "photo" as const,
        title,
        ext: "jpg",
        size: 1,
        mtime: new Date().toISOString(),
        sortKey: i,
        searchText: searchDocument(title, ""),
      })),
    );
    const found = titles(await find(searchF2f, "aurora", { cookie: (await signedIn("owner", home.id)).cookie }));
    expect(found).toHaveLength(200);
    expect(found.slice(0, 3)).toEqual(["Aurora", "Aurora over the northern lake 0", "Aurora over the northern lake 1"]);
    // The bulk write test below counts the other homes' rows.
    await db().home.delete({ where: { id: home.id } });
  });

  test("plain text is accepted with plain: true", async () => {
    const { status, json } = await call(searchF2f, "/x", { cookie: owner.cookie, body: { query: "yosemite", plain: true } });
    expect(status).toBe(200);
    expect(titles(json.data)).toEqual(["Yosemite hike"]);
  });

  test("the encoding is the caller's choice, never guessed: base64 unless plain: true", async () => {
    const post = (body: object) => call(searchF2f, "/x", { cookie: owner.cookie, body });
    // Words made of base64 letters are still decoded without plain, and refused when they are not the base64 of text.
    for (const query of ["yosemite", "abcd"]) {
      const { status, json } = await post({ query });
      expect([query, status, json.error]).toEqual([query, 400, "query: not valid url-safe base64 of UTF-8 text."]);
    }
    // 'WW9zZW1pdGU' is the base64 of 'Yosemite': decoded without plain, searched as it is with plain.
    expect(b64("Yosemite")).toBe("WW9zZW1pdGU");
    expect(titles((await post({ query: "WW9zZW1pdGU" })).json.data)).toEqual(["Yosemite hike"]);
    const asPlain = await post({ query: "WW9zZW1pdGU", plain: true });
    expect([asPlain.status, titles(asPlain.json.data)]).toEqual([200, []]);
    const abcd = await post({ query: "abcd", plain: true });
    expect([abcd.status, abcd.json.error]).toEqual([200, undefined]);
  });

  test("guests and visiting friends search the home; nobody sees another home's items", async () => {
    for (const cookie of [guest.cookie, friend.cookie]) expect(titles(await find(searchF2f, "snow", { cookie }))).toEqual(["snow"]);
    expect(titles(await find(searchF2f, "snow", { cookie: stranger.cookie }))).toEqual(["Summer 北京 山 beats snow"]);
    for (const query of ["summer", "北京", "山", "snow"]) {
      expect(titles(await find(searchF2f, query))).not.toContain("Summer 北京 山 beats snow");
    }
    // A folder is looked up in the caller's own home only: the stranger's root has the same name, no Trips folder.
    expect(titles(await find(searchF2f, "summer", { relpath: "Media/Trips", cookie: stranger.cookie }))).toEqual([]);
    const { status, json } = await call(searchF2f, "/x", { cookie: guest.cookie, body: { query: b64("snow"), relpath: b64("Elsewhere/Trips") } });
    expect([status, json.error]).toEqual([404, "Folder not found."]);
  });

  test("a rescan brings new files in and takes deleted ones out", async () => {
    write("Trips/Winter/aurora borealis.mp4");
    fs.rmSync(path.join(library, "Trips/Winter/snow.mp4"));
    await scanRoot(rootId, { metadata: false });
    expect(titles(await find(searchF2f, "aurora"))).toEqual(["aurora borealis"]);
    expect(titles(await find(searchF2f, "snow"))).toEqual([]);
  });
});

describe("video links (/api_gidx_yt/search)", () => {
  let music: string;

  beforeAll(async () => {
    music = (await call(saveYtDir, "/x", { cookie: owner.cookie, params: { name: b64("Music 音乐") } })).json.data.folder_url;
    const docs = (await call(saveYtDir, "/x", { cookie: owner.cookie, params: { name: b64("Docs") } })).json.data.folder_url;
    for (const [id, folder] of [
      [ID.one, music],
      [ID.two, docs],
    ]) {
      const { status } = await call(saveYt, "/x", { cookie: owner.cookie, params: { link: b64(`https://youtu.be/${id}`), x: [folder] } });
      expect(status).toBe(200);
    }
  });

  test("titles and category names are found, titles first; a category scopes the search", async () => {
    const data = await find(searchYt, "音乐");
    expect(titles(data)).toEqual(["Lofi beats to study"]);
    expect(Object.keys(data)).toEqual([b64("Music 音乐")]);
    expect(nth(valueAt(data, b64("Music 音乐")), 0)).toMatchObject({ youtube_id: ID.one, relpath: "Music 音乐", en_video_relpath: "", file_type: 3 });
    expect(titles(await find(searchYt, "长城"))).toEqual(["长城 纪录片"]);
    // Inside a word of the title ('beats'), and of the category name only ('Music').
    expect(titles(await find(searchYt, "eats"))).toEqual(["Lofi beats to study"]);
    expect(titles(await find(searchYt, "usic"))).toEqual(["Lofi beats to study"]);
    expect(titles(await find(searchYt, "长城", { relpath: "Music 音乐" }))).toEqual([]);
    expect(titles(await find(searchYt, "lofi", { cookie: guest.cookie }))).toEqual(["Lofi beats to study"]);
    expect(titles(await find(searchYt, "lofi", { cookie: stranger.cookie }))).toEqual([]);
  });

  test("a link added or deleted is found or gone at once; a renamed category is found by its new name", async () => {
    expect(titles(await find(searchYt, "summer"))).toEqual([]);
    await call(saveYt, "/x", { cookie: owner.cookie, params: { link: b64(`https://youtu.be/${ID.three}`), x: [music] } });
    expect(titles(await find(searchYt, "summer"))).toEqual(["Study music for summer"]);
    // Title matches rank before a match of the category name only.
    expect(titles(await find(searchYt, "music"))).toEqual(["Study music for summer", "Lofi beats to study"]);
    await call(deleteYt, "/x", { cookie: owner.cookie, params: { id: ID.three, x: [music] } });
    expect(titles(await find(searchYt, "summer"))).toEqual([]);

    const { status } = await call(updateYtDir, "/x", { cookie: owner.cookie, params: { id: music, name: b64("Chill") } });
    expect(status).toBe(200);
    expect(titles(await find(searchYt, "chill"))).toEqual(["Lofi beats to study"]);
    expect(titles(await find(searchYt, "音乐"))).toEqual([]);
  });

  test("a link saved while its title could not be fetched is found by its category and titled with the placeholder, in the caller's language", async () => {
    const pendingId = "AAAAAAAAAP1"; // the oEmbed fake does not know it: saved with a pending (empty) title
    const folder = (await call(saveYtDir, "/x", { cookie: owner.cookie, params: { name: b64("Pendingcat") } })).json.data.folder_url;
    expect((await call(saveYt, "/x", { cookie: owner.cookie, params: { link: b64(`https://youtu.be/${pendingId}`), x: [folder] } })).status).toBe(200);
    expect((await db().videoLink.findFirstOrThrow({ where: { youtubeId: pendingId } })).title).toBe("");

    const [hit] = Object.values(await find(searchYt, "pendingcat")).flat();
    expect(hit).toMatchObject({ youtube_id: pendingId, title: "YouTube video (title not available yet)", tooltip: "YouTube video (title not available yet)" });
    const zh = `${owner.cookie}; NEXT_LOCALE=zh`;
    expect(titles(await find(searchYt, "pendingcat", { cookie: zh }))).toEqual(["YouTube 视频（标题暂不可用）"]);
  });
});

describe("bad input", () => {
  const post = (body: unknown, cookie: string | undefined = owner.cookie) => call(searchF2f, "/x", { cookie, body });

  test.each([
    ["empty", { query: "" }, "Please enter keywords to search."],
    ["only spaces, encoded", { query: b64("   ") }, "Please enter keywords to search."],
    ["missing", {}, "Please enter keywords to search."],
    ["10,000 characters", { query: "a".repeat(10_000) }, "The search text is too long (at most 200 characters)."],
    ["201 characters, encoded", { query: b64("山".repeat(201)) }, "The search text is too long (at most 200 characters)."],
    ["invalid base64", { query: "not base64!" }, "query: not valid url-safe base64 of UTF-8 text."],
    ["base64 of bytes that are not UTF-8", { query: Buffer.from([0xff, 0xfe]).toString("base64url") }, "query: not valid url-safe base64 of UTF-8 text."],
    ["invalid relpath", { query: b64("x"), relpath: "%%" }, "relpath: not valid url-safe base64 of UTF-8 text."],
    ["a number", { query: 5 }, "query: must be text."],
  ])("%s: a 400 with a clear error", async (_name, body, error) => {
    const { status, json } = await post(body);
    expect([status, json.status, json.error]).toEqual([400, false, error]);
  });

  test("a body that is not JSON is a 400; no session is a 401", async () => {
    expect((await call(searchYt, "/x", { cookie: owner.cookie, rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    const { status, json } = await call(searchF2f, "/x", { body: { query: b64("x") } });
    expect([status, json.error]).toEqual([401, "You are not login!"]);
  });

  test("punctuation only finds nothing (no error)", async () => {
    expect(await find(searchF2f, "?!…")).toEqual({});
  });
});

describe("the index's state", () => {
  test("ready at once on a new install; rows from before search existed are rebuilt in the background", async () => {
    expect((await call(readyF2f, "/x", { cookie: guest.cookie })).json.data).toBe(true);
    // Rows as an older version wrote them: no tab in the search text.
    await db().mediaFile.updateMany({ where: { rootId }, data: { searchText: "" } });
    await db().videoLink.updateMany({ data: { searchText: "" } });
    // This process already knows the files' index ready (it is never written stale again): rebuild on demand.
    const started = await call(startF2f, "/x", { cookie: owner.cookie });
    expect(started.status).toBe(200);
    // A home of at most 1,000 items is rebuilt before the call answers.
    expect(started.json.data).toMatchObject({ state: "succeeded", ready: true });
    await searchIndexIdle();
    const { json } = await call(statusF2f, "/x", { cookie: guest.cookie });
    // 10 files and 6 folders.
    expect(json.data).toMatchObject({ state: "succeeded", ready: true, total: 16 });
    expect(json.data.items_indexed).toBe(json.data.total);
    expect(json.data.finished_at).not.toBeNull();
    expect(titles(await find(searchF2f, "aurora"))).toEqual(["aurora borealis"]);

    // Links: the first is_gidx_ready finds the stale rows and rebuilds them (a small home: before it answers).
    expect((await call(readyYt, "/x", { cookie: guest.cookie })).json.data).toBe(true);
    expect(titles(await find(searchYt, "lofi"))).toEqual(["Lofi beats to study"]);
  });

  test("a rebuild rewrites only the rows whose search text is out of date", async () => {
    // xmin changes with every write of a row.
    const versions = () =>
      db().$queryRaw<{ id: number; version: string }[]>`SELECT id, xmin::text AS version FROM "MediaFile" WHERE "rootId" = ${rootId} ORDER BY id`;
    const { id: stale, title } = await db().mediaFile.findFirstOrThrow({ where: { rootId, type: { not: "folder" } }, orderBy: { id: "asc" } });
    await db().mediaFile.update({ where: { id: stale }, data: { searchText: "" } });
    const before = await versions();
    expect((await call(startF2f, "/x", { cookie: owner.cookie })).json.data).toMatchObject({ state: "succeeded", ready: true });
    const after = await versions();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.filter((row, i) => row.version !== before[i]?.version).map((row) => row.id)).toEqual([stale]);
    expect(titles(await find(searchF2f, title))).toContain(title);
  });

  test("a big first write goes in without the search indexes, which are built once at the end", async () => {
    // The GIN indexes of this schema's MediaFile, from the catalogue tables: pg_indexes' indexdef would
    // decompile the indexes of every schema, and fails when another test file drops one meanwhile.
    const searchIndexes = async () =>
      (
        await db().$queryRaw<{ name: string }[]>`
          SELECT index.relname::text AS name FROM pg_index
          JOIN pg_class index ON index.oid = pg_index.indexrelid
          JOIN pg_class tbl ON tbl.oid = pg_index.indrelid
          JOIN pg_am am ON am.oid = index.relam
          WHERE tbl.relnamespace = current_schema()::regnamespace AND tbl.relname = 'MediaFile' AND am.amname = 'gin'
          ORDER BY 1`
      ).map((r) => r.name);
    const both = ["MediaFile_searchText_trgm_idx", "MediaFile_searchVector_idx"];
    expect(await searchIndexes()).toEqual(both);
    const home = await makeHome("Bulk Home");
    const bulkLib = fs.mkdtempSync(path.join(database.dataDir, "bulk-"));
    await syncMediaRoots(db(), home.id, [{ name: "Media", path: bulkLib }]);
    const bulkRoot = (await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id } })).id;
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        relpath: `Glacier ${from + i}.jpg`,
        parent: "",
        type: "photo" as const,
        title: `Glacier ${from + i}`,
        ext: "jpg",
        size: 1,
        mtime: new Date().toISOString(),
        sortKey: from + i,
        searchText: searchDocument(`Glacier ${from + i}`, ""),
      }));
    // Past the threshold, but fewer new rows than the other roots': the indexes stay.
    const others = await db().mediaFile.count({ where: { rootId: { not: bulkRoot } } });
    const bulk = new SearchIndexBulkWrite([bulkRoot], 5);
    await bulk.beforeInsert(5);
    await insertFileRows(bulkRoot, rows(0, 5));
    expect(await searchIndexes()).toEqual(both);
    // The same write, once its rows outnumber all the others: dropped, rows written, built again.
    await bulk.beforeInsert(others + 1);
    expect(await searchIndexes()).toEqual([]);
    await insertFileRows(bulkRoot, rows(5, others + 1));
    await bulk.finish();
    expect(await searchIndexes()).toEqual(both);
    const bulkOwner = await signedIn("owner", home.id);
    expect(titles(await find(searchF2f, "glacier 7", { cookie: bulkOwner.cookie }))).toContain("Glacier 7");
    expect(titles(await find(searchF2f, "lacier", { cookie: bulkOwner.cookie }))).toHaveLength(others + 6);

    // A process that stopped in between left them out: the next is_gidx_ready of a process that does not know the home builds them.
    const fresh = await signedIn("guest", home.id);
    await db().$executeRawUnsafe(`DROP INDEX "MediaFile_searchVector_idx"`);
    expect((await call(readyF2f, "/x", { cookie: fresh.cookie })).json.data).toBe(true);
    expect(await searchIndexes()).toEqual(both);
  });

  // Two processes on one PGlite cannot be: the lock is PostgreSQL's (lib/db/run-once.ts).
  (process.env.TEST_DATABASE_URL ? test : test.skip)("a rebuild that another instance runs is not started again here", async () => {
    await db().videoLink.updateMany({ data: { searchText: "" } });
    const jobs = () => db().job.count({ where: { name: "search-index:yt" } });
    const before = await jobs();
    let held!: () => void;
    let release!: () => void;
    const lockHeld = new Promise<void>((resolve) => (held = resolve));
    // What another instance's rebuild of this home's links holds while it runs.
    const elsewhere = runOnce(`search-index:yt:${owner.homeId}`, () => new Promise<void>((resolve) => (held(), (release = resolve))));
    await lockHeld;
    const { json } = await call(startYt, "/x", { cookie: owner.cookie });
    expect(json.data.ready).toBe(false);
    expect(await jobs()).toBe(before);
    release();
    await elsewhere;
    // Once it is done (here: given up), the next call rebuilds.
    expect((await call(readyYt, "/x", { cookie: guest.cookie })).json.data).toBe(true);
    expect(await jobs()).toBe(before + 1);
  });

  test("only the owner rebuilds on demand", async () => {
    for (const cookie of [guest.cookie, friend.cookie]) {
      const { status, json } = await call(startYt, "/x", { cookie });
      expect([status, json.error]).toEqual([403, "Only the owner of this home can rebuild the search index."]);
    }
    expect((await call(startYt, "/x")).status).toBe(401);
  });
});
