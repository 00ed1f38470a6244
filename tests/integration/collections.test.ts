import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { homeWithCallers } from "../helpers/accounts";
import { call } from "../helpers/http";
import { startOembedFake, type OembedFake } from "../fixtures/oembed-fake";
import { db } from "@/lib/db";
import { GET as ytvPage, GET as ytvdpPage } from "@/app/api/yt/ytv_p/[page]/[[...relpath]]/route";
import { GET as ytvEdit } from "@/app/api/yt/ytvedit/[[...relpath]]/route";
import { GET as ytv, GET as ytvdp } from "@/app/api/yt/ytv/[[...relpath]]/route";
import { POST as ytVideoList } from "@/app/api/yt/ytvideolist/route";
import { GET as deleteYtDir } from "@/app/api/yt/deleteytdir/[id]/route";
import { GET as updateYtDir } from "@/app/api/yt/updateytdir/[id]/[name]/route";
import { GET as saveYtDir, GET as tebeSaveYtDir } from "@/app/api/yt/saveytdir/[name]/[[...id]]/route";
import { GET as saveYt } from "@/app/api/yt/saveyt/[link]/[[...x]]/route";
import { GET as deleteYt } from "@/app/api/yt/deleteyt/[id]/[[...x]]/route";
import { GET as watchSense } from "@/app/api/yt/watchsense/route";
import { GET as getAllSections, GET as tebeSections } from "@/app/api/yt/getallsections/[[...x]]/route";
import { GET as ytPath } from "@/app/api/yt/ytpath/route";
import { GET as ytDirInfo } from "@/app/api/yt/ytdirinfo/[[...relpath]]/route";
import { GET as yvpUrl } from "@/app/api/yt/yvpurl/[id]/[[...x]]/route";
import { POST as ytvReorder } from "@/app/api/yt/ytvreorder/route";
import { POST as phs } from "@/app/api/his_yt/phs/route";

// The category and video-link calls of /api_yt and /api_tebeplay on a real
// database, with YouTube's oEmbed answered by a local fake.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
type Handler = Parameters<typeof call>[0];

let database: TestDatabase;
let oembed: OembedFake;
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };

const ID = { rick: "dQw4w9WgXcQ", shorty: "AbCdEfGhIj0", embed: "a-b_c-d_e-f", refused: "zzzzzzzzzzz", unknown: "Unknown0000" };

beforeAll(async () => {
  oembed = await startOembedFake({ [ID.rick]: "Never Gonna Give You Up", [ID.shorty]: "A Short", [ID.embed]: "Embedded" });
  oembed.refused.add(ID.refused);
  database = await createTestDatabase({ YOUTUBE_OEMBED_URL: oembed.url, YOUTUBE_THUMBNAIL_URL: "https://i.ytimg.com" });
  ({ owner, guest, stranger } = await homeWithCallers("Collections Home"));
}, 60_000);

afterAll(async () => {
  await database.drop();
  await oembed.close();
});

const get = (handler: Handler, params: Record<string, string | string[]>, cookie: string | null = owner.cookie, url = "/x") =>
  call(handler, url, { cookie: cookie ?? undefined, params });
const post = (handler: Handler, body: unknown, cookie: string | null = owner.cookie) => call(handler, "/x", { cookie: cookie ?? undefined, body });

async function snapshot() {
  const sections = await db().section.findMany({ orderBy: [{ homeId: "asc" }, { name: "asc" }], include: { links: { orderBy: { youtubeId: "asc" } } } });
  const items = await db().channelItem.findMany({ orderBy: { mediaPath: "asc" } });
  return JSON.stringify({ sections, items });
}

async function newCategory(name: string, cookie = owner.cookie) {
  const { status, json } = await get(saveYtDir, { name: b64(name) }, cookie);
  expect([name, status, json.error]).toEqual([name, 200, undefined]);
  return json.data as { id: string; folder_url: string; file_name: string };
}

