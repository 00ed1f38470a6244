import { SCROLL_STEPS, TWO_PAGE_SNAP_FRACTION } from "./constants";

// The two-page layout's rules as pure functions (documents, "Scrolling"):
// the player fills page 1, the folder is page 2 below it; when a scroll stops
// between the two, the layout snaps to the nearer page, the boundary being half
// the window height; the player's background steps down as page 1 scrolls away.

export type ScrollStep = 0 | (typeof SCROLL_STEPS)[number];

/** How much of page 1 has scrolled away, in percent (0 to 100). */
export function scrollPercent(scrolled: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  return Math.min(100, Math.max(0, (scrolled / pageHeight) * 100));
}

/** The highest threshold (10, 30, 60, 80 percent) reached, or 0 while page 1 is in full view. */
export function scrollStep(percent: number): ScrollStep {
  let step: ScrollStep = 0;
  for (const threshold of SCROLL_STEPS) if (percent >= threshold) step = threshold;
  return step;
}

/** The player background: opaque up to 30 %, then 0.7, 0.3, and gone from 80 % on, where page 1 fades. */
export function playerBackgroundOpacity(step: ScrollStep): number {
  switch (step) {
    case 0:
    case 10:
      return 1;
    case 30:
      return 0.7;
    case 60:
      return 0.3;
    case 80:
      return 0;
  }
}

/**
 * Where a stopped scroll should settle, as a distance from the top of page 1:
 * 0 (page 1) or pageHeight (page 2), or null when the scroll is already on a page
 * or inside page 2 where the folder scrolls freely.
 */
export function snapTarget(scrolled: number, pageHeight: number, windowHeight: number): number | null {
  if (scrolled <= 0 || scrolled >= pageHeight) return null;
  return scrolled > windowHeight * TWO_PAGE_SNAP_FRACTION ? pageHeight : 0;
}

/** Ease in and out (cubic), for the 800 ms snap. t runs from 0 to 1. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}
