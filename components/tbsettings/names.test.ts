import { changedNames, withMinimumDuration } from "./names";

describe("changedNames", () => {
  const saved = { home_name: "Maple House", owner_name: "Mia" };

  test("sends only what changed, trimmed", () => {
    expect(changedNames(saved, { home_name: " Oak Lodge ", owner_name: "Mia" })).toEqual({ home_name: "Oak Lodge" });
    expect(changedNames(saved, { home_name: "Maple House", owner_name: "  " })).toEqual({ owner_name: "" });
  });

  test("spaces around an unchanged name are no change", () => {
    expect(changedNames(saved, { home_name: "  Maple House", owner_name: "Mia  " })).toEqual({});
  });
});

describe("withMinimumDuration", () => {
  test("waits the minimum even when the work is instant, and answers the work's result", async () => {
    const waits: number[] = [];
    const result = await withMinimumDuration(Promise.resolve(42), 1500, async (ms) => {
      waits.push(ms);
    });
    expect(result).toBe(42);
    expect(waits).toEqual([1500]);
  });

  test("takes as long as the work when it is slower", async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const slow = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 3000));
      const pending = withMinimumDuration(slow, 1500).then((r) => {
        done = true;
        return r;
      });
      await jest.advanceTimersByTimeAsync(1600);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1500);
      await expect(pending).resolves.toBe("late");
    } finally {
      jest.useRealTimers();
    }
  });
});
