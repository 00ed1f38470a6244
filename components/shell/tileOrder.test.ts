import { orderTiles, type Tile } from "@/lib/shell/tiles";
import { filterTiles, moveId, parseStoredOrder, sameOrder } from "./tileOrder";
import { valueAt } from "@/tests/helpers/checked";

const tiles: Tile[] = [
  { id: "media", href: "/false/true" },
  { id: "channels", href: "/playlist" },
  { id: "theater", href: "/theater" },
];

describe("moveId", () => {
  it("moves an item forward and backward", () => {
    expect(moveId(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(moveId(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the order alone for unknown ids or a drop on itself", () => {
    expect(moveId(["a", "b"], "x", "a")).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], "a", "x")).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], "b", "b")).toEqual(["a", "b"]);
  });

  it("does not change its input", () => {
    const order = ["a", "b"];
    moveId(order, "a", "b");
    expect(order).toEqual(["a", "b"]);
  });
});

describe("parseStoredOrder", () => {
  it("keeps known tile ids once, in order", () => {
    expect(parseStoredOrder('["theater","media","theater","bogus",3]')).toEqual(["theater", "media"]);
  });

  it("ignores missing or malformed values", () => {
    expect(parseStoredOrder(null)).toEqual([]);
    expect(parseStoredOrder("")).toEqual([]);
    expect(parseStoredOrder("{")).toEqual([]);
    expect(parseStoredOrder('{"a":1}')).toEqual([]);
  });

  it("feeds orderTiles", () => {
    const order = parseStoredOrder('["theater","media"]');
    expect(orderTiles(tiles, order).map((t) => t.id)).toEqual(["theater", "media", "channels"]);
  });
});

describe("sameOrder", () => {
  it("compares element by element", () => {
    expect(sameOrder(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameOrder(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameOrder(["a"], ["a", "b"])).toBe(false);
  });
});

describe("filterTiles", () => {
  const labels: Record<string, string> = { media: "Media", channels: "Channels", theater: "Tiny Theater" };
  const label = (t: Tile) => valueAt(labels, t.id);

  it("returns every tile for a blank query", () => {
    expect(filterTiles(tiles, label, "  ")).toHaveLength(3);
  });

  it("matches labels case-insensitively, trimmed", () => {
    expect(filterTiles(tiles, label, " tiny ").map((t) => t.id)).toEqual(["theater"]);
    expect(filterTiles(tiles, label, "CHAN").map((t) => t.id)).toEqual(["channels"]);
  });

  it("matches translated labels", () => {
    const zh: Record<string, string> = { media: "媒体", channels: "频道", theater: "小剧场" };
    expect(filterTiles(tiles, (t) => valueAt(zh, t.id), "剧场").map((t) => t.id)).toEqual(["theater"]);
  });
});
