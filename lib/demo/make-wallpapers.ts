// Regenerates the committed wallpapers in public/wallpapers/.
// Run from the repository root: npx tsx lib/demo/make-wallpapers.ts [outDir]
// The output is deterministic (seeded), so re-running only changes files when
// this script or lib/demo/art.ts changes.

import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { wallpaperSvg, type Palette, type WallpaperOptions } from "./art";

type Wallpaper = { file: string; palette: Palette; style: WallpaperOptions["style"]; seed: number };

const WALLPAPERS: Wallpaper[] = [
  {
    file: "wallpaper0_default.jpg",
    style: "ribbons",
    seed: 11,
    palette: { skyTop: "#111827", skyBottom: "#1f2937", sun: "#6366f1", layers: ["#3b82f6", "#0ea5e9", "#8b5cf6"], accent: "#22d3ee" },
  },
  {
    file: "wallpaper1_dusk.jpg",
    style: "ridges",
    seed: 23,
    palette: { skyTop: "#2d1b4e", skyBottom: "#f08a5d", sun: "#ffd56b", layers: ["#6b3a72", "#47275a", "#2a1a3d"], accent: "#f9c74f" },
  },
  {
    file: "wallpaper2_ocean.jpg",
    style: "bubbles",
    seed: 37,
    palette: { skyTop: "#0f3057", skyBottom: "#00587a", sun: "#7fdbda", layers: ["#008891", "#48cae4"], accent: "#90e0ef" },
  },
  {
    file: "wallpaper3_forest.jpg",
    style: "ridges",
    seed: 41,
    palette: { skyTop: "#dfe9d8", skyBottom: "#a7c4a0", sun: "#fff8dc", layers: ["#6b9b6b", "#3f704d", "#1e4d2b"], accent: "#c5e1a5" },
  },
  {
    file: "wallpaper4_aurora.jpg",
    style: "ribbons",
    seed: 53,
    palette: { skyTop: "#020617", skyBottom: "#0b3b3c", sun: "#34d399", layers: ["#10b981", "#a78bfa", "#2dd4bf"], accent: "#c084fc" },
  },
  {
    file: "wallpaper5_sand.jpg",
    style: "bubbles",
    seed: 67,
    palette: { skyTop: "#f5e6ca", skyBottom: "#e8c39e", sun: "#fff3e0", layers: ["#d4a373", "#e9edc9"], accent: "#ccd5ae" },
  },
];

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? "public/wallpapers");
  await mkdir(outDir, { recursive: true });
  for (const w of WALLPAPERS) {
    const svg = wallpaperSvg({ width: 1920, height: 1080, palette: w.palette, style: w.style, seed: w.seed });
    // Smooth gradients band easily: high quality and full-resolution colour keep
    // them clean while staying far under 250 KB. Progressive so they appear early.
    const info = await sharp(Buffer.from(svg))
      .removeAlpha()
      .jpeg({ quality: 90, chromaSubsampling: "4:4:4", mozjpeg: true, progressive: true })
      .toFile(path.join(outDir, w.file));
    console.log(`${w.file}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
