import { displayUrl, needsDisplayRendition, photoDisplaySrc } from "./display-rules";

const photo = (file_ext: string, width: number | null, height: number | null) => ({
  id: 7,
  file_ext,
  width,
  height,
  file_name_url: "/media_lv_video_root/RGVtbw",
  create_time: "2024-05-06T07:08:09.010Z",
});

describe("display rendition rules", () => {
  test("small photos in browser formats are shown as they are", () => {
    for (const ext of ["jpg", "JPEG", "png", "webp", "gif", "avif"]) expect(needsDisplayRendition(photo(ext, 1600, 1200))).toBe(false);
    expect(photoDisplaySrc(photo("jpg", 1200, 1600))).toBe("/media_lv_video_root/RGVtbw");
  });

  test("HEIC, big originals and unknown sizes get the rendition, versioned by the modification time", () => {
    expect(needsDisplayRendition(photo("heic", 800, 600))).toBe(true);
    expect(needsDisplayRendition(photo("heif", 800, 600))).toBe(true);
    expect(needsDisplayRendition(photo("jpg", 4032, 3024))).toBe(true);
    expect(needsDisplayRendition(photo("png", 1200, 1601))).toBe(true);
    expect(needsDisplayRendition(photo("jpg", null, null))).toBe(true);
    const ms = Date.parse("2024-05-06T07:08:09.010Z");
    expect(photoDisplaySrc(photo("heic", 800, 600))).toBe(`/api/photos/7/display?v=${ms.toString(36)}`);
    expect(displayUrl(7, ms)).toBe(photoDisplaySrc(photo("jpg", 4032, 3024)));
  });
});
