import fs from "node:fs";
import path from "node:path";
import { testDatabaseForFile } from "../helpers/database";
import { homeWithCallers, signedIn } from "../helpers/accounts";
import { b64, call } from "../helpers/http";
import { addScannedRoot, makeTree } from "../helpers/media";
import { db } from "@/lib/db";
import { GET as newChannelCall, GET as multiHomeNewChannel } from "@/app/api/chnl/newchannel/[name]/route";
import { GET as listChannelsCall, POST as listChannelsPost } from "@/app/api/chnl/listchannels/route";
import { POST as renameCall } from "@/app/api/chnl/updatechannelname/route";
import { POST as deleteChannelCall } from "@/app/api/chnl/deletechannel/route";
import { POST as setRandomCall } from "@/app/api/chnl/setchannelrandomstate/route";
import { POST as getRandomCall } from "@/app/api/chnl/getchannelrandomstate/route";
import { POST as playlistCall } from "@/app/api/chnl/getchannelplaylist/route";
import { POST as addVideoCall } from "@/app/api/chnl/addchannelvideo/route";
import { POST as deleteVideoCall } from "@/app/api/chnl/deletechannelvideo/route";
import { POST as updateListCall } from "@/app/api/chnl/updatechannellist/route";
import { GET as getConfigCall } from "@/app/api/chnl/getautoplaylistconfig/route";
import { POST as setConfigCall, POST as multiHomeSetConfig } from "@/app/api/chnl/setautoplaylistconfig/route";
import { GET as autoPlaylistsCall } from "@/app/api/chnl/getautoplaylists/route";
import * as multiHome from "@/app/api/chnl/listchannels/route";
import { nth } from "../helpers/checked";

// Channels and auto-play on a real database with a generated library
// (listing pass only): the owner's home has the root "Lib", a stranger's
// home the root "Secret". A guest of the owner's home reads but changes nothing.

const INVALID_LINK = (link: string) =>
  `Invalid video link "${link}"! Link must be copied from this site by right clicking the video. Please open another tab to browse video and copy the link by right click.`;

const database = testDatabaseForFile();
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
const ids: Record<string, number> = {};

type Handler = Parameters<typeof call>[0];
const get = (handler: Handler, params: Record<string, string> = {}, cookie: string | null = owner.cookie) =>
  call(handler, "/x", { cookie: cookie ?? undefined, params });
const post = (handler: Handler, body: unknown, cookie: string | null = owner.cookie) => call(handler, "/x", { cookie: cookie ?? undefined, body });
const lv = (relpath: string) => `/lv/${ids[relpath]}/${b64(relpath)}`;

async function addRoot(homeId: string, name: string, dir: string, files: string[]) {
  makeTree(dir, files);
  Object.assign(ids, await addScannedRoot(homeId, name, dir, { metadata: false }));
}

async function create(name: string, cookie = owner.cookie): Promise<string> {
  const { status, json } = await get(newChannelCall, { name: b64(name) }, cookie);
  expect([name, status]).toEqual([name, 200]);
  return json.data.file_name;
}

const channelCount = () => db().channel.count();
const itemsOf = async (fileName: string) =>
  (await db().channelItem.findMany({ where: { channel: { fileName } }, orderBy: { position: "asc" } })).map((item) => item.mediaPath);

beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(database.dataDir, "channels-"));
  const { home, ...callers } = await homeWithCallers("Channel Home");
  ({ owner, guest, stranger } = callers);
  await addRoot(home.id, "Lib", path.join(work, "lib"), ["Trip/a.jpg", "Trip/b.mp4", "Trip/c.mp4", "Trip/Sub/x.jpg"]);
  await addRoot(stranger.homeId, "Secret", path.join(work, "secret"), ["Private/s.mp4"]);
}, 120_000);

