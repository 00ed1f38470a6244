import {
  assignSortKeys,
  childRelpath,
  compareEntries,
  compareNames,
  folderDigest,
  nameOf,
  parentOf,
  planFolder,
  renumber,
  selfAndAncestors,
  UNLISTED,
  type DiskEntry,
  type IndexedEntry,
} from "./folder-plan";

const file = (name: string, size = 10, mtimeMs = 1_000): DiskEntry => ({ name, kind: "photo", size, mtimeMs });
const video = (name: string): DiskEntry => ({ name, kind: "video", size: 10, mtimeMs: 1_000 });
const folder = (name: string): DiskEntry => ({ name, kind: "folder", size: 0, mtimeMs: 5 });

/** The index rows a first scan of `entries` writes. */
function indexedFrom(entries: DiskEntry[]): IndexedEntry[] {
  const plan = planFolder(entries, []);
  return plan.write.map((row, i) => ({ ...row, id: i + 1, metaState: "ready" as const }));
}

describe("relpaths", () => {
  test("join, split and climb with forward slashes; the root is the empty string", () => {
    expect(childRelpath("", "Pets")).toBe("Pets");
    expect(childRelpath("Travel/Kyoto", "a.jpg")).toBe("Travel/Kyoto/a.jpg");
    expect(parentOf("Travel/Kyoto/a.jpg")).toBe("Travel/Kyoto");
    expect(parentOf("Pets")).toBe("");
    expect(nameOf("旅行/杭州")).toBe("杭州");
    expect(selfAndAncestors("a/b/c")).toEqual(["a/b/c", "a/b", "a", ""]);
    expect(selfAndAncestors("")).toEqual([""]);
  });
});

describe("order", () => {
  test("natural: numbers by value, case ignored, ties broken so the order is total", () => {
    const names = ["IMG_10.jpg", "img_2.jpg", "IMG_1.jpg", "b.jpg", "A.jpg", "a.jpg", "杭州.jpg"];
    expect([...names].sort(compareNames)).toEqual(["A.jpg", "a.jpg", "b.jpg", "IMG_1.jpg", "img_2.jpg", "IMG_10.jpg", "杭州.jpg"]);
  });

  test("folders, then videos, then photos, each group in natural name order", () => {
    const entries = [
      file("IMG_0002.jpg"),
      video("MOV_10.mp4"),
      folder("b"),
      file("IMG_0001.jpg"),
      video("a.mp4"),
      folder("A 10"),
      video("MOV_9.mp4"),
      folder("A 9"),
    ];
    expect([...entries].sort(compareEntries).map((e) => e.name)).toEqual([
      "A 9",
      "A 10",
      "b",
      "a.mp4",
      "MOV_9.mp4",
      "MOV_10.mp4",
      "IMG_0001.jpg",
      "IMG_0002.jpg",
    ]);
  });

  test("videos named after every photo still come before the photos", () => {
    const photos = Array.from({ length: 3_000 }, (_, i) => file(`IMG_${i}.jpg`));
    const keys = assignSortKeys([...photos, video("zz.mp4"), video("IMG_9999.mov")], () => true);
    const byName = new Map([...keys].map(([entry, key]) => [entry.name, key]));
    expect([byName.get("IMG_9999.mov"), byName.get("zz.mp4"), byName.get("IMG_0.jpg"), byName.get("IMG_2999.jpg")]).toEqual([0, 1, 2, 3_001]);
  });

  test("folders first, positions 0..n-1, unlisted entries -1", () => {
    const entries = [file("b.jpg"), folder("Zoo"), file("a.jpg"), file("broken.jpg"), folder("Album 2"), folder("Album 10")];
    const keys = assignSortKeys(entries, (e) => e.name !== "broken.jpg");
    const byName = Object.fromEntries(entries.map((e) => [e.name, keys.get(e)]));
    expect(byName).toEqual({ "Album 2": 0, "Album 10": 1, Zoo: 2, "a.jpg": 3, "b.jpg": 4, "broken.jpg": UNLISTED });
  });
});

describe("folderDigest", () => {
  test("changes with a file's size, mtime or name, and with subfolders added or removed", () => {
    const base = [file("a.jpg"), folder("Sub")];
    const digest = folderDigest(base);
    expect(folderDigest([folder("Sub"), file("a.jpg")])).toBe(digest);
    expect(folderDigest([file("a.jpg", 11), folder("Sub")])).not.toBe(digest);
    expect(folderDigest([file("a.jpg", 10, 1_001), folder("Sub")])).not.toBe(digest);
    expect(folderDigest([file("b.jpg"), folder("Sub")])).not.toBe(digest);
    expect(folderDigest([file("a.jpg")])).not.toBe(digest);
  });

  test("ignores a subfolder's mtime: changes deep down do not ripple upwards", () => {
    expect(folderDigest([{ ...folder("Sub"), mtimeMs: 99 }])).toBe(folderDigest([folder("Sub")]));
  });
});

