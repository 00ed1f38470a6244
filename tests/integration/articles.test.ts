import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { makeHome, signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { startOembedFake, type OembedFake } from "../fixtures/oembed-fake";
import { DANGEROUS, XSS_VECTORS } from "../fixtures/xss-vectors";
import { db } from "@/lib/db";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";
import { thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { sanitizeArticle } from "@/lib/articles/sanitize";
import { ARTICLE_MAX_BYTES } from "@/lib/articles/rules";
import { loadArticle } from "@/lib/articles/view";
import { callerFromCookieHeader, type Caller } from "@/lib/auth/session";
import { GET as allArticlesCall } from "@/app/api/article/getallarticles/[[...x]]/route";
import { POST as getArticleCall } from "@/app/api/article/getarticle/route";
import { POST as saveNewCall } from "@/app/api/article/savenewarticle/route";
import { POST as updateCall } from "@/app/api/article/updatearticle/route";
import { POST as pastedCall } from "@/app/api/article/getpastedytvideoinfo/route";
import { GET as directoryBrowseCall } from "@/app/api/legacy/directorybrowse/route";
import { POST as textManagerCall } from "@/app/api/legacy/textmanager/route";

// The article calls on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): listing, reading, saving new and updating (also through
// the legacy textmanager), pasted-video cards, the legacy parse_mpi_param, the
// rules (titles, 1 MB limit, owner-only writes, drop boxes), and the XSS
// corpus through every write path.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const YT = "AbCdEfGhIj0";

let database: TestDatabase;
let oembed: OembedFake;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let friend: { cookie: string };
let stranger: { homeId: string; cookie: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  oembed = await startOembedFake({ [YT]: "A fake YouTube title" });
  // A pending card title asks YouTube again after 1 s here (60 s by default).
  database = await createTestDatabase({ YOUTUBE_OEMBED_URL: `${oembed.url}`, YOUTUBE_TITLE_RETRY_SECONDS: "1" });
  const home = await makeHome("Articles");
  owner = await signedIn("owner", home.id);
  guest = await signedIn("guest", home.id);
  friend = await signedIn("registered_guest", home.id);
  stranger = await signedIn("owner");
  const lib = fs.mkdtempSync(path.join(database.dataDir, "articles-"));
  for (const file of ["Trip/clip.mp4", "Trip/pic.jpg"]) {
    fs.mkdirSync(path.dirname(path.join(lib, file)), { recursive: true });
    fs.writeFileSync(path.join(lib, file), "x");
  }
  await syncMediaRoots(db(), home.id, [{ name: "Lib", path: lib }]);
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: home.id, name: "Lib" } });
  await scanRoot(root.id, { metadata: false });
  for (const row of await db().mediaFile.findMany({ where: { rootId: root.id }, select: { id: true, relpath: true } })) ids[row.relpath] = row.id;
}, 180_000);

afterAll(async () => {
  await thumbnailJobsSettled();
  await database.drop();
  await oembed.close();
});

const post = (handler: Parameters<typeof call>[0], body: unknown, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, body });
const list = (cookie: string = owner.cookie, x?: string[]) => call(allArticlesCall, "/x", { cookie, params: x ? { x } : {} });
const stored = (id: string) => db().article.findUniqueOrThrow({ where: { id } });
const count = () => db().article.count();

const box = (id: string) => `<ul data-type="videobox" data-box="${id}"></ul>`;
const cardLv = () => ({ type: "lv", media_id: String(ids["Trip/clip.mp4"]), title: "clip", relpath: b64("Lib/Trip/clip.mp4") });
const cardYv = { type: "yv", media_id: YT, title: "yt", relpath: "" };

