import { searchRequest } from "./search";

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