describe("no session", () => {
  test("every call is a 401 'You are not login!' and changes nothing", async () => {
    const before = await channelCount();
    const replies = [
      await get(listChannelsCall, {}, null),
      await get(newChannelCall, { name: b64("Anonymous") }, null),
      await get(getConfigCall, {}, null),
      await get(autoPlaylistsCall, {}, null),
      await post(setConfigCall, { autoChannels: [] }, null),
      await post(renameCall, { file_name: "x.json", new_name: b64("Other name") }, null),
      await post(deleteChannelCall, { file_name: "x.json" }, null),
      await post(setRandomCall, { file_name: "x.json", random: true }, null),
      await post(getRandomCall, { file_name: "x.json" }, null),
      await post(playlistCall, { file_name: "x.json" }, null),
      await post(addVideoCall, { file_name: "x.json", video_relpath: "/yv/dQw4w9WgXcQ" }, null),
      await post(deleteVideoCall, { file_name: "x.json", video_relpath: "/yv/dQw4w9WgXcQ" }, null),
      await post(updateListCall, { file_name: "x.json", media_list: [] }, null),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.response.statusText).toBe("UNAUTHORIZED");
      expect(reply.json).toMatchObject({ status: false, error: "You are not login!" });
    }
    expect(await channelCount()).toBe(before);
  });
});

describe("creating, listing, renaming and deleting channels", () => {
  test("a new channel comes first; names are url-safe base64, trimmed, at least 4 characters", async () => {
    const first = await create("Summer Trip");
    const second = await create("  家庭 影片 ");
    expect(first).toMatch(/^[A-Za-z0-9_-]{6}\.json$/);
    const { status, json } = await get(listChannelsCall);
    expect(status).toBe(200);
    expect(Object.keys(json.data).slice(0, 2)).toEqual([second, first]);
    expect(json.data[second]).toEqual({ file_name: second, channel_name: "家庭 影片", random: false, item_count: 0, video_count: 0, photo_count: 0 });
    expect((await post(listChannelsPost, {})).json.data).toEqual(json.data);
  });

  test("bad names, taken names, guests and other homes create nothing", async () => {
    const before = await channelCount();
    for (const [name, status, error] of [
      [b64("abc"), 400, "Playlist name must be at least 4 characters long."],
      [b64("   ab   "), 400, "Playlist name must be at least 4 characters long."],
      [b64("x".repeat(65)), 400, "Playlist name must be 64 characters or less."],
      ["not base64!", 400, "The channel name is not valid."],
      [b64("summer trip"), 409, "A channel with this name already exists."],
    ] as const) {
      const reply = await get(newChannelCall, { name });
      expect([name, reply.status, reply.json.error]).toEqual([name, status, error]);
    }
    const byGuest = await get(newChannelCall, { name: b64("Guest channel") }, guest.cookie);
    expect(byGuest.status).toBe(403);
    expect(await channelCount()).toBe(before);
    // The same name in another home is another channel.
    await create("Summer Trip", stranger.cookie);
    expect((await get(listChannelsCall, {}, stranger.cookie)).json.data).not.toHaveProperty(nth(Object.keys((await get(listChannelsCall)).json.data), 0));
  });

  test("rename: owners only, same rules; an unknown or another home's channel is a 404", async () => {
    const fileName = await create("Rename me");
    const renamed = await post(renameCall, { file_name: fileName, new_name: b64("Renamed channel") });
    expect(renamed.json).toEqual({ status: true, data: expect.objectContaining({ file_name: fileName, channel_name: "Renamed channel" }) });
    for (const [body, cookie, status] of [
      [{ file_name: fileName, new_name: b64("abc") }, owner.cookie, 400],
      [{ file_name: fileName, new_name: b64("Guest rename") }, guest.cookie, 403],
      [{ file_name: fileName, new_name: b64("Stranger rename") }, stranger.cookie, 404],
      [{ file_name: "nope.json", new_name: b64("Whatever name") }, owner.cookie, 404],
      [{ new_name: b64("Whatever name") }, owner.cookie, 400],
    ] as const) {
      expect((await post(renameCall, body, cookie)).status).toBe(status);
    }
    expect((await db().channel.findFirstOrThrow({ where: { fileName } })).name).toBe("Renamed channel");
  });

  test("delete: owners only; removes the items and the auto-play entry", async () => {
    const fileName = await create("Delete me");
    await post(addVideoCall, { file_name: fileName, video_relpath: "/yv/dQw4w9WgXcQ" });
    await post(setConfigCall, { autoChannels: [fileName] });
    expect((await post(deleteChannelCall, { file_name: fileName }, guest.cookie)).status).toBe(403);
    expect((await post(deleteChannelCall, { file_name: fileName }, stranger.cookie)).status).toBe(404);
    expect(await db().channel.count({ where: { fileName } })).toBe(1);

    const deleted = await post(deleteChannelCall, { file_name: fileName });
    expect(deleted.json).toEqual({ status: true, data: { file_name: fileName } });
    expect(await db().channel.count({ where: { fileName } })).toBe(0);
    expect(await db().channelItem.count({ where: { channel: { fileName } } })).toBe(0);
    const config = await db().autoPlayConfig.findUniqueOrThrow({ where: { homeId: owner.homeId } });
    expect([...config.checked, ...config.channelOrder]).not.toContain(fileName);
    expect((await post(deleteChannelCall, { file_name: fileName })).status).toBe(404);
  });
});

