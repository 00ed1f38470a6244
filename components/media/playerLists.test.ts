import { toPlayerPhotos, toPlayerVideos } from "./playerLists";
import type { DirFile } from "./types";
import { nth } from "@/tests/helpers/checked";

const row = (id: number, file_type: 1 | 2 | 3, extra: Partial<DirFile> = {}): DirFile => ({
  id,
  file_type,
  file_title: `item ${id}`,
  file_name: `item ${id}`,
  file_ext: file_type === 1 ? "" : "jpg",
  thumbnail: `/api/thumbs/${id}?v=1`,
  duration: null,
  media_name_relpath: `Demo/item ${id}`,
  en_file_relpath: `enc${id}`,
  file_name_url: file_type === 1 ? `/folder/enc${id}` : `/media_lv_video_root/enc${id}`,
  file_name_url_only: `Demo/item%20${id}`,
  media_root: "Demo",
  width: null,
  height: null,
  create_time: "2024-01-01T00:00:00.000Z",
  create_time_original: null,
  ...extra,
});

const small = { width: 1600, height: 1200 };
const rows = [row(1, 1), row(2, 2, { create_time_original: "2023-07-02T10:15:00.000Z", ...small }), row(3, 3, { duration: 4 }), row(4, 2, small)];

it("builds photo lists from photos only, small browser-format photos from the streaming route", () => {
  expect(toPlayerPhotos(rows)).toEqual([
    { id: 2, src: "/media_lv_video_root/enc2", thumbnail: "/api/thumbs/2?v=1", title: "item 2", takenAt: "2023-07-02T10:15:00.000Z" },
    { id: 4, src: "/media_lv_video_root/enc4", thumbnail: "/api/thumbs/4?v=1", title: "item 4", takenAt: "2024-01-01T00:00:00.000Z" },
  ]);
});

it("shows HEIC and big photos from their display rendition", () => {
  const version = Date.parse("2024-01-01T00:00:00.000Z").toString(36);
  const photos = toPlayerPhotos([row(5, 2, { file_ext: "heic", ...small }), row(6, 2, { width: 4032, height: 3024 })]);
  expect(nth(photos, 0).src).toBe(`/api/photos/5/display?v=${version}`);
  expect(nth(photos, 1).src).toBe(`/api/photos/6/display?v=${version}`);
});

it("builds video lists from videos only", () => {
  expect(toPlayerVideos(rows)).toEqual([{ id: 3, src: "/media_lv_video_root/enc3", thumbnail: "/api/thumbs/3?v=1", title: "item 3", duration: 4, fileId: 3 }]);
});
