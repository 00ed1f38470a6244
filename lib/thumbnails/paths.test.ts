import path from "node:path";
import { dataUrl, placeholderPath, thumbnailKey, thumbnailPath, thumbnailUrl } from "./paths";

describe("thumbnail paths", () => {
  const file = { rootId: "root-1", relpath: "Pets/Mochi asleep.jpg", size: 1234n, mtime: new Date("2024-01-02T03:04:05.678Z") };

  test("the key follows the file's identity and version", () => {
    const key = thumbnailKey(file);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(thumbnailKey({ ...file, size: 1234 })).toBe(key);
    expect(thumbnailKey({ ...file, mtime: file.mtime.getTime() })).toBe(key);
    expect(thumbnailKey({ ...file, size: 1235n })).not.toBe(key);
    expect(thumbnailKey({ ...file, mtime: new Date(file.mtime.getTime() + 1) })).not.toBe(key);
    expect(thumbnailKey({ ...file, relpath: "Pets/other.jpg" })).not.toBe(key);
    expect(thumbnailKey({ ...file, rootId: "root-2" })).not.toBe(key);
  });

  test("files live in DATA_DIR/thumbs/<two hex>/<key>.webp; URLs carry the version", () => {
    const key = thumbnailKey(file);
    expect(thumbnailPath("/data", key)).toBe(path.join("/data", "thumbs", key.slice(0, 2), `${key}.webp`));
    expect(thumbnailUrl(42, key)).toBe(`/api/thumbs/42?v=${key.slice(0, 12)}`);
    expect(placeholderPath("/app")).toBe(path.join("/app", "public", "thumbnails", "placeholder.webp"));
    expect(dataUrl(Buffer.from("RIFF"))).toBe("data:image/webp;base64,UklGRg==");
  });
});
