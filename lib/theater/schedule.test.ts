import {
  GUIDE_MAX_ENTRIES,
  PHOTO_SLOT_MS,
  THEATER_EPOCH_MS,
  UNKNOWN_DURATION_MS,
  loopLength,
  progressOf,
  scheduleAt,
  slotMs,
  stepChannel,
  type TheaterChannelLoop,
  type TheaterItem,
} from "./schedule";

const video = (id: string, duration: number | null): TheaterItem => ({
  id,
  kind: "localVideo",
  title: id,
  src: `/v/${id}`,
  hlsSrc: null,
  youtubeId: null,
  thumbnail: "",
  duration,
});
const photo = (id: string): TheaterItem => ({ id, kind: "photo", title: id, src: `/p/${id}`, hlsSrc: null, youtubeId: null, thumbnail: "", duration: null });
const youtube = (id: string): TheaterItem => ({ id, kind: "youtube", title: id, src: null, hlsSrc: null, youtubeId: id, thumbnail: "", duration: null });

const loop = (items: TheaterItem[], random = false, key = "abcdef.json"): TheaterChannelLoop => ({ key, random, items });
const at = (ms: number) => THEATER_EPOCH_MS + ms;

describe("slot lengths", () => {
  test("videos take their stored duration, photos 6 s, unknown lengths 5 minutes, zero-length videos nothing", () => {
    expect(slotMs(video("a", 12.5))).toBe(12_500);
    expect(slotMs(photo("p"))).toBe(PHOTO_SLOT_MS);
    expect(PHOTO_SLOT_MS).toBe(6_000);
    expect(slotMs(youtube("y"))).toBe(UNKNOWN_DURATION_MS);
    expect(slotMs({ ...youtube("y"), duration: 90 })).toBe(90_000);
    expect(slotMs(video("n", null))).toBe(UNKNOWN_DURATION_MS);
    expect(slotMs(video("nan", Number.NaN))).toBe(UNKNOWN_DURATION_MS);
    expect(slotMs(video("neg", -3))).toBe(UNKNOWN_DURATION_MS);
    expect(slotMs(video("zero", 0))).toBe(0);
  });
});

describe("what plays now", () => {
  // Loop: a 10 s, b 20 s (videos), then p 6 s (photo): 36 s per pass.
  const channel = loop([photo("p"), video("a", 10), video("b", 20)]);

  test("videos first, then photos, at the offset of the fixed clock", () => {
    expect(loopLength(channel)).toBe(36_000);
    expect(scheduleAt(channel, at(0)).now).toMatchObject({ item: { id: "a" }, startMs: at(0), endMs: at(10_000), offsetMs: 0 });
    expect(scheduleAt(channel, at(9_999)).now).toMatchObject({ item: { id: "a" }, offsetMs: 9_999 });
    expect(scheduleAt(channel, at(10_000)).now).toMatchObject({ item: { id: "b" }, startMs: at(10_000), offsetMs: 0 });
    expect(scheduleAt(channel, at(31_000)).now).toMatchObject({ item: { id: "p" }, startMs: at(30_000), endMs: at(36_000), offsetMs: 1_000 });
  });

  test("wraps around: the loop has been running since the epoch", () => {
    const passes = 1_000_003;
    const now = scheduleAt(channel, at(passes * 36_000 + 12_345)).now!;
    expect(now.item.id).toBe("b");
    expect(now.offsetMs).toBe(2_345);
    expect(now.startMs).toBe(at(passes * 36_000 + 10_000));
    // Before the epoch as well.
    expect(scheduleAt(channel, at(-1_000)).now).toMatchObject({ item: { id: "p" }, offsetMs: 5_000 });
  });

  test("the same clock gives the same answer every time", () => {
    const random = loop([video("a", 10), video("b", 10), video("c", 10), photo("p"), photo("q")], true);
    const clock = Date.UTC(2026, 10, 26, 9, 0, 0);
    expect(scheduleAt(random, clock)).toEqual(scheduleAt({ ...random, items: [...random.items] }, clock));
  });

  test("zero-length items are left out; unknown lengths take 5 minutes", () => {
    const mixed = loop([video("zero", 0), youtube("yt"), video("a", 60)]);
    expect(loopLength(mixed)).toBe(UNKNOWN_DURATION_MS + 60_000);
    expect(scheduleAt(mixed, at(0)).now!.item.id).toBe("yt");
    expect(scheduleAt(mixed, at(UNKNOWN_DURATION_MS + 1)).now!.item.id).toBe("a");
    expect(scheduleAt(loop([video("z", 0)]), at(0))).toEqual({ now: null, next: [] });
  });

  test("an empty channel plays nothing", () => {
    expect(scheduleAt(loop([]), at(123))).toEqual({ now: null, next: [] });
    expect(loopLength(loop([]))).toBe(0);
  });
});

describe("what comes next", () => {
  test("the programmes starting within the window, across passes, end to end", () => {
    const channel = loop([video("a", 20 * 60), video("b", 30 * 60)]);
    const { now, next } = scheduleAt(channel, at(5 * 60_000));
    expect(now!.item.id).toBe("a");
    // The 2 hours from minute 5 to 125: every programme starting before minute 125.
    expect(next.map((p) => [p.item.id, (p.startMs - THEATER_EPOCH_MS) / 60_000])).toEqual([
      ["b", 20],
      ["a", 50],
      ["b", 70],
      ["a", 100],
      ["b", 120],
    ]);
    for (let i = 1; i < next.length; i++) expect(next[i]!.startMs).toBe(next[i - 1]!.endMs);
    expect(next[0]!.startMs).toBe(now!.endMs);
  });

  test("a loop of photos is capped in the guide", () => {
    const { next } = scheduleAt(loop([photo("p"), photo("q")]), at(0));
    expect(next).toHaveLength(GUIDE_MAX_ENTRIES);
    expect(next.slice(0, 3).map((p) => p.item.id)).toEqual(["q", "p", "q"]);
  });

  test("a random channel shuffles each pass the same way for everyone, videos still before photos", () => {
    const items = [video("a", 10), video("b", 10), video("c", 10), video("d", 10), photo("p"), photo("q")];
    const channel = loop(items, true, "random.json");
    const pass = (n: number) => {
      const now = scheduleAt(channel, at(n * loopLength(channel))).now;
      const ids = [now!.item.id];
      let t = now!.endMs;
      while (ids.length < items.length) {
        const program = scheduleAt(channel, t).now!;
        ids.push(program.item.id);
        t = program.endMs;
      }
      return ids;
    };
    const orders = [0, 1, 2, 3, 4, 5].map(pass);
    for (const order of orders) {
      expect([...order].sort()).toEqual(["a", "b", "c", "d", "p", "q"]);
      expect(order.slice(4).sort()).toEqual(["p", "q"]);
    }
    // Not every pass in the stored order.
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(1);
    expect(pass(3)).toEqual(orders[3]);
  });
});

describe("helpers", () => {
  test("progress of the current programme", () => {
    expect(progressOf({ startMs: 1_000, endMs: 3_000 }, 2_000)).toBe(0.5);
    expect(progressOf({ startMs: 1_000, endMs: 3_000 }, 5_000)).toBe(1);
    expect(progressOf({ startMs: 1_000, endMs: 3_000 }, 0)).toBe(0);
  });

  test("channel up and down wrap around", () => {
    expect(stepChannel(0, -1, 3)).toBe(2);
    expect(stepChannel(2, 1, 3)).toBe(0);
    expect(stepChannel(1, 1, 3)).toBe(2);
    expect(stepChannel(0, 1, 0)).toBe(0);
  });
});
