import { SCROLL_STEPS, TWO_PAGE_SNAP_FRACTION } from "./constants";

// The two-page layout's rules as pure functions (documents, "Scrolling"):
// the player fills page 1, the folder is page 2 below it; when a scroll stops
// between the two, the layout snaps to the nearer page, the boundary being half
// the window height (40 % on the home page, which passes its own fraction);
// the player's background steps down as page 1 scrolls away.

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

export type TwoPage = 1 | 2;

/** Scroll positions land on fractions of a pixel: this close to a page counts as on it. */
const ON_PAGE_PX = 0.5;

/**
 * Where a stopped scroll should settle, as a distance from where page 1 rests:
 * 0 (page 1) or pageHeight (page 2), or null when the scroll is already on a page
 * or inside page 2 where the folder scrolls freely. A scroll that moved more
 * than `fraction` of the window height away from the page it started on
 * (`from`) switches to the other page, else it goes back (players: half the
 * window; the home page: 40 %).
 */
export function snapTarget(
  scrolled: number,
  pageHeight: number,
  windowHeight: number,
  fraction: number = TWO_PAGE_SNAP_FRACTION,
  from: TwoPage = 1,
): number | null {
  if (scrolled <= ON_PAGE_PX || scrolled >= pageHeight - ON_PAGE_PX) return null;
  const moved = from === 1 ? scrolled : pageHeight - scrolled;
  const switches = moved > windowHeight * fraction;
  return (from === 1) === switches ? pageHeight : 0;
}

/** The page a scroll position is on: 1 at page 1's rest, 2 from page 2's top on, else `previous` (between the two). */
export function settledPage(scrolled: number, pageHeight: number, previous: TwoPage): TwoPage {
  if (scrolled <= ON_PAGE_PX) return 1;
  if (scrolled >= pageHeight - ON_PAGE_PX) return 2;
  return previous;
}

/**
 * The window scrolls where each page rests. Page 1 fills the window below
 * the menu bar's space: it rests with its bottom on the window's bottom, so
 * page 2 does not peek in (never above the document's top). Page 2 rests one
 * page further, its top where page 1's was, so the floating bar covers
 * neither page's top.
 */
export function pageScrolls(layoutTop: number, pageHeight: number, windowHeight: number): { first: number; second: number } {
  const first = Math.max(0, layoutTop + pageHeight - windowHeight);
  return { first, second: first + pageHeight };
}

/** Ease in and out (cubic), for the 800 ms snap. t runs from 0 to 1. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}
