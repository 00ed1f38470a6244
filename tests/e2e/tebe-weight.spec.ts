import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { namespacesIn, QUERY_MARK, recordLoads, SOCKET_MARK, ZOD_MARK } from "./helpers/weight";

// The landing page's first load (issue 17 item 15; bench/web/page-weight.mjs
// measures it): only its own translations travel in the HTML, and neither
// zod, TanStack Query (only signed-in pages query the API) nor the socket.io
// client is loaded, nor a websocket opened.

for (const locale of ["en", "zh-CN"] as const) {
  test(`the landing page (${locale}) loads no zod, no TanStack Query, no socket and only the landing's and shell's messages`, async ({ browser }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const loaded = recordLoads(page);
      const response = await gotoHydrated(page, "/");
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const namespaces = namespacesIn(await response!.text());
      expect(namespaces).toEqual(expect.arrayContaining(["landing", "shell", "common"]));
      for (const other of ["library", "media", "settings", "onboarding", "homePages", "login", "tebeAuth"]) expect(namespaces).not.toContain(other);
      expect(loaded.scripts.length).toBeGreaterThan(0);
      expect(loaded.scripts.filter((body) => body.includes(ZOD_MARK))).toHaveLength(0);
      expect(loaded.scripts.filter((body) => body.includes(QUERY_MARK))).toHaveLength(0);
      expect(loaded.scripts.filter((body) => body.includes(SOCKET_MARK))).toHaveLength(0);
      expect(loaded.sockets).toEqual([]);
      // No message key shows instead of its text.
      await expect(page.locator("body")).not.toContainText(/\b(landing|shell|common)\.[a-z][A-Za-z]+\b/);
      await screenshot(page, `weight-landing-${locale}-${viewport.width}.png`, { fullPage: viewport.width === 390 ? false : true });
      await context.close();
    }
  });
}