async function addVideo(link: string, folderUrl: string, cookie = owner.cookie) {
  return get(saveYt, { link: b64(link), x: [folderUrl] }, cookie);
}

describe("no session", () => {
  test("every call answers 401 'You are not login!' with status text UNAUTHORIZED", async () => {
    const calls: [Handler, Record<string, string | string[]>][] = [
      [ytvPage, { page: "0" }],
      [ytvdpPage, { page: "0" }],
      [ytvEdit, {}],
      [ytv, {}],
      [ytvdp, {}],
      [deleteYtDir, { id: b64("Music") }],
      [updateYtDir, { id: b64("Music"), name: b64("Songs") }],
      [saveYtDir, { name: b64("Music") }],
      [saveYt, { link: b64("https://youtu.be/dQw4w9WgXcQ"), x: [b64("Music")] }],
      [deleteYt, { id: ID.rick, x: [b64("Music")] }],
      [watchSense, {}],
      [getAllSections, {}],
      [ytPath, {}],
      [ytDirInfo, {}],
      [yvpUrl, { id: ID.rick }],
      [tebeSaveYtDir, { name: b64("Music") }],
    ];
    for (const [handler, params] of calls) {
      const { response, json } = await get(handler, params, null);
      expect(response.status).toBe(401);
      expect(response.statusText).toBe("UNAUTHORIZED");
      expect(json).toMatchObject({ status: false, error: "You are not login!" });
    }
    for (const handler of [ytVideoList, ytvReorder, phs]) {
      const { status, json } = await post(handler, { en_relpath: b64("Music"), youtube_ids: [], yt_id: ID.rick }, null);
      expect([status, json.error]).toEqual([401, "You are not login!"]);
    }
    expect(await db().section.count()).toBe(0);
  });
});

