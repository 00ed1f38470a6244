import type { Page } from "@playwright/test";

// The shared two-page layout (components/player/TwoPageLayout): the window
// scrolls, page 1 (the player) rests at 0 and page 2 one page further down.

export const windowScrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The window scroll where page 2 rests: one page 1 below page 1's rest (0), its top below the menu bar's space. */
export const page2Rest = (page: Page) =>
  page.evaluate(() =>
    Math.round(
      document.querySelector("[data-testid=two-page-folder]")!.getBoundingClientRect().top -
        document.querySelector("[data-testid=two-page-layout]")!.getBoundingClientRect().top,
    ),
  );
