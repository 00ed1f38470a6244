import type { Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { resultTitles, search } from "./helpers/search";

// Search on the home face against the demo library: from the icon menu
// (global), inside a folder (scoped), playing a result inline and in the
// player, coming back (the search carry restores query and results), Delete,
// and 'No results found' for 5 s; in English and Chinese, at 1280 and 390 px.

const TEXTS = {
  en: { placeholder: "Search by keywords...", scoped: "Search by keywords only in this category...", none: "No results found" },
  zh: { placeholder: "按关键词搜索...", scoped: "仅在此分类中按关键词搜索...", none: "未找到结果" },
} as const;

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");
let rootName = "";

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 90_000 }).toBe("succeeded");
  rootName = (await (await request.get("/api_myfilex/dirfilesroot")).json()).data[0].name;
  await request.dispose();
});

async function openPage(browser: Browser, locale: "en" | "zh", phone: boolean) {
  const context = await browser.newContext({
    locale: locale === "zh" ? "zh-CN" : "en-US",
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await signInDemoOwner(page.request);
  return { context, page };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const locale of ["en", "zh"] as const) {
  for (const phone of [false, true]) {
    const size = phone ? 390 : 1280;
    test(`search in ${locale} at ${size} px: global, play, come back, delete, nothing found, scoped`, async ({ browser }) => {
      // Some twenty searches and three page loads: more than the default minute on a busy machine.
      test.setTimeout(150_000);
      const { context, page } = await openPage(browser, locale, phone);
      await page.clock.install();
      await gotoHydrated(page, "/sysicon");

      // From the icon menu: every folder of the library.
      await page.getByTestId("search-toggle").click();
      await expect(page.getByTestId("search-input")).toHaveAttribute("placeholder", TEXTS[locale].placeholder);
      await search(page, "summ");
      const found = await resultTitles(page);
      // The title match first; the photos of the "2023 Summer" folders (a folder-name match) after it.
      expect(found[0]).toBe("Summer highlights");
      // The video of Family/2023 Summer/Beach is named by the camera: found by its folder's name.
      expect(found).toContain("VID_20230715_113000");
      expect(found.length).toBeGreaterThan(10);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/search/global-${locale}-${size}.png` });

      // A photo's tile is the grids' light one until its thumbnail loads, never the video frame's black.
      const photoFrame = page.locator('[data-testid="search-result"][data-file-type="2"] > div').first();
      expect(await photoFrame.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(15, 23, 42)");

      // Chinese folder names are searched too (旅行/杭州/West Lake.mp4).
      await search(page, "杭州");
      expect(await resultTitles(page)).toContain("West Lake");

      // A video result plays inline, like any grid card.
      await search(page, "aurora");
      expect(await resultTitles(page)).toEqual(["Aurora timelapse"]);
      await page.getByTestId("search-result-play").click();
      await expect(page.getByTestId("inline-video")).toBeVisible();

      // Its title opens the player; coming back restores the query and the results (the carry).
      await page.getByTestId("search-result-title").click();
      await waitForURLHydrated(page, /\/video\//);
      await page.goBack();
      await waitForURLHydrated(page, "**/sysicon");
      await expect(page.getByTestId("search-input")).toHaveValue("aurora");
      await expect(page.getByTestId("search-result-title")).toHaveText(["Aurora timelapse"]);
      const carry = JSON.parse((await page.evaluate(() => sessionStorage.getItem("searchCarry:v1")))!);
      expect(carry).toMatchObject({ from: "/sysicon", query: "aurora", index: 0 });
      expect(carry.expiresAt - carry.ts).toBe(15 * 60 * 1000);

      // Delete (the clear button) empties the results and forgets the carry.
      await page.getByTestId("search-clear").click();
      await expect(page.getByTestId("search-result")).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem("searchCarry:v1"))).toBeNull();

      // Nothing found: the message shows for 5 seconds (the page's clock stands still meanwhile, but for runFor).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await search(page, "zzqqxx");
      const none = page.getByTestId("search-no-results");
      await expect(none).toHaveText(TEXTS[locale].none);
      await page.screenshot({ path: `test-results/search/none-${locale}-${size}.png` });
      await page.clock.runFor(4_900);
      await expect(none).toBeVisible();
      await page.clock.runFor(200);
      await expect(none).toHaveCount(0);
      await page.clock.resume();

      // Inside a folder the search looks there only (and in its subfolders).
      await gotoHydrated(page, `/folder/${encode(`${rootName}/Family`)}`);
      await expect(page.getByTestId("library-folder")).toBeVisible();
      await page.getByTestId("search-toggle").click();
      await expect(page.getByTestId("search-input")).toHaveAttribute("placeholder", TEXTS[locale].scoped);
      await search(page, "vid");
      expect(await resultTitles(page)).toEqual(["VID_20230715_113000"]);
      await search(page, "aurora");
      await expect(page.getByTestId("search-no-results")).toHaveText(TEXTS[locale].none);
      await search(page, "summer highlights");
      expect(await resultTitles(page)).toEqual(["Summer highlights"]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/search/scoped-${locale}-${size}.png` });
      await context.close();
    });
  }
}

test("the search box is reached and used with the keyboard", async ({ browser }) => {
  const { context, page } = await openPage(browser, "en", false);
  await gotoHydrated(page, "/sysicon");
  const toggle = page.getByTestId("search-toggle");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("search-input")).toBeFocused();
  await page.keyboard.type("temple");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("search-result-title")).toHaveText(["Temple lanterns"]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("search-result-play")).toBeFocused();
  await context.close();
});

for (const locale of ["en", "zh"] as const) {
  for (const phone of [false, true]) {
    const size = phone ? 390 : 1280;
    test(`the owner rebuilds the search index from Settings in ${locale} at ${size} px`, async ({ browser }) => {
      const { context, page } = await openPage(browser, locale, phone);
      await gotoHydrated(page, "/settings");
      const section = page.getByTestId("search-index");
      await expect(section.getByRole("heading")).toHaveText(locale === "en" ? "Search index" : "搜索索引");
      const files = page.getByTestId("search-index-f2f");
      await expect(files).toHaveAttribute("data-state", /idle|succeeded/);
      await page.getByTestId("search-index-f2f-rebuild").click();
      // The demo library is small: rebuilt before start_gidx answers; the bar is full and says so.
      await expect(files).toHaveAttribute("data-state", "succeeded");
      const bar = page.getByTestId("search-index-f2f-bar");
      const max = Number(await bar.getAttribute("max"));
      expect(max).toBeGreaterThan(40);
      await expect(bar).toHaveJSProperty("value", max);
      await expect(page.getByTestId("search-index-f2f-status")).toHaveText(
        locale === "en" ? `${max} of ${max} items indexed · rebuilt` : `已索引 ${max} / ${max} 项 · 已重建`,
      );
      await expect(page.getByTestId("search-index-yt")).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/search/settings-index-${locale}-${size}.png` });
      await context.close();
    });
  }
}
