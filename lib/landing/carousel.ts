// The landing page's carousel rules (document 001, section 9): pure, shared by
// the client carousels and their tests.

/** A feature carousel moves every 15 s; its image area cycles every 1.8 s. */
export const FEATURE_INTERVAL_MS = 15_000;
export const FEATURE_IMAGE_INTERVAL_MS = 1_800;
/** The tutorial carousel moves every 15 s, every 4 s while the pointer is over it. */
export const TUTORIAL_INTERVAL_MS = 15_000;
export const TUTORIAL_HOVER_INTERVAL_MS = 4_000;
/** Slides and images cross-fade in 500 ms. */
export const FADE_MS = 500;
/** A tutorial video plays only while at least this share of it is visible. */
export const VIDEO_VISIBLE_RATIO = 0.6;

/** The index `step` places away from `index` among `count`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The step an arrow key asks for, or 0 for any other key. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === "ArrowRight") return 1;
  if (key === "ArrowLeft") return -1;
  return 0;
}

/** How long the carousel waits before moving on; null stops it (reduced motion, or a single slide). */
export function autoAdvanceMs(options: {
  intervalMs: number;
  hoverIntervalMs?: number;
  hovered: boolean;
  reducedMotion: boolean;
  count: number;
}): number | null {
  if (options.reducedMotion || options.count < 2) return null;
  return options.hovered && options.hoverIntervalMs ? options.hoverIntervalMs : options.intervalMs;
}
