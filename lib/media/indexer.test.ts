import { retryDelay } from "./indexer";

describe("the back-off of a failed scan", () => {
  test("starts at the first wait, doubles with each failure in a row, and stops growing at the longest", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => retryDelay(failures, 5_000, 300_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(retryDelay(10_000, 5_000, 300_000)).toBe(300_000);
  });
});
