import { test, expect, gotoHydrated, reloadHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";

// The YouTube Videos tile of the home face leads to /youtubeview, the top of
// the category view, in both languages.

test("the YouTube Videos tile opens the category view, in English and Chinese", async ({ page, context }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/sysicon");
  await page.getByTestId("tile-youtube").click();
  await expect(page).toHaveURL(/\/youtubeview$/);
  await expect(page.getByTestId("category-view")).toBeVisible();
  await expect(page).toHaveTitle(/YouTube/);

  await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: page.url() }]);
  await reloadHydrated(page);
  await expect(page.getByTestId("category-view")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^zh/);
  await expect(page).toHaveTitle(/YouTube 视频/);
});

test("/youtubeview sends a signed-out visitor to the sign-in", async ({ page }) => {
  await gotoHydrated(page, "/youtubeview");
  await expect(page).toHaveURL(/\/\?from=%2Fyoutubeview$/);
});
