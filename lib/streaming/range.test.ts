import { entityTag, ifRangeHolds, lastModified, planReply, type FileVersion } from "./range";

const file: FileVersion = { size: 1000, mtimeMs: Date.UTC(2024, 5, 1, 12, 0, 0, 123) };
const etag = entityTag(file);
const headers = (values: Record<string, string>) => new Headers(values);

describe("validators", () => {
  test("the ETag is strong and changes with size and mtime", () => {
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(entityTag({ ...file, size: 1001 })).not.toBe(etag);
    expect(entityTag({ ...file, mtimeMs: file.mtimeMs + 1 })).not.toBe(etag);
  });

  test("Last-Modified is an HTTP date of whole seconds", () => {
    expect(lastModified(file)).toBe("Sat, 01 Jun 2024 12:00:00 GMT");
  });

  test("If-Range matches our strong ETag or our exact Last-Modified only", () => {
    expect(ifRangeHolds(etag, file)).toBe(true);
    expect(ifRangeHolds(`W/${etag}`, file)).toBe(false);
    expect(ifRangeHolds('"other"', file)).toBe(false);
    expect(ifRangeHolds(lastModified(file), file)).toBe(true);
    expect(ifRangeHolds("Sat, 01 Jun 2024 11:59:59 GMT", file)).toBe(false);
    expect(ifRangeHolds("not a date", file)).toBe(false);
  });
});

describe("planReply", () => {
  test.each([
    ["no Range", {}, { kind: "full" }],
    ["bytes=0-99", { range: "bytes=0-99" }, { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-", { range: "bytes=100-" }, { kind: "partial", start: 100, end: 999 }],
    ["bytes=-50", { range: "bytes=-50" }, { kind: "partial", start: 950, end: 999 }],
    ["an end past the size is clipped", { range: "bytes=900-5000" }, { kind: "partial", start: 900, end: 999 }],
    ["a suffix longer than the file is the whole file", { range: "bytes=-5000" }, { kind: "partial", start: 0, end: 999 }],
    ["an empty suffix", { range: "bytes=-0" }, { kind: "unsatisfiable" }],
    ["upper-case unit", { range: "BYTES=0-0" }, { kind: "partial", start: 0, end: 0 }],
    ["overlapping ranges are merged", { range: "bytes=0-10,5-20" }, { kind: "partial", start: 0, end: 20 }],
    ["adjacent ranges are merged", { range: "bytes=0-9,10-19" }, { kind: "partial", start: 0, end: 19 }],
    ["separate ranges: the whole file", { range: "bytes=0-9,100-109" }, { kind: "full" }],
    ["start beyond the end", { range: "bytes=1000-" }, { kind: "unsatisfiable" }],
    ["every range beyond the end", { range: "bytes=2000-2100,3000-" }, { kind: "unsatisfiable" }],
    ["one satisfiable range among unsatisfiable ones", { range: "bytes=2000-2100,10-20" }, { kind: "partial", start: 10, end: 20 }],
    ["a malformed range is ignored", { range: "bytes=abc" }, { kind: "full" }],
    ["no '=' is ignored", { range: "bytes" }, { kind: "full" }],
    ["another unit is ignored", { range: "items=0-5" }, { kind: "full" }],
    ["another unit is ignored even when out of range", { range: "items=5000-" }, { kind: "full" }],
    ["If-Range with our ETag keeps the range", { range: "bytes=0-9", "if-range": etag }, { kind: "partial", start: 0, end: 9 }],
    ["If-Range with a stale ETag sends everything", { range: "bytes=0-9", "if-range": '"stale"' }, { kind: "full" }],
    ["If-Range with our date keeps the range", { range: "bytes=0-9", "if-range": lastModified(file) }, { kind: "partial", start: 0, end: 9 }],
    ["If-Range with an older date sends everything", { range: "bytes=0-9", "if-range": "Mon, 01 Jan 2024 00:00:00 GMT" }, { kind: "full" }],
    ["If-None-Match with our ETag", { "if-none-match": etag }, { kind: "not-modified" }],
    ["If-None-Match with our ETag among others", { "if-none-match": `"a", ${etag}` }, { kind: "not-modified" }],
    ["If-None-Match weakly equal", { "if-none-match": `W/${etag}` }, { kind: "not-modified" }],
    ["If-None-Match *", { "if-none-match": "*" }, { kind: "not-modified" }],
    ["If-None-Match stale", { "if-none-match": '"stale"', range: "bytes=0-9" }, { kind: "partial", start: 0, end: 9 }],
    ["If-None-Match wins over If-Modified-Since", { "if-none-match": '"stale"', "if-modified-since": lastModified(file) }, { kind: "full" }],
    ["If-Modified-Since not modified", { "if-modified-since": lastModified(file) }, { kind: "not-modified" }],
    ["If-Modified-Since modified", { "if-modified-since": "Mon, 01 Jan 2024 00:00:00 GMT" }, { kind: "full" }],
    ["Cache-Control: no-cache revalidates", { "if-none-match": etag, "cache-control": "no-cache" }, { kind: "full" }],
  ])("%s", (_name, values, expected) => {
    expect(planReply(file, headers(values))).toEqual(expected);
  });

  test("an empty file cannot satisfy any range", () => {
    expect(planReply({ size: 0, mtimeMs: 0 }, headers({ range: "bytes=0-" }))).toEqual({ kind: "unsatisfiable" });
    expect(planReply({ size: 0, mtimeMs: 0 }, headers({}))).toEqual({ kind: "full" });
  });

  test("offsets past 4 GiB are exact", () => {
    const big = { size: 5 * 2 ** 30, mtimeMs: 0 };
    expect(planReply(big, headers({ range: "bytes=4294967296-4294967299" }))).toEqual({ kind: "partial", start: 2 ** 32, end: 2 ** 32 + 3 });
    expect(planReply(big, headers({ range: "bytes=-1" }))).toEqual({ kind: "partial", start: big.size - 1, end: big.size - 1 });
  });
});
