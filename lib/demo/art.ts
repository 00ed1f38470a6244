// Pure SVG builders for the generated demo photos and the wallpapers. No I/O
// here: callers render the SVG with sharp. Everything is drawn from a seeded
// random source so the same seed always gives the same picture.

import { seededRandom } from "../random";

export type Palette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Landscape layers, back to front. */
  layers: string[];
  accent: string;
};

export type Motif = "mountains" | "waves" | "hills" | "confetti" | "paws" | "aurora" | "lake" | "garden";

export type SceneOptions = {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  seed: number;
  title: string;
  subtitle: string;
  /** Small badge in the top-left corner, with an arrow pointing to the top of the picture. */
  topBadge?: string;
};

// Fonts librsvg may find through fontconfig; without any, text is skipped
// silently and the picture still looks fine.
const FONT_FAMILY = "DejaVu Sans, Liberation Sans, Noto Sans, Arial, Helvetica, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A jagged ridge line across the full width, closed at the bottom. */
function ridgePath(rand: () => number, w: number, h: number, baseY: number, amplitude: number, peaks: number): string {
  const points: string[] = [`M0 ${h}`, `L0 ${r1(baseY)}`];
  const step = w / peaks;
  for (let i = 0; i <= peaks; i++) {
    const x = i * step;
    const peak = baseY - amplitude * (0.35 + rand() * 0.65);
    const valley = baseY - amplitude * rand() * 0.3;
    points.push(`L${r1(x + step * 0.5)} ${r1(peak)}`, `L${r1(x + step)} ${r1(valley)}`);
  }
  points.push(`L${w} ${h}`, "Z");
  return points.join(" ");
}

/** A smooth rolling hill line (cubic curves), closed at the bottom. */
function hillPath(rand: () => number, w: number, h: number, baseY: number, amplitude: number, bumps: number): string {
  const step = w / bumps;
  let d = `M0 ${h} L0 ${r1(baseY)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const top = baseY - amplitude * (0.4 + rand() * 0.6);
    d += ` C${r1(x0 + step * 0.3)} ${r1(top)} ${r1(x0 + step * 0.7)} ${r1(top)} ${r1(x0 + step)} ${r1(baseY - amplitude * rand() * 0.2)}`;
  }
  return `${d} L${w} ${h} Z`;
}

/** A sine-like wave band, closed at the bottom. */
function wavePath(w: number, h: number, baseY: number, amplitude: number, waves: number, phase: number): string {
  const segments = waves * 8;
  let d = `M0 ${h}`;
  for (let i = 0; i <= segments; i++) {
    const x = (i / segments) * w;
    const y = baseY + Math.sin((i / segments) * waves * Math.PI * 2 + phase) * amplitude;
    d += ` L${r1(x)} ${r1(y)}`;
  }
  return `${d} L${w} ${h} Z`;
}

function pawPrint(cx: number, cy: number, size: number, angle: number, color: string): string {
  const toe = size * 0.22;
  const toes = [-1.5, -0.5, 0.5, 1.5]
    .map((k) => {
      const x = cx + k * toe * 1.25;
      const y = cy - size * 0.42 - (Math.abs(k) < 1 ? toe * 0.45 : 0);
      return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(toe * 0.55)}" ry="${r1(toe * 0.7)}"/>`;
    })
    .join("");
  return `<g fill="${color}" transform="rotate(${r1(angle)} ${r1(cx)} ${r1(cy)})"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(size * 0.42)}" ry="${r1(size * 0.34)}"/>${toes}</g>`;
}

function flower(cx: number, cy: number, size: number, petal: string, centre: string): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    return `<circle cx="${r1(cx + Math.cos(a) * size * 0.5)}" cy="${r1(cy + Math.sin(a) * size * 0.5)}" r="${r1(size * 0.38)}"/>`;
  }).join("");
  return `<g fill="${petal}" opacity="0.92">${petals}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.3)}" fill="${centre}"/>`;
}

