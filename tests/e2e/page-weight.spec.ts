import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { demoScanned } from "./helpers/demoLibrary";
import { namespacesIn, recordLoads, SOCKET_MARK, ZOD_MARK } from "./helpers/weight";

// A library folder's first load (issue 17 item 15; bench/web/page-weight.mjs
// measures it): its HTML carries the library's translations and not the
// other pages', zod is not loaded, and with no scan running neither is the
// socket.io client (library.spec's scan test sees it connect while a scan runs).

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

for (const locale of ["en", "zh-CN"] as const) {
  test(`a folder page (${locale}) carries only its own messages and loads neither zod nor, with no scan running, socket.io`, async ({ browser }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ locale, viewport });
      await signInDemoOwner(context.request);
      await demoScanned(context.request);
      const page = await context.newPage();
      const loaded = recordLoads(page);
      const response = await gotoHydrated(page, `/folder/${encode("Demo/Pets")}`);
      await expect(page.getByTestId("library-folder")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const namespaces = namespacesIn(await response!.text());
      expect(namespaces).toEqual(expect.arrayContaining(["library", "media", "shell", "common"]));
      for (const other of ["landing", "settings", "onboarding", "homePages", "login", "tebeAuth", "legal"]) expect(namespaces).not.toContain(other);
      expect(loaded.scripts.filter((body) => body.includes(ZOD_MARK))).toHaveLength(0);
      // The demo library's scan is over: no live progress to show, so no socket.
      expect(loaded.scripts.filter((body) => body.includes(SOCKET_MARK))).toHaveLength(0);
      expect(loaded.sockets).toEqual([]);
      await expect(page.locator("body")).not.toContainText(/\b(library|media|common|shell|addToChannel)\.[a-z][A-Za-z]+\b/);
      await screenshot(page, `weight-folder-${locale}-${viewport.width}.png`);
      await context.close();
    }
  });
}

test("the directory home's own pages open with their texts: settings and the channel list", async ({ page }) => {
  await signInDemoOwner(page.request);
  for (const address of ["/settings", "/playlist", "/hems"]) {
    await gotoHydrated(page, address);
    await expect(page.locator("body")).not.toContainText(/\b(settings|channels|library|media|common|dialogs|shell)\.[a-z][A-Za-z]+\b/);
  }
});