describe("categories", () => {
  test("an owner creates, lists, renames and reads categories; both prefixes share them", async () => {
    const music = await newCategory("Music");
    expect(music).toMatchObject({ file_name: "Music", folder_url: b64("Music") });
    await newCategory("  Cooking  ");
    const viaTebe = await get(tebeSaveYtDir, { name: b64("猫 Cats") });
    expect(viaTebe.json.data.file_name).toBe("猫 Cats");

    const listed = await get(tebeSections, {}, guest.cookie);
    expect(listed.json.data.sections.map((s: { file_name: string }) => s.file_name)).toEqual(["Music", "Cooking", "猫 Cats"]);
    const other = await get(getAllSections, {}, stranger.cookie);
    expect(other.json.data.sections).toEqual([]);

    const info = await get(ytDirInfo, { relpath: [b64("Music")] }, guest.cookie);
    expect(info.json.data[0]).toMatchObject({
      dir_name_orig: "Music",
      en_relpath: b64("Music"),
      breadcrumbfull: [{ item_title: "YouTube", item_en_relpath: "" }, { item_title: "Music" }],
    });
    expect((await get(ytPath, {}, guest.cookie)).json.data).toEqual({ ytpath: "", en_relpath: "", title: "YouTube" });

    const renamed = await get(updateYtDir, { id: b64("Cooking"), name: b64("Kitchen") });
    expect(renamed.json).toMatchObject({ status: true, data: { folder_url: b64("Kitchen"), file_name: "Kitchen" } });
    const before = await snapshot();
    const unchanged = await get(updateYtDir, { id: b64("Kitchen"), name: b64("Kitchen") });
    expect(unchanged.json).toMatchObject({ status: true, data: { folder_url: b64("Kitchen") } });
    expect(await snapshot()).toBe(before);
  });

  test("bad names get the documented texts and change nothing", async () => {
    const before = await snapshot();
    const cases: [string, string][] = [
      ["a", "Name must be at least 2 characters long."],
      [" b ", "Name must be at least 2 characters long."],
      ["x".repeat(65), "Name must be 64 characters or less."],
      ...[...'<>:"/\\|?*'].map((c): [string, string] => [`Bad${c}Name`, 'Sorry. These characters are not allowed: <>:"/\\|?*']),
      ["Tab\there", 'Sorry. These characters are not allowed: <>:"/\\|?*'],
    ];
    for (const [name, error] of cases) {
      const created = await get(saveYtDir, { name: b64(name) });
      expect([name, created.status, created.json.error]).toEqual([name, 400, error]);
      const renamed = await get(updateYtDir, { id: b64("Music"), name: b64(name) });
      expect([name, renamed.status, renamed.json.error]).toEqual([name, 400, error]);
    }
    expect((await get(saveYtDir, { name: b64("x".repeat(64)) })).status).toBe(200);
    await get(deleteYtDir, { id: b64("x".repeat(64)) });
    const taken = await get(saveYtDir, { name: b64("Music") });
    expect([taken.status, taken.json.error]).toEqual([409, "A category with this name already exists."]);
    const clash = await get(updateYtDir, { id: b64("Kitchen"), name: b64("Music") });
    expect([clash.status, clash.json.error]).toEqual([409, "A category with this name already exists."]);
    expect((await get(saveYtDir, { name: "not base64!" })).status).toBe(400);
    expect((await get(updateYtDir, { id: b64("Nope"), name: b64("Other") })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  test("guests and other homes cannot change categories", async () => {
    const before = await snapshot();
    for (const cookie of [guest.cookie]) {
      for (const [handler, params] of [
        [saveYtDir, { name: b64("Guest Made") }],
        [updateYtDir, { id: b64("Music"), name: b64("Guest Named") }],
        [deleteYtDir, { id: b64("Music") }],
        [saveYt, { link: b64(`https://youtu.be/${ID.rick}`), x: [b64("Music")] }],
        [deleteYt, { id: ID.rick, x: [b64("Music")] }],
      ] as [Handler, Record<string, string | string[]>][]) {
        const { status, json } = await get(handler, params, cookie);
        expect([status, json.error]).toEqual([403, "Only the owner of this home can change categories."]);
      }
    }
    // Another home's owner finds no such category in their own home.
    expect((await get(deleteYtDir, { id: b64("Music") }, stranger.cookie)).status).toBe(404);
    expect((await get(ytvPage, { page: "0", relpath: [b64("Music")] }, stranger.cookie)).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("video links", () => {
  test("watch, youtu.be, shorts and embed links are saved with oEmbed's title and thumbnail", async () => {
    const music = b64("Music");
    const saved = await addVideo(`https://www.youtube.com/watch?v=${ID.rick}&t=3s`, music);
    expect(saved.json).toMatchObject({
      status: true,
      message: "Video added successfully!",
      data: {
        file_type: 3,
        youtube_id: ID.rick,
        file_title: "Never Gonna Give You Up",
        thumbnail: `https://i.ytimg.com/vi/${ID.rick}/hqdefault.jpg`,
        channel_media_path: `/yv/${ID.rick}/${music}`,
        en_relpath: music,
        paste_type: "yv",
      },
    });
    expect((await addVideo(`youtu.be/${ID.shorty}`, music)).json.data.file_title).toBe("A Short");
    expect((await addVideo(`https://youtube.com/embed/${ID.embed}`, b64("Kitchen"))).json.data.file_title).toBe("Embedded");
    expect((await addVideo(`https://www.youtube.com/shorts/${ID.embed}`, music)).json.data.youtube_id).toBe(ID.embed);
  });

  test("when oEmbed refuses or fails the link is still saved with a pending (empty) title, never the bare id, and the documented message", async () => {
    const refused = await addVideo(`https://youtu.be/${ID.refused}`, b64("Kitchen"));
    expect(refused.json).toMatchObject({
      status: true,
      message: "Failed possibly due to this video's owner account setting.",
      data: { youtube_id: ID.refused, file_title: "", thumbnail: `https://i.ytimg.com/vi/${ID.refused}/hqdefault.jpg` },
    });
    const unknown = await addVideo(`https://youtu.be/${ID.unknown}`, b64("Kitchen"));
    expect(unknown.json).toMatchObject({ status: true, message: "Failed possibly due to this video's owner account setting.", data: { file_title: "" } });
  });

  test("a pending title is filled in when the category is listed after YouTube's metadata becomes reachable", async () => {
    oembed.videos.set(ID.unknown, "Found Later");
    const titleOf = async () => {
      const videos = (await get(ytvEdit, { relpath: [b64("Kitchen")] })).json.data[0].dir_files as { youtube_id: string; file_title: string }[];
      return videos.find((video) => video.youtube_id === ID.unknown)?.file_title;
    };
    // The first listing starts the lookup in the background; a later one shows its result.
    await titleOf();
    for (let i = 0; i < 50 && (await titleOf()) !== "Found Later"; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await titleOf()).toBe("Found Later");
    oembed.videos.delete(ID.unknown);
  });

  test("invalid links and duplicates get the documented texts and change nothing", async () => {
    const before = await snapshot();
    const requestsBefore = oembed.requests;
    const cases: [string, number, string][] = [
      ["   ", 400, "Please enter a youtube link!"],
      ["https://vimeo.com/1234", 400, "This is not a youtube link!"],
      ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", 400, "This is not a youtube link!"],
      ["https://www.youtube.com/watch?v=tooShort", 400, "Input string does not match the expected format"],
      [`https://www.youtube.com/watch?v=${ID.rick}`, 409, "This youtube is already in the list!"],
      [`https://youtu.be/${ID.rick}`, 409, "This youtube is already in the list!"],
    ];
    for (const [link, status, error] of cases) {
      const reply = await addVideo(link, b64("Music"));
      expect([link, reply.status, reply.json.error]).toEqual([link, status, error]);
    }
    expect((await get(saveYt, { link: "%%%", x: [b64("Music")] })).json.error).toBe("This is not a youtube link!");
    expect((await get(saveYt, { link: b64(`https://youtu.be/${ID.rick}`) })).json.error).toBe("Please choose a category.");
    expect((await addVideo(`https://youtu.be/${ID.rick}`, b64("Nope"))).status).toBe(404);
    expect(oembed.requests).toBe(requestsBefore);
    expect(await snapshot()).toBe(before);
    // The same video may sit in another category.
    expect((await addVideo(`https://youtu.be/${ID.rick}`, b64("Kitchen"))).status).toBe(200);
  });

  test("lists: pages, editor, brief, video list, play URL and suggestions", async () => {
    const music = b64("Music");
    const page = await get(ytvPage, { page: "0", relpath: [music] }, guest.cookie);
    expect(page.json.data[0].page).toBe(-1);
    expect(page.json.data[0].dir_files.map((v: { youtube_id: string }) => v.youtube_id)).toEqual([ID.rick, ID.shorty, ID.embed]);
    expect(page.json.data[0].dir_info).toMatchObject({ dir_name_orig: "Music", video_count: 3 });
    const root = await get(ytvdpPage, { page: "0" }, guest.cookie);
    expect(root.json.data[0].dir_files.map((s: { file_type: number; file_name: string }) => [s.file_type, s.file_name])).toEqual([
      [1, "Music"],
      [1, "Kitchen"],
      [1, "猫 Cats"],
    ]);

    const edit = await get(ytvEdit, { relpath: [music] }, guest.cookie);
    expect(edit.json.data[0].dir_files).toHaveLength(3);
    const all = await get(ytv, {}, guest.cookie, "/x?brief=true");
    expect(all.json.data.map((p: { dir_info: { dir_name_orig: string }; dir_files: unknown[] }) => [p.dir_info.dir_name_orig, p.dir_files.length])).toEqual([
      ["Music", 3],
      ["Kitchen", 4],
      ["猫 Cats", 0],
    ]);
    const one = await get(ytvdp, { relpath: [music] }, guest.cookie, "/x?brief=false");
    expect(one.json.data).toHaveLength(1);
    expect((await get(ytv, {}, guest.cookie, "/x?brief=maybe")).status).toBe(400);

    const list = await post(ytVideoList, { relpath: "Music" }, guest.cookie);
    expect(list.json.data).toMatchObject({ dir_name: "Music", en_relpath: music });
    expect(list.json.data.video_list).toHaveLength(3);

    const play = await get(yvpUrl, { id: ID.shorty, x: [music] }, guest.cookie);
    expect(play.json.data).toMatchObject({ file_name: "A Short", youtube_url: `https://www.youtube.com/watch?v=${ID.shorty}` });
    expect((await get(yvpUrl, { id: ID.shorty }, guest.cookie)).json.data.en_relpath).toBe(music);
    expect((await get(yvpUrl, { id: "bad" }, guest.cookie)).json.error).toBe("Input string does not match the expected format");
    expect((await get(yvpUrl, { id: ID.unknown, x: [music] }, guest.cookie)).status).toBe(404);

    const sense = await get(watchSense, {}, guest.cookie);
    expect(sense.json.data.watch_sense.map((v: { youtube_id: string }) => v.youtube_id).sort()).toEqual(
      [ID.rick, ID.shorty, ID.embed, ID.embed, ID.refused, ID.unknown, ID.rick].sort(),
    );
    expect((await get(watchSense, {}, stranger.cookie)).json.data.watch_sense).toEqual([]);
  });

  test("pages of 60 are loaded in sequence until page -1", async () => {
    const big = await newCategory("Big");
    const section = await db().section.findUniqueOrThrow({ where: { id: big.id } });
    await db().videoLink.createMany({
      data: Array.from({ length: 61 }, (_, i) => ({ sectionId: section.id, youtubeId: `vid${String(i).padStart(8, "0")}`, title: `V${i}`, position: i })),
    });
    const first = await get(ytvPage, { page: "0", relpath: [big.folder_url] });
    expect([first.json.data[0].dir_files.length, first.json.data[0].page]).toEqual([60, 1]);
    const second = await get(ytvPage, { page: "1", relpath: [big.folder_url] });
    expect([second.json.data[0].dir_files.length, second.json.data[0].page]).toEqual([1, -1]);
    expect(second.json.data[0].dir_files[0].file_title).toBe("V60");
    const brief = await get(ytv, { relpath: [big.folder_url] }, owner.cookie, "/x?brief=true");
    expect([brief.json.data[0].dir_files.length, brief.json.data[0].page]).toEqual([12, 1]);
    for (const bad of ["-1", "x", "01", "1.5"]) expect((await get(ytvPage, { page: bad, relpath: [big.folder_url] })).status).toBe(400);
    await get(deleteYtDir, { id: big.folder_url });
  });

  test("reordering keeps the drag order; an incomplete order is refused", async () => {
    const music = b64("Music");
    const order = [ID.embed, ID.rick, ID.shorty];
    expect((await post(ytvReorder, { en_relpath: music, youtube_ids: order })).json.data.youtube_ids).toEqual(order);
    const page = await get(ytvPage, { page: "0", relpath: [music] });
    expect(page.json.data[0].dir_files.map((v: { youtube_id: string }) => v.youtube_id)).toEqual(order);
    const before = await snapshot();
    for (const ids of [
      [ID.rick, ID.shorty],
      [ID.rick, ID.rick, ID.shorty],
      [...order, ID.unknown],
    ]) {
      const reply = await post(ytvReorder, { en_relpath: music, youtube_ids: ids });
      expect([reply.status, reply.json.error]).toEqual([400, "The order must list every video of the category once."]);
    }
    expect((await post(ytvReorder, { en_relpath: music, youtube_ids: order }, guest.cookie)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  test("deleting a video (id plain or base64); unknown ones are 404 and change nothing", async () => {
    const kitchen = b64("Kitchen");
    expect((await get(deleteYt, { id: ID.unknown, x: [kitchen] })).json).toMatchObject({ status: true, data: { youtube_id: ID.unknown } });
    expect((await get(deleteYt, { id: b64(ID.refused), x: [kitchen] })).json.data.youtube_id).toBe(ID.refused);
    const before = await snapshot();
    expect((await get(deleteYt, { id: ID.refused, x: [kitchen] })).status).toBe(404);
    expect((await get(deleteYt, { id: "bad!", x: [kitchen] })).json.error).toBe("Input string does not match the expected format");
    expect(await snapshot()).toBe(before);
  });
});

describe("channel references", () => {
  test("renaming moves a category's channel links; deleting removes them, in this home only", async () => {
    const channel = await db().channel.create({ data: { homeId: owner.homeId, fileName: "abc123.json", name: "Mix" } });
    const foreign = await db().channel.create({ data: { homeId: stranger.homeId, fileName: "zzz999.json", name: "Theirs" } });
    await db().channelItem.createMany({
      data: [
        { channelId: channel.id, mediaPath: `/yv/${ID.rick}/${b64("Music")}`, position: 0 },
        { channelId: channel.id, mediaPath: `/yv/${ID.shorty}/${b64("Music")}`, position: 1 },
        { channelId: channel.id, mediaPath: `/yv/${ID.rick}/${b64("Kitchen")}`, position: 2 },
        { channelId: channel.id, mediaPath: "/lv/12", position: 3 },
        { channelId: foreign.id, mediaPath: `/yv/${ID.rick}/${b64("Music")}`, position: 0 },
      ],
    });
    await get(updateYtDir, { id: b64("Music"), name: b64("Songs") });
    const paths = async (channelId: string) =>
      (await db().channelItem.findMany({ where: { channelId }, orderBy: { position: "asc" } })).map((i) => i.mediaPath);
    expect(await paths(channel.id)).toEqual([
      `/yv/${ID.rick}/${b64("Songs")}`,
      `/yv/${ID.shorty}/${b64("Songs")}`,
      `/yv/${ID.rick}/${b64("Kitchen")}`,
      "/lv/12",
    ]);

    const deleted = await get(deleteYtDir, { id: b64("Songs") });
    expect(deleted.json.data).toEqual({ folder_url: b64("Songs"), deleted_videos: 3, deleted_channel_items: 2 });
    expect(await paths(channel.id)).toEqual([`/yv/${ID.rick}/${b64("Kitchen")}`, "/lv/12"]);
    expect(await paths(foreign.id)).toEqual([`/yv/${ID.rick}/${b64("Music")}`]);
    expect(await db().videoLink.count({ where: { section: { name: "Songs" } } })).toBe(0);
    expect((await get(getAllSections, {})).json.data.sections.map((s: { file_name: string }) => s.file_name)).toEqual(["Kitchen", "猫 Cats"]);
  });
});

describe("POST /api_his_yt/phs", () => {
  test("records a play in the caller's home; a bad id is refused", async () => {
    expect((await post(phs, { yt_id: ID.rick, relpath: b64("Kitchen") }, guest.cookie)).json).toEqual({ status: true, data: true });
    const rows = await db().playHistory.findMany({ where: { kind: "yv" } });
    expect(rows).toMatchObject([{ homeId: owner.homeId, youtubeId: ID.rick, relpath: b64("Kitchen") }]);
    const bad = await post(phs, { yt_id: "nope" });
    expect([bad.status, bad.json.error]).toEqual([400, "Input string does not match the expected format"]);
    expect(await db().playHistory.count()).toBe(1);
  });
});