describe("savenewarticle, getarticle, getallarticles", () => {
  test("a new article is stored clean with its drop boxes' cards, read back by everyone of the home, listed newest first", async () => {
    const html = `<h2>Trip notes</h2><p>First <strong>day</strong></p>${box("box-a")}<figure data-type="embed" data-value="https://youtu.be/${YT}"><figcaption>yt</figcaption></figure>`;
    const saved = await post(saveNewCall, {
      relpath: "Lib/Trip",
      article_content: html,
      brief: "",
      medias: [{ ul_id: "box-a", videocard_data: [cardLv(), cardYv] }],
    });
    expect(saved.status).toBe(200);
    const id = saved.json.data.file_id as string;
    expect(saved.json.data.article_uuid).toBe(id);
    const row = await stored(id);
    expect(row.title).toBe("Trip notes First day yt");
    expect(row.brief).toBe("Trip notes");
    expect(row.html).toContain(`data-value="https://www.youtube.com/watch?v=${YT}"`);

    for (const cookie of [owner.cookie, guest.cookie, friend.cookie]) {
      const got = await post(getArticleCall, { file_id: id, relpath: "Lib/Trip" }, cookie);
      expect(got.status).toBe(200);
      expect(got.json.data.content).toBe(row.html);
      expect(got.json.data.anchor_media).toEqual([{ anchor_name: "box-a", media_list: [cardLv(), cardYv] }]);
    }
    const second = await post(saveNewCall, { relpath: "", article_content: "<p>Later one</p>", brief: "", medias: [] });
    const items = (await list(guest.cookie)).json.data as Array<{
      uuid: string;
      file_brief: string;
      file_owner: string;
      createtime: string;
      file_name: string;
    }>;
    expect(items.slice(0, 2).map((i) => i.uuid)).toEqual([second.json.data.file_id, id]);
    expect(items[1]).toMatchObject({ file_brief: "Trip notes", file_name: "Trip notes First day yt", file_owner: expect.any(String) });
    expect(Number.isNaN(Date.parse(items[1]!.createtime))).toBe(false);
    expect(((await list(owner.cookie, ["Lib", "Trip"])).json.data as Array<{ uuid: string }>).map((i) => i.uuid)).toEqual([id]);
  });

  test("the brief sent is kept (64 characters); none: the editor's title rule; no text: 'Untitled'", async () => {
    const a = await post(saveNewCall, { relpath: "", article_content: "<p>para</p><h3>small</h3>", brief: "  Sent   brief " + "x".repeat(100), medias: [] });
    expect((await stored(a.json.data.file_id)).brief).toBe(("Sent brief " + "x".repeat(100)).slice(0, 64));
    const b = await post(saveNewCall, { relpath: "", article_content: "<p>para</p><h3>small</h3>", medias: [] });
    expect(await stored(b.json.data.file_id)).toMatchObject({ brief: "small", title: "para small" });
    const c = await post(saveNewCall, { relpath: "", article_content: "<p> </p>", medias: [] });
    expect(await stored(c.json.data.file_id)).toMatchObject({ title: "Untitled", brief: "(empty)" });
    const d = await post(saveNewCall, { relpath: "", article_content: `<p>${"w".repeat(80)}</p>`, medias: [] });
    expect((await stored(d.json.data.file_id)).title).toBe("w".repeat(60));
  });

  test("cards of a box the HTML does not hold are dropped; malformed boxes and cards are refused", async () => {
    const saved = await post(saveNewCall, {
      relpath: "",
      article_content: `<p>x</p>${box("box-b")}`,
      medias: [
        { ul_id: "box-b", videocard_data: [cardYv] },
        { ul_id: "box-z", videocard_data: [cardYv] },
      ],
    });
    expect((await stored(saved.json.data.file_id)).medias).toEqual([{ ul_id: "box-b", videocard_data: [cardYv] }]);
    const before = await count();
    expect((await post(saveNewCall, { relpath: "", article_content: "<p>x</p>", medias: [{ ul_id: '"><script>', videocard_data: [] }] })).status).toBe(400);
    expect(
      (await post(saveNewCall, { relpath: "", article_content: "<p>x</p>", medias: [{ ul_id: "box-c", videocard_data: [{ type: "zz", media_id: 1 }] }] }))
        .status,
    ).toBe(400);
    expect(await count()).toBe(before);
  });

  test("an unknown or another home's article: 404 'Article not found.'", async () => {
    const mine = await post(saveNewCall, { relpath: "", article_content: "<p>mine</p>", medias: [] });
    for (const [body, cookie] of [
      [{ file_id: "00000000-0000-4000-8000-000000000000" }, owner.cookie],
      [{ file_id: mine.json.data.file_id }, stranger.cookie],
    ] as const) {
      const got = await post(getArticleCall, body, cookie);
      expect(got.status).toBe(404);
      expect(got.json.error).toBe("Article not found.");
    }
    expect(((await list(stranger.cookie)).json.data as unknown[]).length).toBe(0);
  });
});

