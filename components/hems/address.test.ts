import type { DirFile } from "@/components/media/types";
import { breadcrumbsOf, browseState, decodeRelpath, fileUrl, folderAddress, itemAddress, parentOf, photoUrl, titleOf } from "./address";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const query = (search: string) => new URLSearchParams(search);

describe("the hosted home browse's addresses", () => {
  it("reads the roots, a folder and an opened item", () => {
    expect(browseState("/hems", query(""))).toEqual({ folder: null, opened: null });
    expect(browseState("/hems", query("relpath=Media%2FFamily%202024"))).toEqual({ folder: "Media/Family 2024", opened: null });
    expect(browseState("/hems_video/12/" + b64("Media/Family/clip.mp4"), null)).toEqual({
      folder: "Media/Family",
      opened: { kind: "video", id: "12", relpath: "Media/Family/clip.mp4" },
    });
    expect(browseState("/hems_photo/7/" + b64("Media/照片.jpg"), null)).toEqual({
      folder: "Media",
      opened: { kind: "photo", id: "7", relpath: "Media/照片.jpg" },
    });
  });

  it("names the roots for an opened item without a readable relpath", () => {
    expect(browseState("/hems_photo/7", null)).toEqual({ folder: null, opened: null });
    expect(browseState("/hems_photo/7/%%%", null)).toEqual({ folder: null, opened: null });
    expect(browseState("/hems_photo/7/" + Buffer.from([0xff, 0xfe]).toString("base64url"), null)).toEqual({ folder: null, opened: null });
  });

  it("writes the addresses it reads", () => {
    const file = { id: 12, en_file_relpath: b64("Media/a b/c.mp4") };
    expect(browseState(itemAddress("video", file), null).opened).toEqual({ kind: "video", id: "12", relpath: "Media/a b/c.mp4" });
    const folder = new URL(folderAddress("Media/a&b/#1"), "http://x");
    expect(browseState(folder.pathname, folder.searchParams).folder).toBe("Media/a&b/#1");
    expect(folderAddress(null)).toBe("/hems");
  });

  it("decodes url-safe base64 with or without padding, and refuses anything else", () => {
    expect(decodeRelpath(b64("Media/x"))).toBe("Media/x");
    expect(decodeRelpath(Buffer.from("Media/x").toString("base64"))).toBe("Media/x");
    expect(decodeRelpath("a")).toBeNull();
    expect(decodeRelpath("a+b")).toBeNull();
    expect(decodeRelpath(b64("a\u0000b"))).toBeNull();
  });

  it("names folders, titles, breadcrumbs and the file call", () => {
    expect(parentOf("Media/Family/clip.mp4")).toBe("Media/Family");
    expect(parentOf("Media")).toBe("Media");
    expect(titleOf("Media/Family/clip.final.mp4")).toBe("clip.final");
    expect(titleOf("Media/v1.2", { file: false })).toBe("v1.2");
    expect(breadcrumbsOf("Media/Family/2024")).toEqual([
      { title: "Media", relpath: "Media" },
      { title: "Family", relpath: "Media/Family" },
      { title: "2024", relpath: "Media/Family/2024" },
    ]);
    expect(fileUrl("1234567890", "Media/a b&c.jpg")).toBe("/api_hems_f2f/browse/1234567890/file?file_relpath=Media%2Fa%20b%26c.jpg");
  });

  it("shows the home's display rendition for a photo the browser cannot show, or a big one, and the original otherwise", () => {
    const photo = (file_ext: string, width: number) => ({ id: 9, file_ext, width, height: 480, create_time: "2024-05-01T10:00:00.000Z" }) as DirFile;
    const version = Date.parse("2024-05-01T10:00:00.000Z").toString(36);
    expect(photoUrl("1234567890", "9", "Media/IMG_1.heic", photo("heic", 640))).toBe(`/api_hems_f2f/browse/1234567890/display/9?v=${version}`);
    expect(photoUrl("1234567890", "9", "Media/big.jpg", photo("jpg", 4032))).toBe(`/api_hems_f2f/browse/1234567890/display/9?v=${version}`);
    expect(photoUrl("1234567890", "9", "Media/small.jpg", photo("jpg", 640))).toBe(fileUrl("1234567890", "Media/small.jpg"));
    // Opened by its address before its entry is loaded: the extension decides, the address names the id.
    expect(photoUrl("1234567890", "7", "Media/IMG_2.HEIC", null)).toBe("/api_hems_f2f/browse/1234567890/display/7");
    expect(photoUrl("1234567890", "7", "Media/a.png", null)).toBe(fileUrl("1234567890", "Media/a.png"));
  });
});
