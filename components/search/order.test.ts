import { displayOrder, searchKind } from "./order";

describe("displayOrder", () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  test("10 or fewer results keep their order", () => {
    expect(displayOrder(range(10), () => 0.99)).toEqual(range(10));
  });

  test("more than 10: the first 2, then 5 random ones of the rest, then the remainder in order", () => {
    // Picks from rest = [2..14]: indexes 12, 0, 5, 0 (again), 7, 3 -> items 14, 2, 7, 9, 5.
    const draws = [12, 0, 5, 0, 7, 3].map((i) => (i + 0.5) / 13);
    const order = displayOrder(range(15), () => draws.shift()!);
    expect(order).toEqual([0, 1, 14, 2, 7, 9, 5, 3, 4, 6, 8, 10, 11, 12, 13]);
    expect([...order].sort((a, b) => a - b)).toEqual(range(15));
  });
});

describe("searchKind", () => {
  test("the tebe face searches links; the home face its files, except on the online-video pages", () => {
    expect(searchKind("tebe", "/tbhome")).toBe("yt");
    expect(searchKind("home", "/sysicon")).toBe("f2f");
    expect(searchKind("home", "/folder/abc")).toBe("f2f");
    expect(searchKind("home", "/youtubeview")).toBe("yt");
    expect(searchKind("home", "/ytdirview/abc/def")).toBe("yt");
    expect(searchKind("home", "/ytdirviewer")).toBe("f2f");
  });
});