describe("updatearticle", () => {
  test("replaces the HTML, title, brief and cards; keeps the create time", async () => {
    const saved = await post(saveNewCall, { relpath: "", article_content: "<h1>Old</h1>", medias: [] });
    const id = saved.json.data.file_id as string;
    const before = await stored(id);
    const up = await post(updateCall, {
      file_id: id,
      relpath: "",
      article_content: `<h1>New</h1>${box("box-n")}`,
      medias: [{ ul_id: "box-n", videocard_data: [cardYv] }],
    });
    expect(up.status).toBe(200);
    const after = await stored(id);
    expect(after).toMatchObject({ title: "New", brief: "New", html: `<h1>New</h1>${box("box-n")}`, medias: [{ ul_id: "box-n", videocard_data: [cardYv] }] });
    expect(after.createdAt).toEqual(before.createdAt);
  });

  test("another home's or an unknown article: 404, nothing changes", async () => {
    const saved = await post(saveNewCall, { relpath: "", article_content: "<p>keep</p>", medias: [] });
    const id = saved.json.data.file_id as string;
    const up = await post(updateCall, { file_id: id, relpath: "", article_content: "<p>hijack</p>", medias: [] }, stranger.cookie);
    expect(up.status).toBe(404);
    expect((await stored(id)).html).toBe("<p>keep</p>");
  });
});

describe("only the owner writes", () => {
  test.each([
    ["guest", () => guest.cookie, 403],
    ["visiting friend", () => friend.cookie, 403],
    ["no session", () => null, 401],
  ])("%s: savenewarticle, updatearticle, textmanager and getpastedytvideoinfo are refused and nothing changes", async (_name, cookie, status) => {
    const saved = await post(saveNewCall, { relpath: "", article_content: "<p>owner's</p>", medias: [] });
    const id = saved.json.data.file_id as string;
    const before = await count();
    const calls = [
      await post(saveNewCall, { relpath: "", article_content: "<p>x</p>", medias: [] }, cookie()),
      await post(updateCall, { file_id: id, relpath: "", article_content: "<p>x</p>", medias: [] }, cookie()),
      await post(textManagerCall, { type: "save_article", article_path: "", article_id: id, article_title: "t", article: "<p>x</p>" }, cookie()),
      await post(textManagerCall, { type: "save_article", article_path: "", article_title: "t", article: "<p>x</p>" }, cookie()),
      await post(pastedCall, { type: 1, ytid: YT }, cookie()),
    ];
    expect(calls.map((c) => c.status)).toEqual(calls.map(() => status));
    if (status === 403) expect(calls[0]!.json.error).toBe("Only the owner of this home can write articles.");
    expect(await count()).toBe(before);
    expect((await stored(id)).html).toBe("<p>owner's</p>");
  });

  test("guests and friends read: getallarticles and getarticle; without a session: 401", async () => {
    expect((await list(friend.cookie)).status).toBe(200);
    const none = await call(allArticlesCall, "/x", {});
    expect(none.status).toBe(401);
  });
});

