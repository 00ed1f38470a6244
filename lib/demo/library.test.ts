import { mkdtemp, readdir, rm, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { probe } from "../media";
import { DEMO_PHOTOS, DEMO_VIDEOS } from "./catalog";
import { DEMO_MARKER_FILE, ensureDemoLibrary, FFMPEG_MISSING_NOTICE, type DemoLibraryResult } from "./library";
import { nth } from "@/tests/helpers/checked";

// The library is generated once per directory in beforeAll (a few seconds);
// the tests below then inspect it, so their order matters for the last ones.

const PHOTO_EXTENSIONS = new Set([".jpg", ".png", ".webp"]);

let root: string;
let fullDir: string;
let photosOnlyDir: string;
let full: DemoLibraryResult;
let photosOnly: DemoLibraryResult;
const photosOnlyLog: string[] = [];

/** Every file under `dir`, as "/"-separated paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

async function mtimes(dir: string): Promise<Map<string, number>> {
  const files = await listFiles(dir);
  return new Map(await Promise.all(files.map(async (f) => [f, (await stat(path.join(dir, f))).mtimeMs] as const)));
}

/** DateTimeOriginal as exifr reads it, from the EXIF block sharp extracts (works for JPEG, PNG and WebP alike). */
async function dateTimeOriginal(file: string): Promise<Date | undefined> {
  const { exif } = await sharp(file).metadata();
  if (!exif) return undefined;
  // JPEG and WebP carry an "Exif\0\0" header before the TIFF structure; PNG does not.
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const tags = await exifr.parse(tiff, { pick: ["DateTimeOriginal"] });
  return tags?.DateTimeOriginal;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "hems-demo-"));
  fullDir = path.join(root, "full");
  photosOnlyDir = path.join(root, "photos-only");
  [full, photosOnly] = await Promise.all([
    ensureDemoLibrary(fullDir, {}),
    ensureDemoLibrary(photosOnlyDir, { ffmpegPath: "/nonexistent/ffmpeg", log: (m) => photosOnlyLog.push(m) }),
  ]);
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("ensureDemoLibrary with ffmpeg", () => {
  it("reports what it created", () => {
    expect(full).toEqual({ created: true, photos: DEMO_PHOTOS.length, videos: DEMO_VIDEOS.length, ffmpegMissing: false });
    expect(full.photos).toBeGreaterThanOrEqual(40);
    expect(full.videos).toBeGreaterThanOrEqual(6);
  });

  it("spreads photos and videos over nested folders, one of them mixing both", async () => {
    const files = await listFiles(fullDir);
    const photos = files.filter((f) => PHOTO_EXTENSIONS.has(path.extname(f)));
    const videos = files.filter((f) => f.endsWith(".mp4"));
    expect(photos).toHaveLength(DEMO_PHOTOS.length);
    expect(videos).toHaveLength(DEMO_VIDEOS.length);
    expect(files.filter((f) => f.includes(".partial"))).toEqual([]);

    const folders = new Set(files.map((f) => path.posix.dirname(f)));
    for (const folder of ["Family/2023 Summer", "Family/2023 Summer/Beach", "Travel/Kyoto", "Travel/Iceland/Day 1", "Pets", "旅行/杭州"]) {
      expect(folders).toContain(folder);
    }
    const mixed = [...folders].filter((folder) => {
      const inFolder = files.filter((f) => path.posix.dirname(f) === folder);
      return inFolder.some((f) => f.endsWith(".mp4")) && inFolder.some((f) => f.endsWith(".jpg"));
    });
    expect(mixed).toContain("Family/2023 Summer");
    expect(photos.some((f) => f.endsWith(".png"))).toBe(true);
    expect(photos.some((f) => f.endsWith(".webp"))).toBe(true);
  });

  it("writes a readable EXIF DateTimeOriginal into every photo, across several years", async () => {
    const years = new Set<number>();
    for (const photo of DEMO_PHOTOS) {
      const taken = await dateTimeOriginal(path.join(fullDir, photo.relPath));
      expect({ file: photo.relPath, taken: taken?.getTime() }).toEqual({ file: photo.relPath, taken: photo.takenAt.getTime() });
      years.add(photo.takenAt.getFullYear());
    }
    expect(Math.min(...years)).toBe(2019);
    expect(Math.max(...years)).toBe(2025);
    expect(years.size).toBeGreaterThanOrEqual(5);
  });

  it("stores some photos rotated with an EXIF orientation that turns them upright", async () => {
    const rotated = DEMO_PHOTOS.filter((p) => p.orientation !== 1);
    expect(rotated.length).toBeGreaterThanOrEqual(3);
    for (const photo of rotated) {
      const meta = await sharp(path.join(fullDir, photo.relPath)).metadata();
      expect(meta.orientation).toBe(photo.orientation);
      expect(meta.autoOrient).toEqual({ width: photo.width, height: photo.height });
    }
  });

  it("makes H.264/AAC videos with a duration", async () => {
    for (const video of DEMO_VIDEOS) {
      const info = await probe(path.join(fullDir, video.relPath));
      expect(info).toMatchObject({ videoCodec: "h264", audioCodec: "aac", width: video.width, height: video.height });
      expect(info.durationSeconds).toBeGreaterThan(2.5);
    }
  });

  it("does nothing on a second call: no file is rewritten", async () => {
    const before = await mtimes(fullDir);
    await expect(ensureDemoLibrary(fullDir, {})).resolves.toEqual({ ...full, created: false });
    expect(await mtimes(fullDir)).toEqual(before);
  });

  it("completes an interrupted run, keeping the files that were already whole", async () => {
    const lostPhoto = nth(DEMO_PHOTOS, 3).relPath;
    const lostVideo = nth(DEMO_VIDEOS, 0).relPath;
    // What a crash leaves behind: no marker, missing files, a half-written temp file.
    await unlink(path.join(fullDir, DEMO_MARKER_FILE));
    await unlink(path.join(fullDir, lostPhoto));
    await unlink(path.join(fullDir, lostVideo));
    const leftover = path.join(fullDir, path.dirname(lostVideo), `.${path.basename(lostVideo)}.12345-abcd.partial`);
    await writeFile(leftover, "half a video");
    const anHourAgo = new Date(Date.now() - 3600_000);
    await utimes(leftover, anHourAgo, anHourAgo);
    const before = await mtimes(fullDir);

    await expect(ensureDemoLibrary(fullDir, {})).resolves.toEqual({ ...full, created: true });

    const after = await mtimes(fullDir);
    expect(after.has(lostPhoto)).toBe(true);
    expect(after.has(DEMO_MARKER_FILE)).toBe(true);
    expect([...after.keys()].filter((f) => f.includes(".partial"))).toEqual([]);
    expect((await probe(path.join(fullDir, lostVideo))).videoCodec).toBe("h264");
    for (const [file, mtime] of before) {
      if (!file.includes(".partial")) expect({ file, mtime: after.get(file) }).toEqual({ file, mtime });
    }
  });
});

