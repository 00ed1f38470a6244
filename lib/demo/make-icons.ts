// Renders the PNG app icons from public/icons/hems.svg (the source of truth).
// Browsers that install web apps still ask for 192 and 512 px PNGs, and iOS
// wants a 180 px apple-touch-icon. Run from the repository root:
//   npx tsx lib/demo/make-icons.ts

import path from "node:path";
import sharp from "sharp";

const ICONS_DIR = path.resolve("public/icons");
const SIZES: Array<[file: string, size: number]> = [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
];

async function main(): Promise<void> {
  const source = path.join(ICONS_DIR, "hems.svg");
  for (const [file, size] of SIZES) {
    // Render the vector at the target density instead of scaling a bitmap.
    const info = await sharp(source, { density: (72 * size) / 512 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(ICONS_DIR, file));
    console.log(`${file}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
