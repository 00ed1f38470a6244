import fs from "node:fs";
import path from "node:path";
import { testDatabaseForFile } from "../helpers/database";
import { homeWithCallers } from "../helpers/accounts";
import { b64, call } from "../helpers/http";
import { addScannedRoot, makeTree } from "../helpers/media";
import { db } from "@/lib/db";
import { GET as newChannelCall } from "@/app/api/chnl/newchannel/[name]/route";
import { POST as addVideoCall } from "@/app/api/chnl/addchannelvideo/route";
import { POST as setConfigCall } from "@/app/api/chnl/setautoplaylistconfig/route";
import { GET as theaterCall } from "@/app/api/chnl/theater/route";
import { THEATER_EPOCH_MS, UNKNOWN_DURATION_MS } from "@/lib/theater/schedule";

// Tiny Theater's schedule call on a real database: the auto-play channels in
// the configured order, each with what plays now (at which offset) and next,
// computed from the stored items alone, the same for every viewer of the home.

const database = testDatabaseForFile();
let owner: { homeId: string; cookie: string };
let guest: { cookie: string };
let stranger: { homeId: string; cookie: string };
let ids: Record<string, number> = {};
const lv = (relpath: string) => `/lv/${ids[`Lib/${relpath}`]}/${b64(`Lib/${relpath}`)}`;

const theater = (query = "", cookie: string | null = owner.cookie) => call(theaterCall, `/api/chnl/theater${query}`, { cookie: cookie ?? undefined });

async function create(name: string): Promise<string> {
  const { status, json } = await call(newChannelCall, "/x", { cookie: owner.cookie, params: { name: b64(name) } });
  expect(status).toBe(200);
  return json.data.file_name;
}

async function add(fileName: string, link: string) {
  const reply = await call(addVideoCall, "/x", { cookie: owner.cookie, body: { file_name: fileName, video_relpath: link } });
  expect([link, reply.status]).toEqual([link, 200]);
}

let movies: string;
let photos: string;
let empty: string;
let unchecked: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(database.dataDir, "theater-"));
  const { home, ...callers } = await homeWithCallers("Theater Home");
  ({ owner, guest, stranger } = callers);
  makeTree(dir, ["Trip/a.mp4", "Trip/b.mp4", "Trip/p.jpg", "Trip/q.jpg"]);
  ids = await addScannedRoot(home.id, "Lib", dir, { metadata: false });
  // The stored durations the schedule reads: a 10 minutes, b 20 minutes.
  await db().mediaFile.update({ where: { id: ids["Lib/Trip/a.mp4"] }, data: { duration: 600 } });
  await db().mediaFile.update({ where: { id: ids["Lib/Trip/b.mp4"] }, data: { duration: 1200 } });

  unchecked = await create("Not On Air");
  empty = await create("Empty Channel");
  photos = await create("Photo Channel");
  movies = await create("Movie Channel");
  await add(movies, lv("Trip/a.mp4"));
  await add(movies, "/yv/dQw4w9WgXcQ");
  await add(movies, lv("Trip/b.mp4"));
  await add(photos, lv("Trip/p.jpg"));
  await add(photos, lv("Trip/q.jpg"));
  await add(unchecked, lv("Trip/a.mp4"));
  const config = await call(setConfigCall, "/x", {
    cookie: owner.cookie,
    body: { autoplay_channels: [movies, empty, photos], channel_order: [movies, empty, photos, unchecked] },
  });
  expect(config.status).toBe(200);
}, 120_000);

test("no session: 401 'You are not login!'", async () => {
  const reply = await theater("", null);
  expect(reply.status).toBe(401);
  expect(reply.json).toMatchObject({ status: false, error: "You are not login!" });
});

