// Makes the landing page's four how-to clips (public/landing/tutorial-<id>.mp4,
// H.264, 800x400, about 7 s, muted) and their posters (tutorial-<id>.webp) from
// screenshots of the real app, three per step: <dir>/<id>-1.png ... <id>-3.png,
// 1280x640. The screenshots come from scripts/landing-capture.spec.ts (see there).
// Run: node scripts/landing-videos.mjs /tmp/landcap
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const dir = process.argv[2] ?? "/tmp/landcap";
const OUT = path.resolve("public/landing");
const FRAME_S = 2.5;
const FADE_S = 0.4;
// One caption in both languages: the clip is the same for every visitor.
const STEPS = [
  ["category", "1 · Create a category · 创建分类"],
  ["link", "2 · Paste a link · 粘贴链接"],
  ["channel", "3 · Build a channel · 创建频道"],
  ["guest", "4 · Invite a guest · 邀请访客"],
];

/** The caption bar as a picture: librsvg's font fallback draws Latin and Chinese alike (drawtext takes one font). */
async function captionBar(caption, file) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="52"><rect width="800" height="52" fill="#0f172a" fill-opacity="0.85"/>
<text x="400" y="34" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, Droid Sans Fallback, sans-serif" font-size="22" font-weight="600" fill="#ffffff">${caption}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

for (const [id, caption] of STEPS) {
  const bar = path.join(dir, `${id}-caption.png`);
  await captionBar(caption, bar);
  const inputs = [1, 2, 3].flatMap((n) => ["-loop", "1", "-t", String(FRAME_S), "-framerate", "15", "-i", path.join(dir, `${id}-${n}.png`)]).concat(["-i", bar]);
  const scale = [0, 1, 2].map((n) => `[${n}:v]scale=800:400,format=yuv420p,setsar=1[s${n}]`).join(";");
  const fades = `[s0][s1]xfade=transition=fade:duration=${FADE_S}:offset=${FRAME_S - FADE_S}[f1];[f1][s2]xfade=transition=fade:duration=${FADE_S}:offset=${2 * (FRAME_S - FADE_S)}[f2]`;
  const overlay = `[f2][3:v]overlay=x=0:y=H-h[v]`;
  const video = path.join(OUT, `tutorial-${id}.mp4`);
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", ...inputs, "-filter_complex", `${scale};${fades};${overlay}`, "-map", "[v]", "-c:v", "libx264", "-profile:v", "main", "-crf", "30", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", video]);
  // The poster: the clip's last picture, caption included.
  const frame = execFileSync("ffmpeg", ["-loglevel", "error", "-sseof", "-0.2", "-i", video, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-"]);
  const poster = path.join(OUT, `tutorial-${id}.webp`);
  await sharp(frame).webp({ quality: 78 }).toFile(poster);
  console.log(id, `${Math.round(fs.statSync(video).size / 1024)} KB video`, `${Math.round(fs.statSync(poster).size / 1024)} KB poster`);
}
