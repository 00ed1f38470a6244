import type { BrowserContext, Page } from "@playwright/test";
import { expect, gotoHydrated } from "./test";

// Content Security Policy in the browser tests: every violation a page of the
// context reports (the securitypolicyviolation event, and Chromium's console
// error for it); a page's scripts ran when it hydrated (helpers/test).

export type CspViolation = { page: string; directive: string; blocked: string; sample?: string };

/** Collects the violations of every page of the context, from the first byte of each document on. */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding("__hemsCspViolation", ({ page }, v: Omit<CspViolation, "page">) => {
    violations.push({ page: page?.url() ?? "", ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __hemsCspViolation: (v: object) => void }).__hemsCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push({ page: message.page()?.url() ?? "", directive: "console", blocked: message.text() });
    }
  });
  return violations;
}

/** Opens each address in turn; each must load and hydrate. */
export async function walk(page: Page, addresses: string[]) {
  for (const address of addresses) {
    // Hydrating proves the page's (nonce-carrying) scripts ran.
    const reply = await gotoHydrated(page, address);
    expect(reply?.status(), address).toBeLessThan(500);
  }
}

/**
 * A stored-XSS payload in the page's HTML as the server sends it (an inline
 * script and an event handler attribute, without the nonce): neither may run
 * (window.__xss stays unset), both are reported, and the page still works.
 */
export async function expectXssBlocked(page: Page, address: `/${string}`, violations: CspViolation[]) {
  const payload = `<script>window.__xss = 1</script><img src="data:," alt="" onload="window.__xss = 2" onerror="window.__xss = 3">`;
  await page.route(
    (url) => url.pathname === address,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const reply = await route.fetch();
      await route.fulfill({ response: reply, body: (await reply.text()).replace("<body>", `<body>${payload}`) });
    },
  );
  await gotoHydrated(page, address);
  await expect.poll(() => violations.map((v) => v.directive)).toEqual(expect.arrayContaining(["script-src-attr", "script-src-elem"]));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

/**
 * The YouTube player opened from the first video of a category's grid, at `address`: the IFrame API
 * script, loaded by the page's own script, runs.
 */
export async function openYouTubeFromGrid(page: Page, address: RegExp) {
  await page.getByTestId("grid-item").first().getByTestId("grid-item-title").click();
  await expect(page).toHaveURL(address);
  await expect(page.getByTestId("yt-stub")).toBeAttached();
}

/** `address` opens without a violation; then, with the XSS payload in the HTML of "/", expectXssBlocked holds. */
export async function expectInjectionBlocked(context: BrowserContext, page: Page, address: string) {
  const violations = await watchCsp(context);
  await gotoHydrated(page, address);
  expect(violations).toEqual([]);
  await expectXssBlocked(page, "/", violations);
}