function motifShapes(motif: Motif, rand: () => number, w: number, h: number, p: Palette): string {
  const m = Math.min(w, h);
  const layer = (i: number) => p.layers[Math.min(i, p.layers.length - 1)];
  switch (motif) {
    case "mountains":
      return [0, 1, 2].map((i) => `<path d="${ridgePath(rand, w, h, h * (0.55 + i * 0.12), h * (0.3 - i * 0.06), 4 + i * 2)}" fill="${layer(i)}"/>`).join("");
    case "hills":
      return [0, 1, 2].map((i) => `<path d="${hillPath(rand, w, h, h * (0.6 + i * 0.1), h * 0.16, 2 + i)}" fill="${layer(i)}"/>`).join("");
    case "waves":
      return [0, 1, 2, 3]
        .map((i) => `<path d="${wavePath(w, h, h * (0.58 + i * 0.09), m * 0.018 * (1 + i * 0.4), 3 + i, rand() * 6)}" fill="${layer(i)}"/>`)
        .join("");
    case "lake": {
      const hills = [0, 1]
        .map((i) => `<path d="${hillPath(rand, w, h, h * (0.5 + i * 0.06), h * 0.14, 3 + i)}" fill="${layer(i)}" opacity="${0.75 + i * 0.2}"/>`)
        .join("");
      const water = `<rect x="0" y="${r1(h * 0.6)}" width="${w}" height="${r1(h * 0.4)}" fill="${layer(2)}"/>`;
      const ripples = Array.from({ length: 9 }, () => {
        const y = h * (0.64 + rand() * 0.32);
        const x = rand() * w * 0.8;
        return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w * (0.08 + rand() * 0.2))}" height="${r1(m * 0.006)}" rx="${r1(m * 0.003)}" fill="${p.sun}" opacity="0.35"/>`;
      }).join("");
      return hills + water + ripples;
    }
    case "aurora": {
      const bands = [0, 1, 2]
        .map((i) => {
          const y = h * (0.22 + i * 0.1);
          return `<path d="M${r1(-w * 0.1)} ${r1(y + h * 0.1)} C${r1(w * 0.25)} ${r1(y - h * 0.2)} ${r1(w * 0.6)} ${r1(y + h * 0.25)} ${r1(w * 1.1)} ${r1(y - h * 0.05)}" stroke="${i === 1 ? p.accent : p.sun}" stroke-width="${r1(m * (0.06 - i * 0.012))}" stroke-linecap="round" fill="none" opacity="${0.35 - i * 0.07}"/>`;
        })
        .join("");
      const stars = Array.from(
        { length: 60 },
        () =>
          `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h * 0.5)}" r="${r1(m * (0.001 + rand() * 0.002))}" fill="#ffffff" opacity="${r1(0.4 + rand() * 0.6)}"/>`,
      ).join("");
      const ridges = [0, 1].map((i) => `<path d="${ridgePath(rand, w, h, h * (0.72 + i * 0.1), h * 0.2, 5 + i * 3)}" fill="${layer(i)}"/>`).join("");
      return stars + bands + ridges;
    }
    case "confetti": {
      const colors = [p.accent, p.sun, ...p.layers];
      return Array.from({ length: 70 }, () => {
        const color = colors[Math.floor(rand() * colors.length)];
        const x = rand() * w;
        const y = rand() * h;
        const s = m * (0.012 + rand() * 0.03);
        return rand() < 0.5
          ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s / 2)}" fill="${color}" opacity="0.85"/>`
          : `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s)}" height="${r1(s * 0.4)}" rx="${r1(s * 0.1)}" fill="${color}" opacity="0.85" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
      }).join("");
    }
    case "paws": {
      const hills = `<path d="${hillPath(rand, w, h, h * 0.8, h * 0.08, 2)}" fill="${layer(0)}"/>`;
      const trail = Array.from({ length: 7 }, (_, i) => {
        const t = i / 6;
        const x = w * (0.1 + t * 0.8);
        const y = h * (0.75 - t * 0.45) + (i % 2 ? m * 0.05 : -m * 0.05);
        return pawPrint(x, y, m * 0.09, -50 + rand() * 20, p.accent);
      }).join("");
      return hills + trail;
    }
    case "garden": {
      const hills = `<path d="${hillPath(rand, w, h, h * 0.7, h * 0.1, 3)}" fill="${layer(0)}"/>`;
      const flowers = Array.from({ length: 14 }, () => {
        const x = rand() * w;
        const y = h * (0.66 + rand() * 0.16);
        const s = m * (0.03 + rand() * 0.04);
        const stem = `<rect x="${r1(x - s * 0.06)}" y="${r1(y)}" width="${r1(s * 0.12)}" height="${r1(h - y)}" fill="${layer(1)}"/>`;
        return stem + flower(x, y, s, rand() < 0.5 ? p.accent : p.sun, "#fff7d6");
      }).join("");
      return hills + flowers;
    }
  }
}

/** An upward arrow plus a label, so a wrongly rotated thumbnail is obvious at a glance. */
function topBadge(label: string, m: number): string {
  const s = m * 0.05;
  const pad = s * 0.35;
  const width = s * 1.2 + label.length * s * 0.36 + pad * 2;
  return `<g transform="translate(${r1(m * 0.04)} ${r1(m * 0.04)})">
  <rect width="${r1(width)}" height="${r1(s + pad * 2)}" rx="${r1(s * 0.3)}" fill="#000000" opacity="0.45"/>
  <path d="M${r1(pad + s * 0.45)} ${r1(pad)} L${r1(pad + s * 0.9)} ${r1(pad + s * 0.5)} L${r1(pad + s * 0.6)} ${r1(pad + s * 0.5)} L${r1(pad + s * 0.6)} ${r1(pad + s)} L${r1(pad + s * 0.3)} ${r1(pad + s)} L${r1(pad + s * 0.3)} ${r1(pad + s * 0.5)} L${r1(pad)} ${r1(pad + s * 0.5)} Z" fill="#ffffff"/>
  <text x="${r1(pad + s * 1.2)}" y="${r1(pad + s * 0.78)}" font-family="${FONT_FAMILY}" font-size="${r1(s * 0.6)}" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
</g>`;
}

export function sceneSvg(o: SceneOptions): string {
  const { width: w, height: h, palette: p } = o;
  const rand = seededRandom(o.seed);
  const m = Math.min(w, h);
  const sunX = w * (0.2 + rand() * 0.6);
  const sunY = h * (0.18 + rand() * 0.2);
  const sunR = m * (0.07 + rand() * 0.06);
  // Sized from the picture's area so wide and tall pictures get similar labels,
  // but never wider than the picture (bold glyphs average ~0.62 em).
  const labelScale = Math.sqrt(w * h);
  const titleSize = Math.min(labelScale * 0.085, (w * 0.88) / (o.title.length * 0.62));
  const subtitleSize = labelScale * 0.036;
  const bandHeight = (titleSize + subtitleSize + m * 0.1) * 1.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 3)}" fill="url(#glow)"/>
<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="${p.sun}"/>
${motifShapes(o.motif, rand, w, h, p)}
<rect y="${r1(h - bandHeight)}" width="${w}" height="${r1(bandHeight)}" fill="url(#shade)"/>
<text x="${r1(m * 0.05)}" y="${r1(h - subtitleSize - m * 0.075)}" font-family="${FONT_FAMILY}" font-size="${r1(titleSize)}" font-weight="bold" fill="#ffffff">${escapeXml(o.title)}</text>
<text x="${r1(m * 0.052)}" y="${r1(h - m * 0.05)}" font-family="${FONT_FAMILY}" font-size="${r1(subtitleSize)}" fill="#ffffff" opacity="0.9">${escapeXml(o.subtitle)}</text>
${o.topBadge ? topBadge(o.topBadge, m) : ""}
</svg>`;
}