describe("size limit: 1 MB", () => {
  test("a larger article is refused with 413 and a clear error; nothing is stored or changed", async () => {
    const saved = await post(saveNewCall, { relpath: "", article_content: "<p>small</p>", medias: [] });
    const id = saved.json.data.file_id as string;
    const before = await count();
    const big = `<p>${"a".repeat(ARTICLE_MAX_BYTES)}</p>`;
    for (const res of [
      await post(saveNewCall, { relpath: "", article_content: big, medias: [] }),
      await post(updateCall, { file_id: id, relpath: "", article_content: big, medias: [] }),
      await post(textManagerCall, { type: "save_article", article_path: "", article_title: "", article: big }),
      await post(textManagerCall, { type: "save_article", article_path: "", article_id: id, article_title: "", article: big }),
    ]) {
      expect(res.status).toBe(413);
      expect(res.json).toMatchObject({ status: false, error: "This article is too large: an article may hold at most 1 MB." });
    }
    expect(await count()).toBe(before);
    expect((await stored(id)).html).toBe("<p>small</p>");
    // Just under the limit is fine.
    const fits = await post(saveNewCall, { relpath: "", article_content: `<p>${"a".repeat(ARTICLE_MAX_BYTES - 100)}</p>`, medias: [] });
    expect(fits.status).toBe(200);
  });
});

describe("legacy calls", () => {
  test("POST /textmanager save_article: new without article_id, update with it (cards kept); other types refused", async () => {
    const made = await post(textManagerCall, { type: "save_article", article_path: "Lib", article_title: "Legacy", article: "<h2>Legacy</h2><p>text</p>" });
    expect(made.status).toBe(200);
    const id = made.json.data.file_id as string;
    expect(await stored(id)).toMatchObject({ relpath: "Lib", brief: "Legacy", title: "Legacy text" });
    await post(updateCall, { file_id: id, relpath: "Lib", article_content: `<p>x</p>${box("box-k")}`, medias: [{ ul_id: "box-k", videocard_data: [cardYv] }] });
    const up = await post(textManagerCall, {
      type: "save_article",
      article_path: "Lib",
      article_id: id,
      article_title: "Again",
      article: `<p>again</p>${box("box-k")}`,
    });
    expect(up.status).toBe(200);
    expect(await stored(id)).toMatchObject({ html: `<p>again</p>${box("box-k")}`, brief: "Again", medias: [{ ul_id: "box-k", videocard_data: [cardYv] }] });
    const other = await post(textManagerCall, { type: "delete_article", article: "" });
    expect(other.status).toBe(400);
    expect(other.json.error).toBe("Unknown type.");
  });

  test("GET /directorybrowse?type=parse_mpi_param&mpi=: a media param in parts", async () => {
    const q = (mpi: string, type = "parse_mpi_param") =>
      call(directoryBrowseCall, `/directorybrowse?type=${type}&mpi=${encodeURIComponent(mpi)}`, { cookie: guest.cookie });
    expect((await q(`/lv/12/${b64("Lib/Trip/clip.mp4")}`)).json.data).toEqual({ type: "lv", media_id: 12, relpath: "Lib/Trip/clip.mp4" });
    expect((await q(`/yv/${YT}`)).json.data).toEqual({ type: "yv", media_id: YT, relpath: null });
    expect((await q(`https://www.youtube.com/watch?v=${YT}`)).json.data).toEqual({ type: "yv", media_id: YT, relpath: null });
    expect((await q("/yv/short")).status).toBe(400);
    expect((await q("/yv/short")).json.error).toBe("Input string does not match the expected format");
    expect((await q(`/yv/${YT}`, "other")).json.error).toBe("Unknown type.");
    expect((await call(directoryBrowseCall, `/directorybrowse?type=parse_mpi_param&mpi=/yv/${YT}`, {})).status).toBe(401);
  });
});

