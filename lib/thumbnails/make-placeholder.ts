// Renders public/thumbnails/placeholder.webp (shown for files that cannot be
// decoded) from placeholder.svg beside it. Run from the repository root:
//   npx tsx lib/thumbnails/make-placeholder.ts

import path from "node:path";
import sharp from "sharp";
import { THUMBNAIL_QUALITY } from "./paths";

async function main(): Promise<void> {
  const dir = path.resolve("public/thumbnails");
  const info = await sharp(path.join(dir, "placeholder.svg")).webp({ quality: THUMBNAIL_QUALITY }).toFile(path.join(dir, "placeholder.webp"));
  console.log(`placeholder.webp: ${info.width}x${info.height}, ${info.size} bytes`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
