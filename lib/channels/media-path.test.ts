import { BAD_FORMAT, formatMediaPath, homeMediaLink, invalidLinkMessage, parseMediaLink } from "./media-path";

describe("parseMediaLink", () => {
  test.each([
    ["/yv/dQw4w9WgXcQ", { type: "yv", mediaId: "dQw4w9WgXcQ", relpath: null }],
    ["/yv/a-b_c-d_e-f/TXVzaWM", { type: "yv", mediaId: "a-b_c-d_e-f", relpath: "TXVzaWM" }],
    ["/lv/12", { type: "lv", mediaId: 12, relpath: null }],
    ["/lv/12/RGVtby9hLm1wNA", { type: "lv", mediaId: 12, relpath: "RGVtby9hLm1wNA" }],
    ["  http://192.168.1.5:3000/lv/7/RGVtbw==  ", { type: "lv", mediaId: 7, relpath: "RGVtbw==" }],
    ["https://example.com/yv/dQw4w9WgXcQ", { type: "yv", mediaId: "dQw4w9WgXcQ", relpath: null }],
  ])("%s", (link, path) => {
    expect(parseMediaLink(link)).toEqual({ ok: true, path });
  });

  test.each([["https://www.youtube.com/watch?v=dQw4w9WgXcQ"], [" youtu.be/dQw4w9WgXcQ "], ["https://m.youtube.com/shorts/dQw4w9WgXcQ"]])(
    "a plain YouTube link %s is that online video",
    (link) => {
      expect(parseMediaLink(link)).toEqual({ ok: true, path: { type: "yv", mediaId: "dQw4w9WgXcQ", relpath: null } });
    },
  );

  test.each(["", "dQw4w9WgXcQ", "https://example.com/watch?v=dQw4w9WgXcQ", "/xv/dQw4w9WgXcQ", "yv/dQw4w9WgXcQ", "https://[bad"])(
    "%s is not a link of this site",
    (link) => {
      expect(parseMediaLink(link)).toEqual({ ok: false, error: invalidLinkMessage(link.trim()) });
    },
  );

  test.each([
    "/yv/short",
    "/yv/dQw4w9WgXcQx",
    "/yv/dQw4w9WgX.Q",
    "/yv/dQw4w9WgXcQ/a/b",
    "/yv/dQw4w9WgXcQ/bad token",
    "/lv/0",
    "/lv/-1",
    "/lv/01",
    "/lv/abc",
    "/lv/2147483648",
    "/lv/12/..",
    "/lv/12/",
  ])("%s has a malformed id or token", (link) => {
    expect(parseMediaLink(link)).toEqual({ ok: false, error: BAD_FORMAT });
  });

  test("formatMediaPath is the inverse for stored paths", () => {
    for (const link of ["/yv/dQw4w9WgXcQ", "/yv/dQw4w9WgXcQ/TXVzaWM", "/lv/12", "/lv/12/RGVtby9hLm1wNA"]) {
      const parsed = parseMediaLink(link);
      expect(parsed.ok && formatMediaPath(parsed.path)).toBe(link);
    }
  });

  test("a home file's copied link names its id and relpath, and parses back to both", () => {
    const relpath = "Demo/Family/2023 Summer/beach-day 1.mp4";
    const en_file_relpath = Buffer.from(relpath, "utf8").toString("base64url");
    const link = homeMediaLink({ id: 42, en_file_relpath });
    expect(link).toBe(`/lv/42/${en_file_relpath}`);
    expect(parseMediaLink(link)).toEqual({ ok: true, path: { type: "lv", mediaId: 42, relpath: en_file_relpath } });
    // A full address of this site counts by its path, as a paste from the address bar does.
    expect(parseMediaLink(`http://127.0.0.1:3000${link}`)).toEqual(parseMediaLink(link));
  });
});