describe("ensureDemoLibrary without ffmpeg", () => {
  it("makes the photos only and says why", async () => {
    expect(photosOnly).toEqual({ created: true, photos: DEMO_PHOTOS.length, videos: 0, ffmpegMissing: true });
    const files = await listFiles(photosOnlyDir);
    expect(files.filter((f) => PHOTO_EXTENSIONS.has(path.extname(f)))).toHaveLength(DEMO_PHOTOS.length);
    expect(files.filter((f) => f.endsWith(".mp4"))).toEqual([]);
    expect(photosOnlyLog).toContain(FFMPEG_MISSING_NOTICE);
  });

  it("stays photos-only on later calls while ffmpeg is still missing", async () => {
    const before = await mtimes(photosOnlyDir);
    await expect(ensureDemoLibrary(photosOnlyDir, { ffmpegPath: "/nonexistent/ffmpeg" })).resolves.toEqual({ ...photosOnly, created: false });
    expect(await mtimes(photosOnlyDir)).toEqual(before);
  });

  it("adds the videos once ffmpeg is available", async () => {
    await expect(ensureDemoLibrary(photosOnlyDir, {})).resolves.toEqual({
      created: true,
      photos: DEMO_PHOTOS.length,
      videos: DEMO_VIDEOS.length,
      ffmpegMissing: false,
    });
    expect((await listFiles(photosOnlyDir)).filter((f) => f.endsWith(".mp4"))).toHaveLength(DEMO_VIDEOS.length);
  });
});