describe("planFolder", () => {
  test("a first visit writes every entry, all new", () => {
    const plan = planFolder([file("b.jpg"), folder("X"), file("a.jpg")], []);
    expect(plan.removed).toEqual([]);
    expect(plan.write.map((r) => [r.name, r.sortKey, r.contentChanged])).toEqual([
      ["b.jpg", 2, true],
      ["X", 0, true],
      ["a.jpg", 1, true],
    ]);
  });

  test("entries whose names no call serves are kept, unlisted, so listings only show what opens", () => {
    const plan = planFolder([file("b.jpg"), file("AC%2FDC.jpg"), file("back\\slash.jpg"), file("new\nline.jpg"), folder("\uFF0E\uFF0E"), file("a.jpg")], []);
    expect(Object.fromEntries(plan.write.map((r) => [r.name, r.sortKey]))).toEqual({
      "a.jpg": 0,
      "b.jpg": 1,
      "AC%2FDC.jpg": UNLISTED,
      "back\\slash.jpg": UNLISTED,
      "new\nline.jpg": UNLISTED,
      "\uFF0E\uFF0E": UNLISTED,
    });
    const indexed: IndexedEntry[] = [
      { ...file("AC%2FDC.jpg"), id: 1, metaState: "ready", sortKey: 0 },
      { ...file("b.jpg"), id: 2, metaState: "ready", sortKey: 1 },
    ];
    expect(renumber(indexed)).toEqual([
      { id: 1, sortKey: UNLISTED },
      { id: 2, sortKey: 0 },
    ]);
  });

  test("an unchanged folder writes nothing", () => {
    const entries = [file("a.jpg"), file("b.jpg"), folder("X")];
    expect(planFolder(entries, indexedFrom(entries))).toEqual({ write: [], removed: [], replaced: [] });
  });

  test("a touched file is rewritten as changed; an added one shifts only the positions after it", () => {
    const entries = [file("a.jpg"), file("c.jpg"), file("d.jpg")];
    const indexed = indexedFrom(entries);
    const plan = planFolder([file("a.jpg", 10, 2_000), file("b.jpg"), file("c.jpg"), file("d.jpg")], indexed);
    expect(plan.write.map((r) => [r.name, r.sortKey, r.contentChanged])).toEqual([
      ["a.jpg", 0, true],
      ["b.jpg", 1, true],
      ["c.jpg", 2, false],
      ["d.jpg", 3, false],
    ]);
    expect(plan.replaced.map((r) => r.name)).toEqual(["a.jpg"]);
  });

  test("vanished entries are removed, and a name that turned from file into folder is replaced", () => {
    const indexed = indexedFrom([file("a.jpg"), file("gone.jpg"), file("x.mp4")]);
    const plan = planFolder([file("a.jpg"), folder("x.mp4")], indexed);
    expect(plan.removed.map((r) => r.name).sort()).toEqual(["gone.jpg", "x.mp4"]);
    expect(plan.write.map((r) => [r.name, r.kind, r.sortKey])).toEqual([
      ["a.jpg", "photo", 1],
      ["x.mp4", "folder", 0],
    ]);
  });

  test("a file whose metadata failed stays unlisted until it changes", () => {
    const entries = [file("a.jpg"), file("bad.jpg"), file("c.jpg")];
    const indexed = indexedFrom(entries).map((r) => (r.name === "bad.jpg" ? { ...r, metaState: "failed" as const, sortKey: UNLISTED } : r));
    indexed.find((r) => r.name === "c.jpg")!.sortKey = 1;
    expect(planFolder(entries, indexed).write).toEqual([]);
    const fixed = planFolder([file("a.jpg"), file("bad.jpg", 99), file("c.jpg")], indexed);
    expect(fixed.write.map((r) => [r.name, r.sortKey])).toEqual([
      ["bad.jpg", 1],
      ["c.jpg", 2],
    ]);
  });
});

describe("renumber", () => {
  test("closes the gap a failed file leaves, moving only the rows after it", () => {
    const rows = indexedFrom([file("a.jpg"), file("b.jpg"), file("c.jpg"), folder("F")]);
    rows.find((r) => r.name === "b.jpg")!.metaState = "failed";
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    expect(renumber(rows).map((c) => [byId.get(c.id), c.sortKey])).toEqual([
      ["b.jpg", UNLISTED],
      ["c.jpg", 2],
    ]);
  });
});
