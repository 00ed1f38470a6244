import { extensionOf, fileKindOf, isIgnoredName, titleOf } from "./kinds";

describe("media kinds by name", () => {
  test("photos and videos by extension, any case; everything else is not indexed", () => {
    for (const name of ["a.jpg", "B.JPEG", "c.png", "d.webp", "e.gif", "f.avif", "g.HEIC"]) expect(fileKindOf(name)).toBe("photo");
    for (const name of ["a.mp4", "b.m4v", "c.MOV", "d.webm", "e.mkv", "f.avi"]) expect(fileKindOf(name)).toBe("video");
    for (const name of ["notes.txt", "archive.zip", "Makefile", "photo.jpg.xmp", ".hems-demo.json", ".IMG_1.jpg.123-abcd.partial", ".hidden.jpg"]) {
      expect(fileKindOf(name)).toBeNull();
    }
  });

  test("title is the name without its extension; dotfiles and NAS folders are ignored", () => {
    expect(titleOf("Mochi asleep.jpg")).toBe("Mochi asleep");
    expect(titleOf("archive.tar.gz")).toBe("archive.tar");
    expect(titleOf("README")).toBe("README");
    expect(extensionOf("Clip.MP4")).toBe("mp4");
    expect(extensionOf(".profile")).toBe("");
    expect(isIgnoredName("@eaDir")).toBe(true);
    expect(isIgnoredName(".git")).toBe(true);
    expect(isIgnoredName("Family")).toBe(false);
  });
});
