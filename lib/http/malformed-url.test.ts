import { hasMalformedPath } from "./malformed-url";

describe("hasMalformedPath", () => {
  test.each([
    "/media_video_root/Demo/%zz",
    "/media_video_root/%",
    "/media_lv_video_root/%%%",
    "/media_video_root/Demo/%ED%A0%80",
    "/media_video_root/Demo/%C0%AE%C0%AE/etc/passwd",
    "/api_myfilex/playerfile/%zz",
    "/hems_photo/1/%E0%A4%A",
    "/folder/%2",
  ])("%s does not decode", (url) => {
    expect(hasMalformedPath(url)).toBe(true);
  });

  test.each([
    undefined,
    "/",
    "/hems",
    "/media_video_root/Demo/a%20b.mp4",
    "/media_video_root/Demo/%2e%2e/x",
    "/media_video_root/Demo/%E4%B8%AD%E6%96%87.mp4",
    "/hems?x=%zz",
    "/api_myfilex/dirfilesall/0?q=%",
  ])("%s decodes (or only its query does not)", (url) => {
    expect(hasMalformedPath(url)).toBe(false);
  });
});
