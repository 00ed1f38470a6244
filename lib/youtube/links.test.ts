import { BAD_FORMAT, EMPTY_LINK, NOT_YOUTUBE_LINK, parseYoutubeLink, thumbnailFor, yvMediaPath } from "./links";

describe("parseYoutubeLink", () => {
  test.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1", "dQw4w9WgXcQ"],
    ["http://m.youtube.com/watch?feature=share&v=a-b_c-d_e-f", "a-b_c-d_e-f"],
    ["www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://youtu.be/dQw4w9WgXcQ?si=abc  ", "dQw4w9WgXcQ"],
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/AbCdEfGhIj0", "AbCdEfGhIj0"],
    ["https://www.youtube.com/embed/AbCdEfGhIj0?autoplay=1", "AbCdEfGhIj0"],
    ["https://www.youtube-nocookie.com/embed/AbCdEfGhIj0", "AbCdEfGhIj0"],
  ])("%s has the id %s", (link, id) => {
    expect(parseYoutubeLink(link)).toEqual({ ok: true, youtubeId: id });
  });

  test.each([
    ["", EMPTY_LINK],
    ["   ", EMPTY_LINK],
    ["https://vimeo.com/12345", NOT_YOUTUBE_LINK],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", NOT_YOUTUBE_LINK],
    ["https://notyoutube.com/watch?v=dQw4w9WgXcQ", NOT_YOUTUBE_LINK],
    ["ftp://youtube.com/watch?v=dQw4w9WgXcQ", NOT_YOUTUBE_LINK],
    ["javascript:alert(1)", NOT_YOUTUBE_LINK],
    ["hello world", NOT_YOUTUBE_LINK],
    ["https://www.youtube.com/watch?v=short", BAD_FORMAT],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ", BAD_FORMAT],
    ["https://www.youtube.com/watch?v=dQw4w9WgX%21Q", BAD_FORMAT],
    ["https://www.youtube.com/watch", BAD_FORMAT],
    ["https://youtu.be/", BAD_FORMAT],
    ["https://youtu.be/dQw4w9WgXcQ/extra", BAD_FORMAT],
    ["https://www.youtube.com/channel/UCabcdefghij", BAD_FORMAT],
    ["https://www.youtube.com/shorts/abc", BAD_FORMAT],
  ])("%j is refused with %s", (link, error) => {
    expect(parseYoutubeLink(link)).toEqual({ ok: false, error });
  });
});

describe("channel media paths", () => {
  test("a categorised video's path carries the category's encoded relpath", () => {
    expect(yvMediaPath("dQw4w9WgXcQ", "TXVzaWM")).toBe("/yv/dQw4w9WgXcQ/TXVzaWM");
    expect(yvMediaPath("dQw4w9WgXcQ", "")).toBe("/yv/dQw4w9WgXcQ");
  });

  test("thumbnails come from the configured host", () => {
    expect(thumbnailFor("https://i.ytimg.com/", "dQw4w9WgXcQ")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });
});
