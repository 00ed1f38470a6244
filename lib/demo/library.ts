import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { access, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { log as appLog } from "../log";
import { ffmpegAvailable, ffmpegHasFilter, runFfmpeg, type FfmpegPaths } from "../media";
import { sceneSvg } from "./art";
import { DEMO_LIBRARY_VERSION, DEMO_PHOTOS, DEMO_VIDEOS, type DemoPhoto, type DemoVideo } from "./catalog";

// Generates the demo media library once: photos with real EXIF dates and
// orientations in nested folders, and short H.264/AAC clips when ffmpeg exists.
//
// Resuming after an interruption: every file is written to a hidden temp file
// (".<name>.<pid>-<random>.partial") beside its final place and renamed when
// complete, so a file under its final name is always whole. A later run skips
// those and regenerates the rest. Temp names are unique per writer, so two
// processes starting at once cannot write into the same temp file; stale temp
// files left by a crash are swept on the next run. The marker file is written
// last, only after all files exist; while it is present and current, nothing
// is touched.

export const DEMO_MARKER_FILE = ".hems-demo.json";

export const FFMPEG_MISSING_NOTICE = "ffmpeg not found: the demo library has photos only. Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH.";

export type DemoLibraryOptions = FfmpegPaths & { log?: (message: string) => void };

export type DemoLibraryResult = { created: boolean; photos: number; videos: number; ffmpegMissing: boolean };

const Marker = z.object({
  version: z.number(),
  photos: z.number(),
  videos: z.number(),
  ffmpegMissing: z.boolean(),
  generatedAt: z.string(),
});
type Marker = z.infer<typeof Marker>;

// sharp does its work on libuv's thread pool (4 threads by default); a few
// photos in flight keep it busy without holding many decoded canvases at once.
const PHOTO_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));
// Each ffmpeg run is its own process using several threads already.
const VIDEO_CONCURRENCY = 2;
const VIDEO_TIMEOUT_MS = 60_000;
// A temp file this old cannot belong to a run still in progress.
const STALE_PARTIAL_MS = 10 * 60_000;

// ffmpeg's drawtext needs a font file; titles are burnt in only if one of these exists.
const FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
  "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
];

