import { test as base, expect, type Page, type Response } from "@playwright/test";

// The one way browser specs wait for the app: the root layout's HydratedMarker
// sets <html data-hydrated="true"> once React has hydrated the document (its
// effects ran: listeners attached, autofocus moved, timers started). Before
// that the server's HTML is on screen but clicks, scrolls and stopped clocks
// can be lost. Specs import `test` and `expect` from here.

export const test = base.extend<{ closeLeftoverContexts: void }>({
  // Playwright closes only the context it made for `page`. One a test opens with
  // browser.newContext() and leaves open (or a failed test could not close) keeps
  // its pages running (carousels, players, sockets) for the rest of the worker,
  // and on a 2-core machine that load slows and upsets the later specs. Contexts
  // that existed before the test (a beforeAll's) are left to their spec.
  closeLeftoverContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const leftovers = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(leftovers.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
export { expect };

const HYDRATED = "html[data-hydrated=true]";

/** Waits until the page's current document has hydrated (survives a redirect on the way). */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
}

/** page.goto, then waits for hydration: an app page is only usable from then on. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page["goto"]>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

/** A screenshot for review, kept with the test's other output (test-results/), not in /tmp. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.screenshot({ path: test.info().outputPath(name), ...options });
}

/**
 * A name of this run: specs share one server through `--repeat-each` and a
 * whole run, so what a spec creates (Google users, homes, folders, channels)
 * carries it to stay its own.
 */
export function runTag(): string {
  const info = test.info();
  return `${process.pid}${info.repeatEachIndex}${info.retry}`;
}

/**
 * Lets the page finish what an input started before a spec checks that it
 * changed nothing: two animation frames, by which the handlers, the React
 * commit they cause and any call they start have run. Not a fixed sleep.
 */
export async function settleFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** page.reload, then waits for the new document to hydrate. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}

/** page.waitForURL, then waits for hydration (a full navigation brings a new document; a client one keeps the marker). */
export async function waitForURLHydrated(page: Page, url: Parameters<Page["waitForURL"]>[0], options?: Parameters<Page["waitForURL"]>[1]) {
  await page.waitForURL(url, options);
  await waitForHydration(page);
}

/**
 * Stops the page's (installed) clock where it is, so only runFor moves it from
 * here on. On a busy machine the page's time can pass the target before
 * pauseAt arrives ("Cannot fast-forward to the past"): read it again and retry.
 */
export async function freezeClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}
