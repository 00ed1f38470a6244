import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { dragOnto, dragOntoThenEscape, expectViewModeGrid } from "./helpers/grid";
import { setEditMode, signInDemoOwner } from "./helpers/session";
import { page2Rest, windowScrollY } from "./helpers/twoPage";
import { endYoutubeVideo, stubYoutube } from "./helpers/youtube";

// YouTube categories in Chromium, with YouTube's IFrame API, embeds and
// thumbnails stubbed at the network layer (the server's oEmbed lookups fail
// offline, so links are saved with the id's thumbnail and the documented warning).

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const IDS = ["dQw4w9WgXcQ", "AbCdEfGhIj0", "a-b_c-d_e-f"] as const;

async function signInOwner(page: Page, editMode: boolean) {
  await signInDemoOwner(page.request);
  await setEditMode(page.request, editMode);
}

async function serverVideos(page: Page, category: string): Promise<string[]> {
  const reply = await (await page.request.get(`/api_yt/ytvedit/${b64(category)}`)).json();
  return reply.data[0].dir_files.map((v: { youtube_id: string }) => v.youtube_id);
}

test("an owner builds a category from links, reorders, copies and deletes; every invalid input is refused", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await stubYoutube(page);
  await signInOwner(page, true);
  await gotoHydrated(page, "/ytdirview");
  await expect(page.getByTestId("category-view")).toHaveAttribute("data-edit-mode", "true");

  // Category names: the documented texts, a leading space blocked, typing stops at 64.
  const nameInput = page.getByTestId("add-category-input");
  await nameInput.fill("a");
  await page.getByTestId("add-category-submit").click();
  await expect(page.getByTestId("add-category-error")).toHaveText("Name must be at least 2 characters long.");
  await nameInput.fill("Bad/Name");
  await nameInput.press("Enter");
  await expect(page.getByTestId("add-category-error")).toHaveText('Sorry. These characters are not allowed: <>:"/\\|?*');
  await nameInput.fill("");
  await nameInput.pressSequentially("  Mu");
  await expect(nameInput).toHaveValue("Mu");
  await nameInput.fill("x".repeat(70));
  await expect(nameInput).toHaveValue("x".repeat(64));
  expect((await (await page.request.get("/api_yt/getallsections")).json()).data.sections).toEqual([]);
  await nameInput.fill("Music");
  await nameInput.press("Enter");
  await expect(page.getByTestId("category-link")).toHaveText(/Music/);

  await page.getByTestId("category-link").click();
  await expect(page.getByTestId("category-title")).toHaveText("Music");

  // Video links: the documented refusals, nothing saved.
  const link = page.getByTestId("add-video-input");
  for (const [text, error] of [
    ["", "Please enter a youtube link!"],
    ["https://vimeo.com/1234", "This is not a youtube link!"],
    ["https://www.youtube.com/watch?v=short", "Input string does not match the expected format"],
  ] as const) {
    await link.fill(text);
    await page.getByTestId("add-video-submit").click();
    await expect(page.getByTestId("add-video-error")).toHaveText(error);
  }
  expect(await serverVideos(page, "Music")).toEqual([]);

  for (const url of [`https://www.youtube.com/watch?v=${IDS[0]}`, `https://youtu.be/${IDS[1]}`, `https://www.youtube.com/shorts/${IDS[2]}`]) {
    await link.fill(url);
    await link.press("Enter");
    await expect(page.getByTestId("add-video-success")).toContainText("Video added successfully!");
    await page.getByTestId("add-video-again").click();
  }
  await expect(page.getByTestId("grid-item")).toHaveCount(3);
  await link.fill(`youtu.be/${IDS[0]}`);
  await link.press("Enter");
  await expect(page.getByTestId("add-video-error")).toHaveText("This youtube is already in the list!");
  expect(await serverVideos(page, "Music")).toEqual(IDS);

  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "h6-edit-desktop.png", { fullPage: true });

  // Drag the first video onto the third (5 px to start).
  const cells = page.getByTestId("grid-item");
  await dragOnto(page, cells.nth(0), cells.nth(2));
  await expect.poll(() => serverVideos(page, "Music")).toEqual([IDS[1], IDS[2], IDS[0]]);

  // Escape cancels a drag: nothing moves.
  await dragOntoThenEscape(page, cells.nth(0), cells.nth(2));
  expect(await serverVideos(page, "Music")).toEqual([IDS[1], IDS[2], IDS[0]]);

  // Right-click: 'Copy video link' (edit mode only), then paste checks in the category's one link box.
  await cells.nth(0).click({ button: "right" });
  await page.getByTestId("grid-copy-link").click();
  const copiedTitle = (await cells.nth(0).getByTestId("grid-item-title").textContent()) ?? "";
  await expect(page.getByTestId("grid-notice")).toHaveText(`Copied link to “${copiedTitle}”`);
  await expect(page.getByTestId("add-video")).toHaveCount(1);
  await expect(page.getByTestId("grid-paste-input")).toHaveCount(0);
  await link.fill("https://example.com/nothing");
  await page.getByTestId("add-video-submit").click();
  await expect(page.getByTestId("add-video-error")).toHaveText("This is not a youtube link!");
  await link.fill("/yv/short");
  await page.getByTestId("add-video-submit").click();
  await expect(page.getByTestId("add-video-error")).toHaveText("Input string does not match the expected format");
  await page.getByTestId("add-video-clipboard").click();
  await expect(page.getByTestId("add-video-error")).toHaveText("This youtube is already in the list!");
  expect(await serverVideos(page, "Music")).toEqual([IDS[1], IDS[2], IDS[0]]);

  // Delete with the x: the documented question; Cancel keeps it.
  await cells.nth(2).getByTestId("grid-item-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Are you sure you want to delete this video?");
  await page.getByTestId("confirm-dialog-cancel").click();
  expect(await serverVideos(page, "Music")).toHaveLength(3);
  await cells.nth(2).getByTestId("grid-item-delete").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(cells).toHaveCount(2);
  expect(await serverVideos(page, "Music")).toEqual([IDS[1], IDS[2]]);

  // Play is disabled while editing.
  await expect(cells.nth(0).getByTestId("grid-item-play")).toHaveCount(0);
  await cells.nth(0).getByTestId("grid-item-poster").click();
  await expect(page.getByTestId("inline-youtube")).toHaveCount(0);

  // Rename: unchanged does nothing; a new name moves the page.
  await page.getByTestId("category-rename").click();
  await page.getByTestId("rename-category-input").fill("Songs");
  await page.getByTestId("rename-category-input").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/ytdirview/${b64("Songs")}/`));
  await expect(page.getByTestId("category-title")).toHaveText("Songs");
});

test("view mode plays inline one at a time, and the player holds the intro, then plays and ends the album", async ({ page }) => {
  test.setTimeout(90_000);
  await stubYoutube(page);
  await signInOwner(page, false);
  await gotoHydrated(page, `/ytdirview/${b64("Songs")}/${b64("Songs")}`);
  const cells = await expectViewModeGrid(page, 2);
  await cells.nth(1).getByTestId("grid-item-play").click();
  await expect(page.getByTestId("inline-youtube")).toHaveCount(1);
  await expect(cells.nth(1)).toHaveAttribute("data-playing", "true");

  await cells.nth(0).getByTestId("grid-item-title").click();
  await expect(page).toHaveURL(new RegExp(`/ytplayerdirview/${IDS[1]}/`));
  const player = page.getByTestId("category-player");
  await expect(page.getByTestId("player-intro")).toBeVisible();
  await expect(page.getByTestId("yt-stub")).toHaveAttribute("data-muted", "true");
  await expect(page.getByTestId("yt-stub")).toHaveAttribute("data-seek", "0");
  await expect(player).toHaveAttribute("data-playing", "false");
  await expect(page.getByTestId("player-suggestions")).toContainText("You may like...");
  await screenshot(page, "h6-player-intro.png");
  await expect(page.getByTestId("player-intro")).toHaveCount(0, { timeout: 7000 });
  await expect(player).toHaveAttribute("data-playing-signature", `${IDS[1]}-${b64("Songs")}`);
  await expect(page.getByTestId("yt-stub")).toHaveAttribute("data-muted", "false");

  // The end of a video plays the next; the last one ends the album.
  await endYoutubeVideo(page);
  await expect(page).toHaveURL(new RegExp(`/ytplayerdirview/${IDS[2]}/`));
  await expect(page.getByTestId("player-intro")).toBeVisible();
  await expect(page.getByTestId("player-intro")).toHaveCount(0, { timeout: 7000 });
  await endYoutubeVideo(page);
  await expect(page.getByTestId("player-end")).toContainText("End of Album");
  await page.getByTestId("player-replay").click();
  await expect(page).toHaveURL(new RegExp(`/ytplayerdirview/${IDS[1]}/`));

  // The button below the player glides to the category, in the shared two-page layout.
  await expect(page.getByTestId("two-page-to-folder")).toHaveAttribute("aria-label", "Show the category");
  await page.getByTestId("two-page-to-folder").click();
  const page2 = await page2Rest(page);
  await expect.poll(() => windowScrollY(page)).toBe(page2);
  await expect(page.getByTestId("two-page-layout")).toHaveAttribute("data-step", "80");
  await expect(page.getByTestId("player-category-link")).toBeInViewport();
  await expect(page.getByTestId("category-grid")).toBeInViewport();
  await screenshot(page, "h6-player-page2.png");

  await gotoHydrated(page, "/ytplayerdirview/bad");
  await expect(page.getByTestId("player-no-video")).toHaveText("No video ID provided!");
});

/** The grid's ids in the order shown. */
const shownOrder = (page: Page) => page.getByTestId("grid-item").evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.id));

test("a reorder the server refuses or fails puts the server's order back and says why for 15 s", async ({ page }) => {
  test.setTimeout(90_000);
  await stubYoutube(page);
  await signInOwner(page, true);
  await page.clock.install();
  await gotoHydrated(page, `/ytdirview/${b64("Songs")}/${b64("Songs")}`);
  const cells = page.getByTestId("grid-item");
  await expect(cells).toHaveCount(2);
  const before = await shownOrder(page);
  const notice = page.getByTestId("grid-notice");

  // Refused (status false, with the server's text): held until the dropped order has shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api_yt/ytvreorder", async (route) => {
    await held;
    await route.fulfill({ json: { status: false, error: "The order must list every video of the category once." } });
  });
  await dragOnto(page, cells.nth(0), cells.nth(1));
  await expect.poll(() => shownOrder(page)).toEqual([...before].reverse());
  release();
  await expect(notice).toHaveText("The order must list every video of the category once.");
  await expect(notice).toHaveAttribute("role", "alert");
  await expect.poll(() => shownOrder(page)).toEqual(before);
  expect(await serverVideos(page, "Songs")).toEqual([IDS[1], IDS[2]]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "h6-reorder-refused-desktop.png");
  // The text stays 15 s (time also flows by itself meanwhile: a few seconds' margin).
  await page.clock.runFor(11_000);
  await expect(notice).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(notice).toHaveCount(0);

  // Failed (HTTP 500 without an envelope): the documented 'API call error!'.
  await page.unroute("**/api_yt/ytvreorder");
  await page.route("**/api_yt/ytvreorder", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  await dragOnto(page, cells.nth(0), cells.nth(1));
  await expect(notice).toHaveText("API call error!");
  await expect.poll(() => shownOrder(page)).toEqual(before);
  expect(await serverVideos(page, "Songs")).toEqual([IDS[1], IDS[2]]);
  await page.clock.runFor(15_500);
  await expect(notice).toHaveCount(0);
});

test("a wheel scroll during the category player's glide stops it", async ({ page }) => {
  await stubYoutube(page);
  await signInOwner(page, false);
  await page.clock.install();
  await gotoHydrated(page, `/ytplayerdirview/${IDS[1]}/${b64(IDS[1])}/${b64("Songs")}/${b64("Songs")}`);
  await expect(page.getByTestId("category-player")).toBeVisible();
  await expect(page.getByTestId("two-page-layout")).toHaveAttribute("data-step", "0");
  const scrollY = () => windowScrollY(page);

  // Time stands still but for the test's steps. Left alone, the glide goes on to the category.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByTestId("two-page-to-folder").click();
  await page.clock.runFor(200);
  expect(await scrollY()).toBeGreaterThan(0);
  await page.clock.runFor(2_000);
  expect(await scrollY()).toBe(await page2Rest(page));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.clock.runFor(2_000);
  expect(await scrollY()).toBe(0);

  // The same glide, a quarter of its 800 ms in, then the wheel scrolls back up.
  await page.getByTestId("two-page-to-folder").click();
  await page.clock.runFor(200);
  const underway = await scrollY();
  expect(underway).toBeGreaterThan(0);
  expect(underway).toBeLessThan(page.viewportSize()!.height * 0.5);
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, -underway - 200);
  await expect.poll(scrollY).toBe(0);
  // The rest of the glide would have carried on to the category: it stays on the player.
  await page.clock.runFor(2_000);
  expect(await scrollY()).toBe(0);
  await expect(page.getByTestId("two-page-layout")).toHaveAttribute("data-step", "0");
  await expect(page.getByTestId("category-player")).toBeInViewport();
});

test("phone and Chinese: the category list fits a small screen; deleting a category asks first", async ({ page, context, baseURL }) => {
  await stubYoutube(page);
  await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
  await signInOwner(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/ytdirview");
  await expect(page.getByTestId("brief-category")).toHaveCount(1);
  await screenshot(page, "h6-root-phone-zh.png", { fullPage: true });

  // The category player: the button below it says where it goes.
  await gotoHydrated(page, `/ytplayerdirview/${IDS[1]}/${b64(IDS[1])}/${b64("Songs")}/${b64("Songs")}`);
  await expect(page.getByTestId("two-page-to-folder")).toHaveAttribute("aria-label", "显示分类");
  await screenshot(page, "h6-player-phone-zh.png");
  await page.getByTestId("two-page-to-folder").click();
  const page2 = await page2Rest(page);
  await expect.poll(() => windowScrollY(page)).toBe(page2);
  await expect(page.getByTestId("category-grid")).toBeInViewport();
  await screenshot(page, "h6-player-page2-phone-zh.png");

  // A refused reorder, in Chinese.
  await signInOwner(page, true);
  await gotoHydrated(page, `/ytdirview/${b64("Songs")}/${b64("Songs")}`);
  await page.route("**/api_yt/ytvreorder", (route) => route.fulfill({ status: 500, body: "" }));
  await dragOnto(page, page.getByTestId("grid-item").nth(0), page.getByTestId("grid-item").nth(1));
  await expect(page.getByTestId("grid-notice")).toHaveText("API 调用错误！");
  await screenshot(page, "h6-reorder-refused-phone-zh.png");
  await page.unroute("**/api_yt/ytvreorder");

  await gotoHydrated(page, "/ytdirview");
  await page.getByTestId("category-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  await screenshot(page, "h6-delete-phone-zh.png");
  await page.getByTestId("confirm-dialog-cancel").click();

  // In English: the documented question, then the category and its links are gone.
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
  await gotoHydrated(page, "/ytdirview");
  await page.getByTestId("category-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    'Are you sure you want to delete the category "Songs"? All YouTube video links in this category will be deleted, including its references in channels.',
  );
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("category-section")).toHaveCount(0);
  expect((await (await page.request.get("/api_yt/getallsections")).json()).data.sections).toEqual([]);
});
