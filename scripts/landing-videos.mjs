// Makes the landing page's four how-to clips, one per language
// (public/landing/tutorial-<id>.<locale>.mp4, H.264, 800x400, about 7 s,
// muted) and their posters (tutorial-<id>.<locale>.webp) from screenshots of
// the real app, three per step: <dir>/<id>-1.png ... <id>-3.png, 1280x640.
// The screenshots come from scripts/landing-capture.spec.ts (see there).
// Run: node scripts/landing-videos.mjs /tmp/landcap
// Without the screenshots, `--recaption <dir of clips>` puts each language's
// caption over the caption bar of clips made earlier (an opaque bar, so
// nothing of the old caption shows through).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const recaptionFrom = process.argv[2] === "--recaption" ? path.resolve(process.argv[3]) : null;
const dir = recaptionFrom ? null : (process.argv[2] ?? "/tmp/landcap");
const OUT = path.resolve("public/landing");
const FRAME_S = 2.5;
const FADE_S = 0.4;
const BAR_HEIGHT = 52;
// Each language's clip carries its own caption (an English visitor never sees Chinese text burned in).
const STEPS = [
  ["category", { en: "1 · Create a category", zh: "1 · 创建分类" }],
  ["link", { en: "2 · Paste a link", zh: "2 · 粘贴链接" }],
  ["channel", { en: "3 · Build a channel", zh: "3 · 创建频道" }],
  ["guest", { en: "4 · Invite a guest", zh: "4 · 邀请访客" }],
];

/** The caption bar as a picture: librsvg's font fallback draws Latin and Chinese alike (drawtext takes one font). */
async function captionBar(caption, file) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${BAR_HEIGHT}"><rect width="800" height="${BAR_HEIGHT}" fill="#0f172a"/>
<text x="400" y="34" text-anchor="middle" font-family="Noto Sans, Noto Sans CJK SC, DejaVu Sans, Droid Sans Fallback, sans-serif" font-size="22" font-weight="600" fill="#ffffff">${caption}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

const ENCODE = [
  "-map",
  "[v]",
  "-c:v",
  "libx264",
  "-profile:v",
  "main",
  "-crf",
  "30",
  "-preset",
  "slow",
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  "-an",
];

/** The clip's pictures with the caption bar over their bottom: from the screenshots, or from an earlier clip. */
function encode(id, bar, video) {
  if (recaptionFrom) {
    const source = path.join(recaptionFrom, `tutorial-${id}.mp4`);
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", source, "-i", bar, "-filter_complex", "[0:v][1:v]overlay=x=0:y=H-h[v]", ...ENCODE, video]);
    return;
  }
  const inputs = [1, 2, 3]
    .flatMap((n) => ["-loop", "1", "-t", String(FRAME_S), "-framerate", "15", "-i", path.join(dir, `${id}-${n}.png`)])
    .concat(["-i", bar]);
  const scale = [0, 1, 2].map((n) => `[${n}:v]scale=800:400,format=yuv420p,setsar=1[s${n}]`).join(";");
  const fades = `[s0][s1]xfade=transition=fade:duration=${FADE_S}:offset=${FRAME_S - FADE_S}[f1];[f1][s2]xfade=transition=fade:duration=${FADE_S}:offset=${2 * (FRAME_S - FADE_S)}[f2]`;
  const overlay = `[f2][3:v]overlay=x=0:y=H-h[v]`;
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", ...inputs, "-filter_complex", `${scale};${fades};${overlay}`, ...ENCODE, video]);
}

const work = fs.mkdtempSync("/tmp/landing-captions-");
for (const [id, captions] of STEPS) {
  for (const [locale, caption] of Object.entries(captions)) {
    const bar = path.join(work, `${id}-${locale}-caption.png`);
    await captionBar(caption, bar);
    const video = path.join(OUT, `tutorial-${id}.${locale}.mp4`);
    encode(id, bar, video);
    // The poster: the clip's last picture, caption included.
    const frame = execFileSync("ffmpeg", ["-loglevel", "error", "-sseof", "-0.2", "-i", video, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-"]);
    const poster = path.join(OUT, `tutorial-${id}.${locale}.webp`);
    await sharp(frame).webp({ quality: 78 }).toFile(poster);
    console.log(id, locale, `${Math.round(fs.statSync(video).size / 1024)} KB video`, `${Math.round(fs.statSync(poster).size / 1024)} KB poster`);
  }
}
fs.rmSync(work, { recursive: true, force: true });
