import type { Program, TheaterItem } from "@/lib/theater/schedule";
import { guideEntries, typedChannel } from "./guide";

const item = (id: string, kind: TheaterItem["kind"]): TheaterItem => ({
  id,
  kind,
  title: id,
  src: null,
  hlsSrc: null,
  youtubeId: null,
  thumbnail: "",
  duration: null,
});
const at = (id: string, kind: TheaterItem["kind"], startMs: number, endMs: number): Program => ({ item: item(id, kind), startMs, endMs });

describe("the guide's entries", () => {
  test("runs of photos read as one entry; videos stay one entry each", () => {
    const entries = guideEntries([at("p", "photo", 0, 6), at("q", "photo", 6, 12), at("v", "localVideo", 12, 30), at("p", "photo", 30, 36)]);
    expect(entries.map((e) => [e.kind, e.title, e.count, e.startMs, e.endMs])).toEqual([
      ["photos", "p", 2, 0, 12],
      ["programme", "v", 1, 12, 30],
      ["photos", "p", 1, 30, 36],
    ]);
  });
});

describe("typed channel numbers", () => {
  test("a number that no further digit could extend jumps at once; otherwise it waits", () => {
    expect(typedChannel("3", 5)).toEqual({ action: "jump", number: 3 });
    expect(typedChannel("1", 12)).toEqual({ action: "wait", number: 1 });
    expect(typedChannel("12", 12)).toEqual({ action: "jump", number: 12 });
    expect(typedChannel("2", 12)).toEqual({ action: "jump", number: 2 });
    expect(typedChannel("7", 5)).toEqual({ action: "none", number: 7 });
    expect(typedChannel("0", 5)).toEqual({ action: "none", number: 0 });
  });
});