test("the auto-play channels in the configured order, numbered, with now and next for a fixed clock", async () => {
  // Movie channel loop, in stored order (videos, online ones included, before photos): a 10 min,
  // the online video 5 min (its length is unknown), b 20 min: 35 min a pass.
  const at = THEATER_EPOCH_MS + 1000 * 35 * 60_000 + 12 * 60_000 + 30_000;
  const { status, json } = await theater(`?at=${at}`);
  expect(status).toBe(200);
  expect(json.status).toBe(true);
  const data = json.data;
  expect(data).toMatchObject({ at_ms: at, epoch_ms: THEATER_EPOCH_MS, window_ms: 2 * 60 * 60_000 });
  expect(data.channels.map((c: { number: number; channel_name: string }) => [c.number, c.channel_name])).toEqual([
    [1, "Movie Channel"],
    [2, "Empty Channel"],
    [3, "Photo Channel"],
  ]);

  const [movie, none, slides] = data.channels;
  expect(movie.items.map((i: { id: string; kind: string; duration: number | null }) => [i.id, i.kind, i.duration])).toEqual([
    [lv("Trip/a.mp4"), "localVideo", 600],
    ["/yv/dQw4w9WgXcQ", "youtube", null],
    [lv("Trip/b.mp4"), "localVideo", 1200],
  ]);
  // 12.5 minutes into the 1000th pass: the online video, 2.5 minutes in (a took the first 10).
  const passStart = THEATER_EPOCH_MS + 1000 * 35 * 60_000;
  expect(movie.now).toEqual({
    id: "/yv/dQw4w9WgXcQ",
    // No category holds it: the pending title's placeholder, as in the channel.
    title: "YouTube video (title not available yet)",
    kind: "youtube",
    start_ms: passStart + 10 * 60_000,
    end_ms: passStart + 10 * 60_000 + UNKNOWN_DURATION_MS,
    offset_ms: 2 * 60_000 + 30_000,
  });
  expect(movie.next[0]).toEqual({ id: lv("Trip/b.mp4"), title: "b", kind: "localVideo", start_ms: passStart + 15 * 60_000, end_ms: passStart + 35 * 60_000 });
  expect(movie.next[1]).toMatchObject({ id: lv("Trip/a.mp4"), start_ms: passStart + 35 * 60_000, end_ms: passStart + 45 * 60_000 });
  expect(movie.items[0].src).toMatch(/^\/media_lv_video_root\//);
  // Every programme starting in the next 2 hours, end to end.
  expect(movie.next.at(-1).start_ms).toBeLessThan(at + 2 * 60 * 60_000);
  expect(movie.next.at(-1).end_ms).toBeGreaterThanOrEqual(at + 2 * 60 * 60_000);

  expect(none).toMatchObject({ channel_name: "Empty Channel", items: [], now: null, next: [] });

  // Photos: 6 s each, p then q: a 12 s loop, and `at` is 6 s into one of its passes.
  expect((at - THEATER_EPOCH_MS) % 12_000).toBe(6_000);
  expect(slides.now).toMatchObject({ id: lv("Trip/q.jpg"), kind: "photo", start_ms: at, offset_ms: 0 });
  expect(slides.now.end_ms - slides.now.start_ms).toBe(6_000);
  expect(slides.next.slice(0, 2)).toMatchObject([
    { id: lv("Trip/p.jpg"), start_ms: slides.now.end_ms },
    { id: lv("Trip/q.jpg"), start_ms: slides.now.end_ms + 6_000 },
  ]);
});

test("the same answer for every viewer of the home; without `at` the server's clock", async () => {
  const at = Date.UTC(2026, 10, 26, 20, 0, 0);
  const byOwner = await theater(`?at=${at}`);
  const byGuest = await theater(`?at=${at}`, guest.cookie);
  expect(byGuest.status).toBe(200);
  expect(byGuest.json).toEqual(byOwner.json);

  const before = Date.now();
  const live = await theater();
  expect(live.json.data.at_ms).toBeGreaterThanOrEqual(before);
  expect(live.json.data.at_ms).toBeLessThanOrEqual(Date.now());
  expect(live.json.data.channels[0].now.offset_ms).toBe(live.json.data.at_ms - live.json.data.channels[0].now.start_ms);
});

test("another home sees its own (empty) theater; a bad time is a 400 with the documented text; nothing changes", async () => {
  const before = await db().channel.count();
  expect((await theater("", stranger.cookie)).json).toEqual({ status: true, data: expect.objectContaining({ channels: [] }) });
  for (const bad of ["abc", "-5", "1.5", "99999999999999999999"]) {
    const reply = await theater(`?at=${bad}`);
    expect([bad, reply.status, reply.json.error]).toEqual([bad, 400, "The time must be a whole number of milliseconds since 1970."]);
  }
  expect(await db().channel.count()).toBe(before);
});
