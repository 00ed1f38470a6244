// Draws the preview pictures of onboarding's starter templates
// (public/onboarding/templates/<youtube id>.webp, 480x270, a few KB each), so
// the template step never depends on YouTube's thumbnail host. They carry no
// text: the carousel's caption names the category and the video in the page's
// language. Run: node --import tsx scripts/onboarding-previews.mjs
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { TEMPLATES } from "../lib/onboarding/catalog.ts";

const OUT = path.resolve("public/onboarding/templates");
const HUES = [210, 330, 150, 30];
fs.mkdirSync(OUT, { recursive: true });

let category = 0;
for (const template of TEMPLATES) {
  for (const { videos } of template.categories) {
    const hue = HUES[category++ % HUES.length];
    for (const [i, video] of videos.entries()) {
      const h = (hue + i * 18) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},62%,42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,24%)"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="${60 + i * 90}" cy="60" r="90" fill="#fff" fill-opacity="0.08"/>
<circle cx="${420 - i * 60}" cy="230" r="120" fill="#fff" fill-opacity="0.06"/>
<circle cx="240" cy="135" r="38" fill="#0f172a" fill-opacity="0.55"/>
<path d="M228 115 L258 135 L228 155 Z" fill="#fff"/></svg>`;
      await sharp(Buffer.from(svg))
        .webp({ quality: 70 })
        .toFile(path.join(OUT, `${video.youtubeId}.webp`));
    }
  }
}
console.log(`${fs.readdirSync(OUT).length} preview pictures in ${OUT}`);
