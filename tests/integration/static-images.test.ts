import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET } from "@/app/static/img/[...path]/route";
import { readStaticImage, STATIC_IMAGE_CACHE_CONTROL } from "@/lib/static/images";

// /static/img/*: the app's images in public/ with a year of immutable caching;
// anything that is not an image there, or that would leave public/, is a 404.

function get(...segments: string[]) {
  return GET(new Request(`http://127.0.0.1/static/img/${segments.join("/")}`), { params: Promise.resolve({ path: segments }) });
}

test("a wallpaper and a placeholder are served with their type and long cache headers", async () => {
  const wallpaper = await get("wallpapers", "wallpaper0_default.jpg");
  expect(wallpaper.status).toBe(200);
  expect(wallpaper.headers.get("content-type")).toBe("image/jpeg");
  expect(wallpaper.headers.get("cache-control")).toBe(STATIC_IMAGE_CACHE_CONTROL);
  expect(STATIC_IMAGE_CACHE_CONTROL).toContain("immutable");
  const bytes = Buffer.from(await wallpaper.arrayBuffer());
  expect(bytes.equals(fs.readFileSync("public/wallpapers/wallpaper0_default.jpg"))).toBe(true);

  const placeholder = await get("thumbnails", "placeholder.svg");
  expect(placeholder.status).toBe(200);
  expect(placeholder.headers.get("content-type")).toBe("image/svg+xml");
});

test.each([
  [["wallpapers", "nothing-here.jpg"]],
  [["manifest.webmanifest"]],
  [["music", "intro.m4a"]],
  [["wallpapers"]],
  [["..", "package.json"]],
  [["..", "..", "etc", "passwd"]],
  [["wallpapers", "..", "..", "tsconfig.json"]],
  [["%2e%2e", "package.json"]],
  [["\uFF0E\uFF0E", "etc", "passwd.png"]],
  [["/etc", "passwd.png"]],
  [["wallpapers", "a\u0000.jpg"]],
])("%j is a 404", async (segments) => {
  const reply = await get(...segments);
  expect(reply.status).toBe(404);
  expect(await reply.text()).toBe("404 Not Found");
  expect(reply.headers.get("cache-control")).toBeNull();
});

test("nothing outside the folder is reached: no dot segments, no symlink pointing out", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-static-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "hems-outside-"));
  try {
    fs.mkdirSync(path.join(dir, "wallpapers"));
    fs.copyFileSync("public/wallpapers/wallpaper1_dusk.jpg", path.join(dir, "wallpapers", "dusk.jpg"));
    fs.copyFileSync("public/wallpapers/wallpaper1_dusk.jpg", path.join(outside, "secret.jpg"));
    fs.symlinkSync(path.join(outside, "secret.jpg"), path.join(dir, "wallpapers", "link.jpg"));
    fs.symlinkSync(outside, path.join(dir, "out"));
    expect(await readStaticImage(["wallpapers", "dusk.jpg"], dir)).toMatchObject({ contentType: "image/jpeg" });
    expect(await readStaticImage(["wallpapers", "link.jpg"], dir)).toBeNull();
    expect(await readStaticImage(["out", "secret.jpg"], dir)).toBeNull();
    // The image exists next to the folder: ".." in any spelling never reaches it.
    const sibling = path.basename(outside);
    for (const up of ["..", "%2e%2e", "\uFF0E\uFF0E", "%2E."]) expect(await readStaticImage([up, sibling, "secret.jpg"], dir)).toBeNull();
    expect(await readStaticImage([`../${sibling}/secret.jpg`], dir)).toBeNull();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