export async function ensureDemoLibrary(dir: string, opts: DemoLibraryOptions = {}): Promise<DemoLibraryResult> {
  const log = opts.log ?? ((message: string) => appLog.info(message));
  const marker = await readMarker(dir);
  if (marker && !marker.ffmpegMissing) return resultFrom(marker, false);
  const hasFfmpeg = await ffmpegAvailable(opts);
  // A photos-only library is complete until ffmpeg turns up; then the videos are added.
  if (marker && !hasFfmpeg) return resultFrom(marker, false);

  const started = Date.now();
  log(`Generating the demo media library in ${dir} (first start only, takes a few seconds)`);
  await mkdir(dir, { recursive: true });
  await removeStalePartials(dir);
  if (!hasFfmpeg) log(FFMPEG_MISSING_NOTICE);

  const photoJob = forEachLimited(DEMO_PHOTOS, PHOTO_CONCURRENCY, (photo) =>
    writeOnce(path.join(dir, photo.relPath), photo.takenAt, (tmp) => renderPhoto(photo, tmp)),
  );
  const videoJob = hasFfmpeg ? makeVideos(dir, opts) : Promise.resolve();
  // Wait for both before failing, so no ffmpeg is left running after we return.
  const outcomes = await Promise.allSettled([photoJob, videoJob]);
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failure) throw failure.reason;

  const done: Marker = {
    version: DEMO_LIBRARY_VERSION,
    photos: DEMO_PHOTOS.length,
    videos: hasFfmpeg ? DEMO_VIDEOS.length : 0,
    ffmpegMissing: !hasFfmpeg,
    generatedAt: new Date().toISOString(),
  };
  await writeFileAtomic(path.join(dir, DEMO_MARKER_FILE), `${JSON.stringify(done, null, 2)}\n`);
  log(`Demo media library ready: ${done.photos} photos, ${done.videos} videos in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return resultFrom(done, true);
}

function resultFrom(marker: Marker, created: boolean): DemoLibraryResult {
  return { created, photos: marker.photos, videos: marker.videos, ffmpegMissing: marker.ffmpegMissing };
}

/** The marker if present and written by this version of the generator; anything else means "not done". */
async function readMarker(dir: string): Promise<Marker | null> {
  try {
    const parsed = Marker.safeParse(JSON.parse(await readFile(path.join(dir, DEMO_MARKER_FILE), "utf8")));
    return parsed.success && parsed.data.version === DEMO_LIBRARY_VERSION ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---- files ----------------------------------------------------------------

function partialPath(file: string): string {
  const unique = `${process.pid}-${randomBytes(4).toString("hex")}`;
  return path.join(path.dirname(file), `.${path.basename(file)}.${unique}.partial`);
}

async function removeStalePartials(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.startsWith(".") || !entry.name.endsWith(".partial")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}

/**
 * Creates `file` through `produce(tmpPath)` unless it already exists. The
 * file's mtime is set to when the picture was "taken", as a camera import would.
 */
async function writeOnce(file: string, takenAt: Date, produce: (tmpPath: string) => Promise<void>): Promise<void> {
  if (await exists(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = partialPath(file);
  try {
    await produce(tmp);
    await utimes(tmp, takenAt, takenAt);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

async function writeFileAtomic(file: string, content: string): Promise<void> {
  const tmp = partialPath(file);
  await writeFile(tmp, content);
  await rename(tmp, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Runs `work` over `items` with at most `limit` at a time; stops starting new work after the first failure. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // The workers share one iterator: each item is taken by exactly one of them.
  const pending = items.values();
  let failure: unknown = null;
  const worker = async () => {
    for (const item of pending) {
      if (failure !== null) return;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}

// ---- photos ---------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, "0");

/** EXIF date format: "YYYY:MM:DD HH:MM:SS", local wall-clock time. */
function exifDate(d: Date): string {
  return `${d.getFullYear()}:${pad(d.getMonth() + 1)}:${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

// Stored pixels are the upright picture turned the opposite way, so a viewer
// that applies the EXIF orientation shows it upright (and one that ignores it
// shows it sideways, which is what the orientation badge makes visible).
const STORED_ROTATION: Record<DemoPhoto["orientation"], number> = { 1: 0, 3: 180, 6: 270, 8: 90 };

async function renderPhoto(photo: DemoPhoto, outFile: string): Promise<void> {
  const svg = sceneSvg({
    width: photo.width,
    height: photo.height,
    palette: photo.palette,
    motif: photo.motif,
    seed: photo.seed,
    title: photo.title,
    subtitle: photo.subtitle,
    topBadge: photo.orientation === 1 ? undefined : `EXIF orientation ${photo.orientation}`,
  });
  const date = exifDate(photo.takenAt);
  // libvips names EXIF directories IFD0 (main image), IFD1 (thumbnail), IFD2
  // (the Exif sub-IFD, home of DateTimeOriginal) and IFD3 (GPS).
  const exif = {
    IFD0: { Make: "hems", Model: "Demo Library", Software: "hems demo generator", DateTime: date, ImageDescription: photo.title },
    IFD2: { DateTimeOriginal: date, DateTimeDigitized: date },
  };
  let image = sharp(Buffer.from(svg)).removeAlpha();
  if (photo.orientation !== 1) {
    // The Orientation tag is not taken from withExif: libvips writes it from
    // the image's own orientation field, which withMetadata sets.
    image = image.rotate(STORED_ROTATION[photo.orientation]).withMetadata({ orientation: photo.orientation });
  }
  image = image.withExifMerge(exif);
  if (photo.format === "png") image = image.png({ compressionLevel: 6 });
  else if (photo.format === "webp") image = image.webp({ quality: 80 });
  else image = image.jpeg({ quality: 84, mozjpeg: true });
  await image.toFile(outFile);
}

// ---- videos ---------------------------------------------------------------

async function makeVideos(dir: string, opts: FfmpegPaths): Promise<void> {
  const font = (await ffmpegHasFilter("drawtext", opts)) ? await firstExisting(FONT_CANDIDATES) : null;
  await forEachLimited(DEMO_VIDEOS, VIDEO_CONCURRENCY, (video) =>
    writeOnce(path.join(dir, video.relPath), video.takenAt, (tmp) =>
      runFfmpeg(videoArgs(video, tmp, font), { timeoutMs: VIDEO_TIMEOUT_MS, ffmpegPath: opts.ffmpegPath }).then(() => {}),
    ),
  );
}

async function firstExisting(files: string[]): Promise<string | null> {
  for (const file of files) {
    try {
      await access(file);
      return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

function sourceFilter(v: DemoVideo): string {
  const size = `s=${v.width}x${v.height}:r=25`;
  switch (v.source) {
    case "gradients": {
      const colors = (v.colors ?? ["0x1f2937", "0x60a5fa"]).map((c, i) => `c${i}=${c}`).join(":");
      return `gradients=${size}:${colors}:n=${v.colors?.length ?? 2}:seed=7:speed=0.03`;
    }
    case "life":
      return `life=${size}:mold=10:ratio=0.12:seed=42:life_color=#ffb74d:death_color=#3e2723`;
    case "cellauto":
      // Black-and-white rule 30, tinted lake-green.
      return `cellauto=${size}:rule=30:random_seed=7,colorchannelmixer=rr=0.35:gg=0.75:bb=0.7`;
    default:
      return `${v.source}=${size}`;
  }
}

/** Filter-safe title text: drawtext treats ' : \ , % specially, so keep plain characters only. */
function drawtextTitle(title: string): string {
  return title.replace(/[^A-Za-z0-9 .-]/g, "");
}

function videoArgs(v: DemoVideo, outFile: string, font: string | null): string[] {
  const fadeOutAt = (v.seconds - 0.5).toFixed(2);
  const filters = [`fade=t=in:d=0.4`, `fade=t=out:st=${fadeOutAt}:d=0.5`];
  if (font) {
    filters.push(
      `drawtext=fontfile='${font}':text='${drawtextTitle(v.title)}':fontsize=h/12:fontcolor=white:` +
        `box=1:boxcolor=black@0.35:boxborderw=${Math.round(v.height / 40)}:x=(w-text_w)/2:y=h-text_h-h/10`,
    );
  }
  filters.push("format=yuv420p");
  return [
    "-y",
    ["-f", "lavfi", "-i", sourceFilter(v)],
    ["-f", "lavfi", "-i", `sine=frequency=${v.toneHz}:sample_rate=48000`],
    ["-t", String(v.seconds)],
    ["-vf", filters.join(",")],
    ["-af", `volume=0.5,afade=t=in:d=0.3,afade=t=out:st=${fadeOutAt}:d=0.5`],
    ["-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-pix_fmt", "yuv420p"],
    ["-c:a", "aac", "-b:a", "96k", "-ac", "2"],
    ["-movflags", "+faststart"],
    ["-metadata", `title=${v.title}`, "-metadata", `creation_time=${v.takenAt.toISOString()}`],
    // The temp name has no .mp4 extension, so the container is named explicitly.
    ["-f", "mp4", outFile],
  ].flat();
}