describe("getpastedytvideoinfo", () => {
  test("type 1: a YouTube id or link, titled by the oEmbed stand-in; thumbnail and embed URL", async () => {
    const byId = await post(pastedCall, { type: 1, ytid: YT });
    expect(byId.json.data).toMatchObject({
      type: "yv",
      media_id: YT,
      title: "A fake YouTube title",
      play_url: `https://www.youtube.com/embed/${YT}?autoplay=1&playsinline=1`,
    });
    expect(byId.json.data.thumbnail).toContain(`/vi/${YT}/`);
    const byLink = await post(pastedCall, { type: "1", pastedUrl: `https://youtu.be/${YT}` });
    expect(byLink.json.data.media_id).toBe(YT);
    const bad = await post(pastedCall, { type: 1, pastedUrl: "https://evil.example/x" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('Invalid video link "https://evil.example/x"!');
  });

  test("type 1 while YouTube can't give the title: the card's title is empty (pending), never the bare id; the article shows the title learned once YouTube answers, without rewriting what is stored", async () => {
    const PENDING = "PeNdInGvId0";
    const pasted = await post(pastedCall, { type: 1, ytid: PENDING });
    expect(pasted.status).toBe(200);
    expect(pasted.json.data).toMatchObject({ type: "yv", media_id: PENDING, title: "" });

    const card = { type: "yv", media_id: PENDING, title: pasted.json.data.title, relpath: "" };
    const html = `<p>Pending</p>${box("box-p")}<figure data-type="embed" data-value="https://youtu.be/${PENDING}"><figcaption></figcaption></figure>`;
    const saved = await post(saveNewCall, { relpath: "", article_content: html, brief: "", medias: [{ ul_id: "box-p", videocard_data: [card] }] });
    const id = saved.json.data.file_id as string;
    const caller = (await callerFromCookieHeader(owner.cookie)) as Caller;
    const shownTitles = async () => {
      const loaded = (await loadArticle(caller, id))!;
      const embed = loaded.segments.find((segment) => segment.kind === "embed");
      return [loaded.cards["box-p"]?.[0]?.title, embed?.kind === "embed" ? embed.card?.title : undefined];
    };
    expect(await shownTitles()).toEqual(["", ""]);

    oembed.videos.set(PENDING, "Learned later");
    const deadline = Date.now() + 10_000;
    while ((await shownTitles())[0] !== "Learned later" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await shownTitles()).toEqual(["Learned later", "Learned later"]);
    const row = await stored(id);
    expect(row.medias).toEqual([{ ul_id: "box-p", videocard_data: [card] }]);
  });

  test("type 2: a video of the home (file_name its id, relpath its token); a photo or another home's file: 404", async () => {
    const clip = await post(pastedCall, { type: 2, file_name: String(ids["Trip/clip.mp4"]), relpath: b64("Lib/Trip/clip.mp4") });
    expect(clip.status).toBe(200);
    expect(clip.json.data).toMatchObject({
      type: "lv",
      media_id: String(ids["Trip/clip.mp4"]),
      title: "clip",
      play_url: `/media_lv_video_root/${b64("Lib/Trip/clip.mp4")}`,
    });
    expect((await post(pastedCall, { type: 2, file_name: String(ids["Trip/pic.jpg"]) })).status).toBe(404);
    expect((await post(pastedCall, { type: 2, file_name: String(ids["Trip/clip.mp4"]) }, stranger.cookie)).status).toBe(404);
    expect((await post(pastedCall, { type: 3, file_name: "1" })).json.error).toBe("Unknown type.");
  });
});

describe(`XSS corpus (${XSS_VECTORS.length} vectors) through every write path`, () => {
  test.each(XSS_VECTORS.map((v, i) => [i, v] as const))("vector %i is stored harmless by savenewarticle, updatearticle and textmanager", async (_i, vector) => {
    const html = `<p>before</p>${vector}<p>after</p>`;
    const made = await post(saveNewCall, { relpath: "", article_content: html, brief: vector, medias: [] });
    expect(made.status).toBe(200);
    const id = made.json.data.file_id as string;
    const viaNew = await stored(id);
    const up = await post(updateCall, { file_id: id, relpath: "", article_content: html, medias: [] });
    expect(up.status).toBe(200);
    const viaUpdate = await stored(id);
    const legacy = await post(textManagerCall, { type: "save_article", article_path: "", article_title: vector, article: html });
    expect(legacy.status).toBe(200);
    const viaLegacy = await stored(legacy.json.data.file_id);
    for (const row of [viaNew, viaUpdate, viaLegacy]) {
      expect(row.html).not.toMatch(DANGEROUS);
      // Stored HTML is a fixed point of the cleaner: rendering it adds nothing.
      expect(sanitizeArticle(row.html)).toBe(row.html);
      expect(row.html.startsWith("<p>before</p>")).toBe(true);
    }
  });
});
