import { blursWallpaper, searchRequest } from "./search";

describe("searchRequest", () => {
  it("submits trimmed text", () => {
    expect(searchRequest("  cats  ", null)).toEqual({ query: "cats", relpath: null });
  });

  it("refuses blank text", () => {
    expect(searchRequest("", null)).toBeNull();
    expect(searchRequest("   \t", "a/b")).toBeNull();
  });

  it("keeps the folder scope, treating an empty one as global", () => {
    expect(searchRequest("x", "Photos/2024")).toEqual({ query: "x", relpath: "Photos/2024" });
    expect(searchRequest("x", "")).toEqual({ query: "x", relpath: null });
  });
});

describe("blursWallpaper", () => {
  it("blurs behind a result count above 0 only", () => {
    expect(blursWallpaper({ count: 3 })).toBe(true);
    expect(blursWallpaper({ count: 0 })).toBe(false);
    expect(blursWallpaper({ count: "2" })).toBe(false);
    expect(blursWallpaper(null)).toBe(false);
  });
});
