import { rotateToStart } from "@/components/player/playQueue";
import { playerWindow, type WindowSource } from "./player-window";

// A folder of n items 0..n-1 (the item is its position), opened at `at`.
function folder(n: number, at: number): WindowSource<number> & { calls: string[] } {
  const items = Array.from({ length: n }, (_, i) => i);
  const calls: string[] = [];
  return {
    calls,
    after: async (limit) => (calls.push("after"), items.slice(at, at + limit)),
    before: async (limit) => (calls.push("before"), items.slice(Math.max(0, at - limit), at).reverse()),
    head: async (limit) => (calls.push("head"), items.slice(0, limit)),
    tail: async (limit) => (calls.push("tail"), items.slice(-limit).reverse()),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe("playerWindow", () => {
  test("a folder that fits comes back whole, in folder order, either way", async () => {
    for (const circular of [true, false]) {
      expect(await playerWindow(folder(10, 0), 10, circular)).toEqual(range(0, 10));
      expect(await playerWindow(folder(10, 7), 10, circular)).toEqual(range(0, 10));
      expect(await playerWindow(folder(1, 0), 10, circular)).toEqual([0]);
    }
  });

  test("circular: the items around the chosen one; rotated, the next ones first and the previous one last", async () => {
    const window = await playerWindow(folder(10_000, 5_000), 1_000, true);
    expect(window).toHaveLength(1_000);
    expect(window).toEqual(range(4_501, 5_501));
    const rotated = rotateToStart(
      window.map((id) => ({ id })),
      5_000,
    ).map((item) => item.id);
    expect(rotated.slice(0, 3)).toEqual([5_000, 5_001, 5_002]);
    // Left from the chosen photo is the one before it, as in the whole folder.
    expect(rotated.at(-1)).toBe(4_999);
  });

  test("circular: wraps past the folder's start and end like the whole folder would", async () => {
    const atStart = folder(10_000, 0);
    const first = await playerWindow(atStart, 1_000, true);
    expect(first).toEqual([...range(9_501, 10_000), ...range(0, 501)]);
    expect(
      rotateToStart(
        first.map((id) => ({ id })),
        0,
      ).at(-1),
    ).toEqual({ id: 9_999 });
    expect(atStart.calls).toContain("tail");

    const atEnd = await playerWindow(folder(10_000, 9_999), 1_000, true);
    expect(atEnd).toEqual([...range(9_500, 10_000), ...range(0, 500)]);
    expect(new Set(atEnd).size).toBe(1_000);
    expect(
      rotateToStart(
        atEnd.map((id) => ({ id })),
        9_999,
      ).slice(0, 2),
    ).toEqual([{ id: 9_999 }, { id: 0 }]);
  });

  test("circular, just over the size: nothing twice", async () => {
    for (const at of [0, 3, 5, 10]) {
      const window = await playerWindow(folder(11, at), 10, true);
      expect(window).toHaveLength(10);
      expect(new Set(window).size).toBe(10);
      expect(window).toContain(at);
    }
  });

  test("linear: folder order around the chosen one, sliding at the ends instead of wrapping", async () => {
    expect(await playerWindow(folder(10_000, 5_000), 1_000, false)).toEqual(range(4_501, 5_501));
    expect(await playerWindow(folder(10_000, 0), 1_000, false)).toEqual(range(0, 1_000));
    expect(await playerWindow(folder(10_000, 9_999), 1_000, false)).toEqual(range(9_000, 10_000));
    expect(await playerWindow(folder(10_000, 9_800), 1_000, false)).toEqual(range(9_000, 10_000));
    expect(await playerWindow(folder(10_000, 100), 1_000, false)).toEqual(range(0, 1_000));
  });
});
