import { lensSegments } from "./segments";

describe("lensSegments", () => {
  it("groups runs of photos and of videos and keeps each missing block alone, in order", () => {
    const segments = lensSegments([
      { type: "2", relpath: "r/a.jpg", title: "a" },
      { type: "2", relpath: "r/b.jpg", title: "b" },
      { type: "3", relpath: "r/c.mp4", title: "c" },
      { type: "2", relpath: "r/d.jpg", title: "d", missing: true },
      { type: "2", relpath: "r/e.jpg", title: "e", missing: true },
      { type: "3", relpath: "r/f.mp4", title: "f" },
      { type: "3", relpath: "r/g.mp4", title: "g" },
    ]);
    expect(segments.map((segment) => [segment.kind, segment.blocks.map((block) => block.index)])).toEqual([
      ["photo", [0, 1]],
      ["video", [2]],
      ["missing", [3]],
      ["missing", [4]],
      ["video", [5, 6]],
    ]);
  });

  it("has no segment for an empty lens", () => {
    expect(lensSegments([])).toEqual([]);
  });
});
