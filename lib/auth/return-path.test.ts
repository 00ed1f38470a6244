import { safeReturnPath } from "./return-path";

// What a browser would make of each refused address: another host, a script,
// or something that is not a path of this site.
const BAD = [
  "//evil.example",
  "//evil.example/x",
  "///evil.example",
  "/\\evil.example",
  "/\\localhost:4000/x",
  "\\\\evil.example",
  "\\/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%252F/evil.example",
  "/%25252F/evil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0d/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/x\u0000",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "http://evil.example",
  "https://evil.example/x",
  "http:/evil.example",
  "http:evil.example",
  "evil.example",
  "settings",
  "",
  `/${"a".repeat(3000)}`,
  "/%2525252525252F/evil.example",
  null,
  undefined,
  42,
  ["/settings"],
];

const GOOD: [string, string][] = [
  ["/", "/"],
  ["/settings", "/settings"],
  ["/hems?x=1", "/hems?x=1"],
  ["/tbview/abc?x=1#top", "/tbview/abc?x=1#top"],
  ["/ytdirview/a%20b", "/ytdirview/a%20b"],
  ["/ytdirview/50%25%20off", "/ytdirview/50%25%20off"],
  ["/folder/a%2Fb", "/folder/a%2Fb"],
  ["/search?q=//x", "/search?q=//x"],
  ["/%E4%B8%AD%E6%96%87", "/%E4%B8%AD%E6%96%87"],
  ["/photos/中文", "/photos/%E4%B8%AD%E6%96%87"],
  ["/a/../settings", "/settings"],
  ["/javascript:alert(1)", "/javascript:alert(1)"],
];

test.each(BAD.map((value) => [JSON.stringify(value)?.slice(0, 60), value]))("%s is refused", (_, value) => {
  expect(safeReturnPath(value)).toBeNull();
});

test.each(GOOD)("%s is a path of this site", (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected);
});