export type WallpaperOptions = { width: number; height: number; palette: Palette; seed: number; style: "ribbons" | "bubbles" | "ridges" };

/** Quiet abstract backgrounds: big soft shapes, no text, calm enough to sit behind tiles. */
export function wallpaperSvg(o: WallpaperOptions): string {
  const { width: w, height: h, palette: p } = o;
  const rand = seededRandom(o.seed);
  let shapes = "";
  if (o.style === "ribbons") {
    shapes = Array.from({ length: 5 }, (_, i) => {
      const y = h * (0.2 + i * 0.15);
      const color = i % 2 ? p.accent : p.layers[i % p.layers.length];
      return `<path d="M${-w * 0.1} ${r1(y)} C${r1(w * 0.3)} ${r1(y - h * (0.2 + rand() * 0.2))} ${r1(w * 0.6)} ${r1(y + h * (0.2 + rand() * 0.2))} ${r1(w * 1.1)} ${r1(y - h * 0.1)}" stroke="${color}" stroke-width="${r1(h * (0.08 + rand() * 0.08))}" stroke-linecap="round" fill="none" opacity="${r1(0.18 + rand() * 0.2)}"/>`;
    }).join("");
  } else if (o.style === "bubbles") {
    shapes = Array.from({ length: 14 }, (_, i) => {
      const color = [p.accent, p.sun, ...p.layers][i % (2 + p.layers.length)];
      return `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(h * (0.06 + rand() * 0.22))}" fill="${color}" opacity="${r1(0.12 + rand() * 0.2)}"/>`;
    }).join("");
  } else {
    shapes = p.layers
      .map((color, i) => `<path d="${hillPath(rand, w, h, h * (0.55 + i * 0.13), h * 0.18, 2 + i)}" fill="${color}" opacity="${r1(0.55 + i * 0.15)}"/>`)
      .join("");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.15" r="0.7"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${shapes}
</svg>`;
}