describe("random state", () => {
  test("guests read it but cannot change it; the player's name without .json works too", async () => {
    const fileName = await create("Random channel");
    expect((await post(getRandomCall, { file_name: fileName }, guest.cookie)).json).toEqual({ status: true, data: { random: false } });
    expect((await post(setRandomCall, { file_name: fileName, random: true }, guest.cookie)).status).toBe(403);
    expect((await post(setRandomCall, { file_name: fileName, random: "yes" })).status).toBe(400);
    expect((await post(getRandomCall, { file_name: fileName })).json.data.random).toBe(false);
    expect((await post(setRandomCall, { file_name: fileName, random: true })).json).toEqual({ status: true, data: { random: true } });
    expect((await post(getRandomCall, { file_name: fileName.replace(/\.json$/, "") }, guest.cookie)).json.data.random).toBe(true);
    expect((await post(getRandomCall, { file_name: fileName }, stranger.cookie)).status).toBe(404);
  });
});

describe("channel items", () => {
  let fileName: string;
  beforeAll(async () => {
    fileName = await create("Items channel");
  });

  test("local photos and videos and online videos are added and resolved for playing", async () => {
    const video = await post(addVideoCall, { file_name: fileName, video_relpath: lv("Lib/Trip/b.mp4") });
    expect(video.status).toBe(200);
    expect(video.json.data).toMatchObject({
      channel_media_path: lv("Lib/Trip/b.mp4"),
      paste_type: "lv",
      file_type: 3,
      title: "b",
      video_src: `/media_lv_video_root/${b64("Lib/Trip/b.mp4")}`,
      video_hls: null,
      media_id: ids["Lib/Trip/b.mp4"],
      available: true,
    });
    // A link copied as a full address, and one with the id only, are stored in the canonical form.
    await post(addVideoCall, { file_name: fileName, video_relpath: `http://192.168.1.2:3000${lv("Lib/Trip/a.jpg")}` });
    await post(addVideoCall, { file_name: fileName, video_relpath: `/lv/${ids["Lib/Trip/c.mp4"]}` });
    await post(addVideoCall, { file_name: fileName, video_relpath: "/yv/dQw4w9WgXcQ/TXVzaWM" });
    expect(await itemsOf(fileName)).toEqual([lv("Lib/Trip/b.mp4"), lv("Lib/Trip/a.jpg"), lv("Lib/Trip/c.mp4"), "/yv/dQw4w9WgXcQ/TXVzaWM"]);

    const { json } = await post(playlistCall, { file_name: fileName }, guest.cookie);
    expect(json.status).toBe(true);
    // Photos and videos are counted apart (an online video is a video), in the playlist and in the channel list.
    expect(json.data).toMatchObject({ file_name: fileName, channel_name: "Items channel", random: false, item_count: 4, video_count: 3, photo_count: 1 });
    expect((await get(listChannelsCall)).json.data[fileName]).toMatchObject({ item_count: 4, video_count: 3, photo_count: 1 });
    expect(json.data.play_videos_encoded.files_relpath).toEqual([
      { [lv("Lib/Trip/b.mp4")]: `/media_lv_video_root/${b64("Lib/Trip/b.mp4")}` },
      { [lv("Lib/Trip/a.jpg")]: `/media_lv_video_root/${b64("Lib/Trip/a.jpg")}` },
      { [lv("Lib/Trip/c.mp4")]: `/media_lv_video_root/${b64("Lib/Trip/c.mp4")}` },
      { "/yv/dQw4w9WgXcQ/TXVzaWM": "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    ]);
    const [, photo, , online] = json.data.items;
    expect(photo).toMatchObject({ file_type: 2, title: "a", thumbnail: expect.stringMatching(/^\/api\/thumbs\//) });
    expect(online).toMatchObject({
      paste_type: "yv",
      file_type: 3,
      youtube_id: "dQw4w9WgXcQ",
      video_src: null,
      video_hls: null,
      thumbnail: expect.stringContaining("/vi/dQw4w9WgXcQ/"),
    });
  });

  test("duplicates, foreign links, bad formats, folders and other homes' files add nothing", async () => {
    const before = await itemsOf(fileName);
    for (const [link, status, error] of [
      [lv("Lib/Trip/b.mp4"), 409, "This video is already in the list!"],
      [`/lv/${ids["Lib/Trip/b.mp4"]}`, 409, "This video is already in the list!"],
      ["/yv/dQw4w9WgXcQ/TXVzaWM", 409, "This youtube is already in the list!"],
      ["https://example.com/watch?v=dQw4w9WgXcQ", 400, INVALID_LINK("https://example.com/watch?v=dQw4w9WgXcQ")],
      ["/yv/tooShort", 400, "Input string does not match the expected format"],
      ["/lv/abc", 400, "Input string does not match the expected format"],
      [`/lv/${ids["Lib/Trip"]}`, 404, "File not found."],
      [lv("Secret/Private/s.mp4"), 404, "File not found."],
      ["/lv/2147483000", 404, "File not found."],
    ] as const) {
      const reply = await post(addVideoCall, { file_name: fileName, video_relpath: link });
      expect([link, reply.status, reply.json.error]).toEqual([link, status, error]);
    }
    expect((await post(addVideoCall, { file_name: fileName, video_relpath: lv("Lib/Trip/Sub/x.jpg") }, guest.cookie)).status).toBe(403);
    expect((await post(addVideoCall, { file_name: fileName, video_relpath: lv("Lib/Trip/Sub/x.jpg") }, stranger.cookie)).status).toBe(404);
    expect(await itemsOf(fileName)).toEqual(before);
    // The stranger's own file is found in their own home.
    const theirs = await create("Stranger items", stranger.cookie);
    expect((await post(addVideoCall, { file_name: theirs, video_relpath: lv("Secret/Private/s.mp4") }, stranger.cookie)).status).toBe(200);
    expect((await post(playlistCall, { file_name: theirs })).status).toBe(404);
  });

  test("an online item is titled like its category link; a pending title (and a video no category holds) is the placeholder, never the id, and fills in", async () => {
    const channel = await create("Pending titles");
    const pending = "PendingVid1";
    await db().section.create({ data: { homeId: owner.homeId, name: "Saved offline", links: { create: { youtubeId: pending, title: "" } } } });
    const added = await post(addVideoCall, { file_name: channel, video_relpath: `/yv/${pending}` });
    expect(added.json.data).toMatchObject({ youtube_id: pending, title: "YouTube video (title not available yet)" });
    await post(addVideoCall, { file_name: channel, video_relpath: "/yv/NoCategory1" });
    const placeholders = async (cookie: string) =>
      (await post(playlistCall, { file_name: channel }, cookie)).json.data.items.map((i: { title: string }) => i.title);
    expect(await placeholders(guest.cookie)).toEqual(["YouTube video (title not available yet)", "YouTube video (title not available yet)"]);
    expect(await placeholders(`${owner.cookie}; NEXT_LOCALE=zh`)).toEqual(["YouTube 视频（标题暂不可用）", "YouTube 视频（标题暂不可用）"]);
    // The link's title is filled in (lib/collections/pending-titles.ts): the channel shows it from then on.
    await db().videoLink.updateMany({ where: { youtubeId: pending }, data: { title: "Found at last" } });
    expect(await placeholders(owner.cookie)).toEqual(["Found at last", "YouTube video (title not available yet)"]);
  });

  test("a plain YouTube address is added as that online video", async () => {
    const channel = await create("Plain YouTube");
    const reply = await post(addVideoCall, { file_name: channel, video_relpath: "https://www.youtube.com/watch?v=M7lc1UVf-VE" });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ channel_media_path: "/yv/M7lc1UVf-VE", paste_type: "yv", youtube_id: "M7lc1UVf-VE" });
    expect(await itemsOf(channel)).toEqual(["/yv/M7lc1UVf-VE"]);
    const again = await post(addVideoCall, { file_name: channel, video_relpath: "youtu.be/M7lc1UVf-VE" });
    expect([again.status, again.json.error]).toEqual([409, "This youtube is already in the list!"]);
  });

  test("updatechannellist reorders with either entry shape; one bad entry changes nothing", async () => {
    const before = await itemsOf(fileName);
    for (const [media_list, status] of [
      [[...before, "/yv/not-an-id"], 400],
      [[...before, lv("Secret/Private/s.mp4")], 404],
      [[before[0], before[0]], 409],
      [[{ a: 1, b: 2 }], 400],
      ["nope", 400],
    ] as const) {
      expect((await post(updateListCall, { file_name: fileName, media_list })).status).toBe(status);
    }
    expect((await post(updateListCall, { file_name: fileName, media_list: [] }, guest.cookie)).status).toBe(403);
    expect(await itemsOf(fileName)).toEqual(before);

    const reordered = [nth(before, 3), { [nth(before, 2)]: "encoded name" }, nth(before, 0), lv("Lib/Trip/Sub/x.jpg")];
    const { status, json } = await post(updateListCall, { file_name: fileName, media_list: reordered });
    expect(status).toBe(200);
    expect(json.data.items.map((item: { channel_media_path: string }) => item.channel_media_path)).toEqual([
      before[3],
      before[2],
      before[0],
      lv("Lib/Trip/Sub/x.jpg"),
    ]);
    expect(await itemsOf(fileName)).toEqual([before[3], before[2], before[0], lv("Lib/Trip/Sub/x.jpg")]);
  });

  test("deletechannelvideo removes any spelling of the same item; an item not there is a 404", async () => {
    expect((await post(deleteVideoCall, { file_name: fileName, video_relpath: `/lv/${ids["Lib/Trip/Sub/x.jpg"]}` }, guest.cookie)).status).toBe(403);
    expect((await post(deleteVideoCall, { file_name: fileName, video_relpath: `/lv/${ids["Lib/Trip/Sub/x.jpg"]}` })).json).toEqual({
      status: true,
      data: { deleted: 1 },
    });
    const missing = await post(deleteVideoCall, { file_name: fileName, video_relpath: `/lv/${ids["Lib/Trip/Sub/x.jpg"]}` });
    expect([missing.status, missing.json.error]).toEqual([404, "Failed to delete video from playlist!"]);
    expect(await itemsOf(fileName)).not.toContain(lv("Lib/Trip/Sub/x.jpg"));
  });

  test("a local file gone from the index is listed as unavailable and left out of the play list", async () => {
    const gone = await create("Gone files");
    await post(addVideoCall, { file_name: gone, video_relpath: lv("Lib/Trip/c.mp4") });
    await db().channelItem.updateMany({ where: { channel: { fileName: gone } }, data: { mediaPath: `/lv/2147483000/${b64("Lib/Trip/zzz.mp4")}` } });
    const { json } = await post(playlistCall, { file_name: gone });
    expect(json.data.items).toEqual([expect.objectContaining({ available: false, title: "c", video_src: null })]);
    expect(json.data.play_videos_encoded.files_relpath).toEqual([]);
  });
});

describe("auto-play configuration", () => {
  let home: { homeId: string; cookie: string };
  let guestOfHome: { cookie: string };
  let a: string, b: string, c: string;
  beforeAll(async () => {
    home = await signedIn("owner");
    guestOfHome = await signedIn("guest", home.homeId);
    c = await create("Channel C", home.cookie);
    b = await create("Channel B", home.cookie);
    a = await create("Channel A", home.cookie);
    await post(addVideoCall, { file_name: b, video_relpath: "/yv/dQw4w9WgXcQ" }, home.cookie);
  });

  test("before any save: nothing checked, every channel in list order", async () => {
    expect((await get(getConfigCall, {}, guestOfHome.cookie)).json).toEqual({
      status: true,
      data: {
        autoplay_channels: [],
        channel_order: [
          { channel_json_id: a, channel_name: "Channel A" },
          { channel_json_id: b, channel_name: "Channel B" },
          { channel_json_id: c, channel_name: "Channel C" },
        ],
      },
    });
    expect((await get(autoPlaylistsCall, {}, home.cookie)).json).toEqual({ status: true, data: [] });
  });

  test("{autoChannels}: the checked channels in order; the others follow in the full order", async () => {
    const saved = await post(setConfigCall, { autoChannels: [c, b] }, home.cookie);
    expect(saved.json.data.autoplay_channels).toEqual([c, b]);
    expect(saved.json.data.channel_order.map((o: { channel_json_id: string }) => o.channel_json_id)).toEqual([c, b, a]);
    const lists = (await get(autoPlaylistsCall, {}, guestOfHome.cookie)).json.data;
    expect(lists.map((entry: object) => Object.keys(entry)[0])).toEqual(["Channel C", "Channel B"]);
    expect(lists[1]["Channel B"]).toMatchObject({
      file_name: b,
      random: false,
      play_videos_encoded: { files_relpath: [{ "/yv/dQw4w9WgXcQ": "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }] },
    });
  });

  test("{autoplay_channels, channel_order} with names or objects, on /api_channel too", async () => {
    const body = {
      autoplay_channels: [{ channel_json_id: a, channel_name: "Channel A" }, c],
      channel_order: [{ channel_json_id: a, channel_name: "Channel A" }, { channel_json_id: b }, c],
    };
    const saved = await post(multiHomeSetConfig, body, home.cookie);
    expect(saved.json.data).toEqual({
      autoplay_channels: [a, c],
      channel_order: [
        { channel_json_id: a, channel_name: "Channel A" },
        { channel_json_id: b, channel_name: "Channel B" },
        { channel_json_id: c, channel_name: "Channel C" },
      ],
    });
  });

  test("unknown or other homes' channels, bad shapes and guests change nothing", async () => {
    const before = (await get(getConfigCall, {}, home.cookie)).json.data;
    const foreign = Object.keys((await get(listChannelsCall)).json.data)[0];
    for (const [body, cookie, status] of [
      [{ autoChannels: [a, "nope.json"] }, home.cookie, 400],
      [{ autoChannels: [foreign] }, home.cookie, 400],
      [{ autoChannels: "a" }, home.cookie, 400],
      [{ something: [] }, home.cookie, 400],
      [{ autoChannels: [b] }, guestOfHome.cookie, 403],
    ] as const) {
      const reply = await post(setConfigCall, body, cookie);
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), status]);
    }
    expect((await post(setConfigCall, { autoChannels: [a, "nope.json"] }, home.cookie)).json.error).toBe("The auto play configuration is not valid.");
    expect((await get(getConfigCall, {}, home.cookie)).json.data).toEqual(before);
  });
});

describe("/api_channel (multi-home variant)", () => {
  test("answers the same calls as /api_chnl", async () => {
    expect(multiHome.GET).toBe(listChannelsCall);
    expect(multiHome.POST).toBe(listChannelsPost);
    const made = await get(multiHomeNewChannel, { name: b64("Multi home") });
    expect(made.json.data.channel_name).toBe("Multi home");
  });
});
