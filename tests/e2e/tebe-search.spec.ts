import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { googleUser, registerWithGoogle, type GoogleUser } from "./helpers/google";
import { setEditMode } from "./helpers/session";
import { resultTitles as titles, search } from "./helpers/search";
import { stubYoutube } from "./helpers/youtube";
import { knownVideo } from "./helpers/oembed";

// Search on the tebe face (/api_gidx_yt): from the home screen (the tiles
// hide, results blur the wallpaper), inside a category (scoped), playing a
// result and coming back (the carry); English and Chinese, 1280 and 390 px.
// Each video's title (from the e2e server's oEmbed fake) is its id.

const SOL = googleUser({ sub: "700000000000000000701", email: "sol.search@example.com", name: "Sol" });
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const TRIPS = "Road trips 旅行";
const MUSIC = "Music";
const TRIP_IDS = ["TripVid0001", "TripVid0002"];
const MUSIC_ID = "SongVid0001";
const TEXTS = {
  en: { placeholder: "Search by keywords...", scoped: "Search by keywords only in this category...", none: "No results found" },
  zh: { placeholder: "按关键词搜索...", scoped: "仅在此分类中按关键词搜索...", none: "未找到结果" },
} as const;

async function signUp(browser: Browser, user: GoogleUser, homeName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await stubYoutube(context);
  const page = await context.newPage();
  await registerWithGoogle(page, user, homeName);
  return { context, page };
}

test("tebe view: search from the home screen and inside a category, in both languages and sizes", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signUp(browser, SOL, "Sol Home");
  const request = page.request;
  const folders: Record<string, string> = {};
  for (const id of [...TRIP_IDS, MUSIC_ID]) await knownVideo(id, id);
  for (const [name, ids] of [
    [TRIPS, TRIP_IDS],
    [MUSIC, [MUSIC_ID]],
  ] as const) {
    const section = await (await request.get(`/api_tebeplay/saveytdir/${b64(name)}`)).json();
    folders[name] = section.data.folder_url;
    for (const id of ids)
      expect((await request.get(`/api_tebeplay/saveyt/${b64(`https://www.youtube.com/watch?v=${id}`)}/${folders[name]}`)).status()).toBe(200);
  }
  await setEditMode(request, false);

  for (const locale of ["en", "zh"] as const) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
    for (const size of [1280, 390]) {
      await page.setViewportSize({ width: size, height: size === 390 ? 844 : 800 });
      await gotoHydrated(page, "/tbhome");
      await expect(page.getByTestId("tile-youtube")).toBeVisible();

      // Opening search hides the tiles; results blur the wallpaper.
      await page.getByTestId("search-toggle").click();
      await expect(page.getByTestId("tile-youtube")).toBeHidden();
      await search(page, "tripvid");
      expect((await titles(page)).sort()).toEqual(TRIP_IDS);
      await expect(page.getByTestId("tbhome-wallpaper")).toHaveAttribute("data-blurred", "true");
      await expect(page.getByTestId("tbhome-wallpaper").locator("img")).toHaveCSS("filter", "blur(10px) brightness(0.9)");
      // A category's name is searched too, Chinese included.
      await search(page, "旅行");
      expect((await titles(page)).sort()).toEqual(TRIP_IDS);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/search/tebe-home-${locale}-${size}.png` });

      // Nothing found: the message, and no blur.
      await search(page, "zzqqxx");
      await expect(page.getByTestId("search-no-results")).toHaveText(TEXTS[locale].none);
      await expect(page.getByTestId("tbhome-wallpaper")).not.toHaveAttribute("data-blurred", "true");

      // Play a result, come back: the carry restores query and results.
      await search(page, "songvid");
      await page.getByTestId("search-result-title").click();
      await waitForURLHydrated(page, `**/tbplay/${MUSIC_ID}/**`);
      await page.goBack();
      await waitForURLHydrated(page, "**/tbhome");
      await expect(page.getByTestId("search-input")).toHaveValue("songvid");
      await expect(page.getByTestId("search-result-title")).toHaveText([MUSIC_ID]);
      await page.getByTestId("search-clear").click();
      await expect(page.getByTestId("search-result")).toHaveCount(0);

      // Inside a category: only its videos.
      await gotoHydrated(page, `/tbview/${folders[MUSIC]}/${b64(MUSIC)}`);
      await expect(page.getByTestId("category-title")).toHaveText(MUSIC);
      await page.getByTestId("search-toggle").click();
      await expect(page.getByTestId("search-input")).toHaveAttribute("placeholder", TEXTS[locale].scoped);
      await search(page, "songvid");
      expect(await titles(page)).toEqual([MUSIC_ID]);
      await search(page, "tripvid");
      await expect(page.getByTestId("search-no-results")).toHaveText(TEXTS[locale].none);
      await search(page, "songvid");
      await page.screenshot({ path: `test-results/search/tebe-category-${locale}-${size}.png` });

      // The YouTube Videos tile opens /tbview with the search open, over every category.
      await gotoHydrated(page, "/tbhome");
      await page.getByTestId("tile-youtube").click();
      await waitForURLHydrated(page, "**/tbview?search=global");
      await expect(page.getByTestId("search-input")).toHaveAttribute("placeholder", TEXTS[locale].placeholder);
      await search(page, "vid");
      expect((await titles(page)).sort()).toEqual([MUSIC_ID, ...TRIP_IDS].sort());
      await page.screenshot({ path: `test-results/search/tebe-tile-${locale}-${size}.png` });
      await page.getByTestId("search-clear").click();

      // The owner rebuilds the links' index from the tebe settings; the bar is fed by gidx_status.
      await gotoHydrated(page, "/tbsettings");
      await page.getByTestId("search-index-yt-rebuild").click();
      await expect(page.getByTestId("search-index-yt")).toHaveAttribute("data-state", "succeeded");
      await expect(page.getByTestId("search-index-yt-bar")).toHaveJSProperty("value", 3);
      await expect(page.getByTestId("search-index-yt-status")).toHaveText(locale === "en" ? "3 of 3 items indexed · rebuilt" : "已索引 3 / 3 项 · 已重建");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId("search-index").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/search/tebe-settings-index-${locale}-${size}.png` });
    }
  }
  await context.close();
});
