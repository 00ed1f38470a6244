// Draws the landing page's feature pictures (public/landing/feature-<id>-<n>.webp,
// 800x300): simple flat illustrations, three per feature, so the image area has
// something to cycle through. Run: node scripts/landing-images.mjs
import path from "node:path";
import sharp from "sharp";

const W = 800;
const H = 300;
const OUT = path.resolve("public/landing");
const PALETTE = ["#38bdf8", "#fb7185", "#fbbf24", "#34d399", "#a78bfa", "#f472b6"];

const frame = (body, from, to) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#0f172a" flood-opacity="0.25"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="700" cy="40" r="120" fill="#ffffff" opacity="0.06"/><circle cx="90" cy="280" r="90" fill="#ffffff" opacity="0.05"/>
${body}</svg>`;

const play = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.9"/><path d="M${cx - r * 0.3} ${cy - r * 0.45} L${cx + r * 0.5} ${cy} L${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#0f172a"/>`;
const thumb = (x, y, w, h, color, highlight = false) =>
  `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${color}"/>${play(x + w / 2, y + h / 2, Math.min(w, h) / 6)}</g>` +
  (highlight ? `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="14" fill="none" stroke="#ffffff" stroke-width="4"/>` : "");
const bar = (x, y, w, h = 12, opacity = 0.85) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#ffffff" opacity="${opacity}"/>`;

// Categories of video cards; step 2 adds a card, step 3 moves one.
function collections(n) {
  const rows = [0, 1].map((row) => {
    const y = 62 + row * 120;
    const cards = [0, 1, 2, 3].map((i) => {
      const color = PALETTE[(row * 2 + i + (n === 3 && row === 0 ? 1 : 0)) % PALETTE.length];
      const isNew = n === 2 && row === 0 && i === 3;
      return thumb(190 + i * 140, y, 120, 80, color, isNew || (n === 3 && row === 0 && i === 1));
    });
    return bar(40, y + 22, 110, 14) + bar(40, y + 46, 70, 10, 0.5) + cards.join("");
  });
  const paste =
    n === 2
      ? `<g filter="url(#sh)"><rect x="500" y="18" width="270" height="34" rx="17" fill="#ffffff"/></g><rect x="518" y="31" width="170" height="8" rx="4" fill="#94a3b8"/><circle cx="748" cy="35" r="10" fill="#2563eb"/>`
      : "";
  return frame(rows.join("") + paste, "#1e3a8a", "#0f766e");
}

// A screen playing a channel, the queue beside it; the progress moves on.
function channels(n) {
  const progress = [0.25, 0.6, 0.9][n - 1];
  const screen = `<g filter="url(#sh)"><rect x="60" y="40" width="420" height="220" rx="16" fill="#0f172a"/></g><rect x="76" y="56" width="388" height="170" rx="8" fill="${PALETTE[n]}"/>${play(270, 141, 34)}
<rect x="76" y="238" width="388" height="8" rx="4" fill="#334155"/><rect x="76" y="238" width="${388 * progress}" height="8" rx="4" fill="#ef4444"/>`;
  const queue = [0, 1, 2].map((i) => {
    const y = 48 + i * 74;
    const current = i === (n - 1) % 3;
    return `<rect x="520" y="${y}" width="230" height="62" rx="12" fill="#ffffff" opacity="${current ? 0.95 : 0.25}"/><rect x="530" y="${y + 9}" width="72" height="44" rx="8" fill="${PALETTE[(i + 2) % PALETTE.length]}"/>
<rect x="614" y="${y + 16}" width="110" height="9" rx="4" fill="${current ? "#0f172a" : "#ffffff"}" opacity="0.7"/><rect x="614" y="${y + 34}" width="70" height="8" rx="4" fill="${current ? "#64748b" : "#ffffff"}" opacity="0.5"/>`;
  });
  return frame(screen + queue.join(""), "#0f172a", "#7c3aed");
}

// A home with visitors arriving: one, two, then three.
function guests(n) {
  const house = `<g filter="url(#sh)"><path d="M300 150 L400 70 L500 150 L500 250 L300 250 Z" fill="#ffffff"/></g><rect x="375" y="190" width="50" height="60" rx="6" fill="#2563eb"/><rect x="325" y="165" width="34" height="30" rx="4" fill="#bfdbfe"/><rect x="441" y="165" width="34" height="30" rx="4" fill="#bfdbfe"/>`;
  const person = (x, color) =>
    `<g filter="url(#sh)"><circle cx="${x}" cy="170" r="26" fill="${color}"/><path d="M${x - 42} 260 Q${x} 180 ${x + 42} 260 Z" fill="${color}"/></g><circle cx="${x}" cy="170" r="26" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  const people = [
    [150, "#fbbf24"],
    [650, "#fb7185"],
    [560, "#34d399"],
  ]
    .slice(0, n)
    .map(([x, c]) => person(x, c));
  const hearts = n === 3 ? `<path d="M400 40 c-10 -14 -30 -6 -24 10 l24 22 l24 -22 c6 -16 -14 -24 -24 -10 z" fill="#fb7185"/>` : "";
  return frame(house + people.join("") + hearts, "#0e7490", "#1e3a8a");
}

// Two languages side by side; each step brings one forward.
function languages(n) {
  const bubble = (x, y, text, front, size) =>
    `<g filter="url(#sh)" opacity="${front ? 1 : 0.55}"><rect x="${x}" y="${y}" width="260" height="130" rx="24" fill="#ffffff"/><path d="M${x + 40} ${y + 128} l0 34 l34 -34 z" fill="#ffffff"/></g>
<text x="${x + 130}" y="${y + 80}" text-anchor="middle" font-family="Droid Sans Fallback, Noto Sans, sans-serif" font-size="${size}" font-weight="700" fill="#1e293b">${text}</text>`;
  const en = bubble(120, 60, "English", n !== 2, 44);
  const zh = bubble(420, 80, "中文", n !== 1, 54);
  return frame(n === 2 ? en + zh : zh + en, "#7c3aed", "#db2777");
}

const FEATURES = { collections, channels, guests, languages };
for (const [id, draw] of Object.entries(FEATURES)) {
  for (const n of [1, 2, 3]) {
    const file = path.join(OUT, `feature-${id}-${n}.webp`);
    const info = await sharp(Buffer.from(draw(n)))
      .webp({ quality: 80 })
      .toFile(file);
    console.log(path.relative(process.cwd(), file), `${Math.round(info.size / 1024)} KB`);
  }
}
