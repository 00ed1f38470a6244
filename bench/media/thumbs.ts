// Benchmark: photo thumbnails per second, ours against vipsthumbnail on the
// same images with the same size and format (not a test).
//   npx tsx bench/media/thumbs.ts [--photos 24] [--runs 5]
// Needs vipsthumbnail (Debian: apt-get install libvips-tools).
//
// Ours is the path the app takes: writeWebpThumbnail (sharp: EXIF rotation,
// fit in 320 x 320, WebP q80) on the thumbnail worker pool (one worker per
// CPU). The reference is one `vipsthumbnail -s 320 -o %s.webp[Q=80]` run over
// all the photos (libvips' own batch tool, threaded inside); a second row
// gives one vipsthumbnail process per CPU, each with its share of the photos.
// Target: at least 0.8 of vipsthumbnail's rate.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import { sceneSvg } from "../../lib/demo/art";
import { PALETTES } from "../../lib/demo/catalog";
import { writeWebpThumbnail } from "../../lib/media/images";
import { THUMBNAIL_QUALITY, THUMBNAIL_SIZE } from "../../lib/thumbnails/paths";
import { THUMBNAIL_WORKERS } from "../../lib/thumbnails/thumbnails";
import { median, numberOption } from "../stats";
import { nth } from "../../tests/helpers/checked";

const PHOTOS = numberOption("photos", 24);
const RUNS = numberOption("runs", 5);
// A 12 MP phone photo.
const WIDTH = 4032;
const HEIGHT = 3024;

/** Phone-sized JPEGs with sensor-like noise (so they decode like photos, not flat art); every fourth stored sideways with EXIF orientation 6. */
async function makePhotos(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const palettes = Object.values(PALETTES);
  const motifs = ["mountains", "waves", "hills", "lake", "garden", "aurora"] as const;
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 24 } } })
    .png()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const file = path.join(dir, `IMG_${String(i + 1).padStart(4, "0")}.jpg`);
    files.push(file);
    if (fs.existsSync(file)) continue;
    const svg = sceneSvg({
      width: WIDTH,
      height: HEIGHT,
      palette: nth(palettes, i % palettes.length),
      motif: nth(motifs, i % motifs.length),
      seed: i + 1,
      title: `Photo ${i + 1}`,
      subtitle: "hems thumbnail benchmark",
    });
    const scene = await sharp(Buffer.from(svg))
      .removeAlpha()
      .composite([{ input: noise, blend: "soft-light" }])
      .toBuffer();
    let image = sharp(scene);
    if (i % 4 === 3) image = image.rotate(270).withMetadata({ orientation: 6 });
    await image.jpeg({ quality: 90 }).toFile(`${file}.tmp`);
    fs.renameSync(`${file}.tmp`, file);
  }
  return files;
}

function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function timeMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function ours(files: string[], outDir: string): Promise<void> {
  const limit = pLimit(THUMBNAIL_WORKERS);
  const spec = { size: THUMBNAIL_SIZE, quality: THUMBNAIL_QUALITY };
  await Promise.all(files.map((file) => limit(() => writeWebpThumbnail(file, path.join(outDir, `${path.basename(file, ".jpg")}.webp`), spec))));
}

function vipsthumbnail(files: string[], outDir: string): Promise<void> {
  return run("vipsthumbnail", ["-s", String(THUMBNAIL_SIZE), "-o", path.join(outDir, `%s.webp[Q=${THUMBNAIL_QUALITY}]`), ...files]);
}

function vipsthumbnailPerCpu(files: string[], outDir: string): Promise<unknown> {
  const shares = Array.from({ length: THUMBNAIL_WORKERS }, (_, i) => files.filter((_, j) => j % THUMBNAIL_WORKERS === i));
  return Promise.all(shares.filter((share) => share.length).map((share) => vipsthumbnail(share, outDir)));
}

async function main(): Promise<void> {
  if (spawnSync("vipsthumbnail", ["--version"]).status !== 0) {
    console.error("vipsthumbnail not found: apt-get install libvips-tools");
    process.exit(2);
  }
  const photosDir = path.join(os.tmpdir(), `hems-bench-thumbs-${WIDTH}x${HEIGHT}`);
  const started = performance.now();
  const files = await makePhotos(photosDir);
  const megabytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1e6;
  console.log(
    `${files.length} JPEG photos ${WIDTH}x${HEIGHT} (${megabytes.toFixed(0)} MB) in ${photosDir}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `sharp ${sharp.versions.sharp} with libvips ${sharp.versions.vips}; ${spawnSync("vips", ["--version"]).stdout.toString().trim()}; CPUs ${os.availableParallelism()}, thumbnail workers ${THUMBNAIL_WORKERS}`,
  );

  const out = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-thumbs-out-"));
  const dirs = { ours: path.join(out, "ours"), vips: path.join(out, "vips"), vipsPar: path.join(out, "vips-par") };
  Object.values(dirs).forEach((dir) => fs.mkdirSync(dir));
  try {
    // Warm the page cache and both libraries once.
    await ours(files, dirs.ours);
    await vipsthumbnail(files, dirs.vips);
    const times = { ours: [] as number[], vips: [] as number[], vipsPar: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.vips.push(await timeMs(() => vipsthumbnail(files, dirs.vips)));
      times.ours.push(await timeMs(() => ours(files, dirs.ours)));
      times.vipsPar.push(await timeMs(() => vipsthumbnailPerCpu(files, dirs.vipsPar)));
    }

    // Same output: WebP within 320 x 320, upright.
    for (const name of ["IMG_0001", "IMG_0004"]) {
      const [a, b] = await Promise.all([sharp(path.join(dirs.ours, `${name}.webp`)).metadata(), sharp(path.join(dirs.vips, `${name}.webp`)).metadata()]);
      console.log(`  ${name}: ours ${a.format} ${a.width}x${a.height}, vipsthumbnail ${b.format} ${b.width}x${b.height}`);
    }

    const rate = (ms: number) => files.length / (ms / 1000);
    const vips = rate(median(times.vips));
    const ourRate = rate(median(times.ours));
    const vipsPar = rate(median(times.vipsPar));
    console.log(`\nphoto thumbnails (WebP q${THUMBNAIL_QUALITY}, ${THUMBNAIL_SIZE} px box), median of ${RUNS} runs`);
    console.log(`  vipsthumbnail, one run           ${vips.toFixed(1).padStart(7)} photos/s  (reference)`);
    console.log(
      `  ours (sharp, ${THUMBNAIL_WORKERS} workers)          ${ourRate.toFixed(1).padStart(7)} photos/s  = ${(ourRate / vips).toFixed(2)} x vipsthumbnail  (target >= 0.8)`,
    );
    console.log(
      `  vipsthumbnail, ${THUMBNAIL_WORKERS} processes       ${vipsPar.toFixed(1).padStart(7)} photos/s  (ours = ${(ourRate / vipsPar).toFixed(2)} x this)`,
    );
    console.log(
      `  runs (ms): ours ${times.ours.map((t) => t.toFixed(0)).join(", ")}; vipsthumbnail ${times.vips.map((t) => t.toFixed(0)).join(", ")}; per-CPU ${times.vipsPar.map((t) => t.toFixed(0)).join(", ")}`,
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
