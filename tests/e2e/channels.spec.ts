import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { dragOnto } from "./helpers/grid";
import { openAsInvitedGuest, setEditMode, signInDemoOwner } from "./helpers/session";
import { endYoutubeVideo, stubYoutube } from "./helpers/youtube";
import { summerLinks } from "./helpers/demoLibrary";

// Channels through the real server with the demo owner and demo library:
// the channel manager (create, rename, items, delete), the channel player
// (intro, YouTube, local video and photo, next channel, end and reload) and
// the auto-play configuration with /tbauch. YouTube's IFrame API is stubbed.

/** Other specs may leave channels behind: this one starts from none. */
async function deleteAllChannels(request: APIRequestContext) {
  const list = (await (await request.get("/api_chnl/listchannels")).json()).data as Record<string, { file_name: string }>;
  for (const channel of Object.values(list)) {
    expect((await request.post("/api_chnl/deletechannel", { data: { file_name: channel.file_name } })).status()).toBe(200);
  }
}

async function itemOrder(request: APIRequestContext, fileName: string): Promise<string[]> {
  const reply = await (await request.post("/api_chnl/getchannelplaylist", { data: { file_name: fileName } })).json();
  return reply.data.items.map((item: { channel_media_path: string }) => item.channel_media_path);
}

const row = (page: Page, name: string) => page.getByTestId("channel-row").filter({ has: page.locator(`[value="${name}"], :text-is("${name}")`) });

test("channel manager, channel player and auto-play", async ({ page }) => {
  test.setTimeout(150_000);
  await signInDemoOwner(page.request);
  const demo = await summerLinks(page.request);
  const links = { video: demo.video, photo: demo.photos[0]! };
  await deleteAllChannels(page.request);
  await setEditMode(page.request, true);
  await stubYoutube(page);

  // Empty list, edit-mode explanation, the name rule.
  await gotoHydrated(page, "/playlist");
  await expect(page.getByTestId("channels-empty")).toHaveText(/^No channel is created\./);
  await expect(page.getByTestId("channel-edit-help")).toBeVisible();
  await page.getByTestId("channel-new").click();
  await page.getByTestId("channel-new-name").fill("abc");
  await page.getByTestId("channel-new-ok").click();
  await expect(page.getByTestId("channel-new-error")).toHaveText("Playlist name must be at least 4 characters long.");
  for (const name of ["Summer Fun", "Evening Walks", "Delete Me Now"]) {
    if (!(await page.getByTestId("channel-new-name").isVisible())) await page.getByTestId("channel-new").click();
    await page.getByTestId("channel-new-name").fill(name);
    await page.getByTestId("channel-new-ok").click();
    // The new channel comes first.
    await expect(page.getByTestId("channel-name-input").first()).toHaveValue(name);
  }

  // Rename in place, saved on Enter.
  const walks = page.getByTestId("channel-name-input").nth(1);
  await walks.fill("Evening Strolls");
  await walks.press("Enter");
  await expect
    .poll(async () =>
      Object.values((await (await page.request.get("/api_chnl/listchannels")).json()).data).map((c) => (c as { channel_name: string }).channel_name),
    )
    .toEqual(["Delete Me Now", "Evening Strolls", "Summer Fun"]);

  // Delete with confirmation; a failure shows 'Failed to delete playlist.'.
  await page.route("**/api_chnl/deletechannel", (route) => route.fulfill({ status: 500, json: { status: false, error: "boom" } }));
  await page.getByTestId("channel-delete").first().click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("channels-message")).toHaveText("Failed to delete playlist.");
  await page.unroute("**/api_chnl/deletechannel");
  await page.getByTestId("channel-delete").first().click();
  await expect(page.getByTestId("confirm-dialog")).toContainText('"Delete Me Now"');
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("channel-row")).toHaveCount(2);

  // Items, in the shared editable grid: a foreign link is refused; demo photo, demo video and an online video are added and reordered by dragging.
  const summer = row(page, "Summer Fun");
  const summerFile = (await summer.getAttribute("data-file-name"))!;
  await summer.getByTestId("channel-items-toggle").click();
  const items = summer.getByTestId("channel-items");
  await items.getByTestId("grid-paste-input").fill("https://example.com/watch?v=dQw4w9WgXcQ");
  await items.getByTestId("grid-paste-add").click();
  await expect(items.getByTestId("grid-notice")).toContainText('Invalid video link "https://example.com/watch?v=dQw4w9WgXcQ"!');
  // A plain YouTube address is taken as that online video.
  for (const link of [links.photo, links.video, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"]) {
    await items.getByTestId("grid-paste-input").fill(link);
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-paste-input")).toHaveValue("");
  }
  const cells = items.getByTestId("grid-item");
  await expect(cells).toHaveCount(3);
  await expect(cells.getByTestId("grid-item-badge")).toHaveText(["Photo", "Video", "YouTube"]);
  await items.getByTestId("grid-paste-input").fill(links.video);
  await items.getByTestId("grid-paste-add").click();
  await expect(items.getByTestId("grid-notice")).toHaveText("This video is already in the list!");
  await dragOnto(page, cells.nth(2), cells.nth(1));
  await expect.poll(() => itemOrder(page.request, summerFile)).toEqual([links.photo, "/yv/dQw4w9WgXcQ", links.video]);
  await expect(cells.nth(1)).toHaveAttribute("data-id", "/yv/dQw4w9WgXcQ");
  await screenshot(page, "h7-manager-edit.png", { fullPage: true });

  const strolls = row(page, "Evening Strolls");
  await strolls.getByTestId("channel-items-toggle").click();
  await strolls.getByTestId("grid-paste-input").fill("/yv/aaaaaaaaaaa");
  await strolls.getByTestId("grid-paste-add").click();
  await expect(strolls.getByTestId("grid-item")).toHaveCount(1);

  // View mode: a click plays. Evening Strolls, then the next channel, then the end screen.
  await setEditMode(page.request, false);
  await gotoHydrated(page, "/playlist");
  await expect(page.getByTestId("channel-edit-help")).toHaveCount(0);
  await screenshot(page, "h7-manager.png", { fullPage: true });
  await page.getByTestId("channel-play").filter({ hasText: "Evening Strolls" }).click();
  await expect(page).toHaveURL(/\/playchannel\/[A-Za-z0-9_-]{6}$/);
  const player = page.getByTestId("channel-player");
  await expect(player).toHaveAttribute("data-state", "0");
  await expect(page.getByTestId("channel-intro-title")).toHaveText("Evening Strolls");
  await expect(player).toHaveAttribute("data-state", "1");
  await expect(page.getByTestId("channel-youtube")).toHaveAttribute("data-video-id", "aaaaaaaaaaa");
  await endYoutubeVideo(page);

  await expect(page.getByTestId("channel-intro-title")).toHaveText("Summer Fun");
  // Videos first (in channel order: the online one, then the local one), then the photo.
  await expect(page.getByTestId("channel-youtube")).toHaveAttribute("data-video-id", "dQw4w9WgXcQ");
  await endYoutubeVideo(page);
  await expect(page.getByTestId("channel-video")).toHaveAttribute("src", /^\/media_lv_video_root\//);
  await screenshot(page, "h7-player.png");
  await page.getByTestId("channel-next").click();
  await expect(page.getByTestId("channel-photo")).toBeVisible();
  await page.getByTestId("channel-next").click();
  await expect(player).toHaveAttribute("data-state", "2");
  await page.getByTestId("channel-reload").click();
  await expect(page.getByTestId("channel-intro-title")).toHaveText("Evening Strolls");

  // Auto-play: check both, Summer Fun first by Up, save; a failed save says so.
  await gotoHydrated(page, "/autoplaylist");
  await page.getByTestId("autoplay-row").filter({ hasText: "Evening Strolls" }).getByTestId("autoplay-check").check();
  await page.getByTestId("autoplay-row").filter({ hasText: "Summer Fun" }).getByTestId("autoplay-check").check();
  await page.getByTestId("autoplay-row").filter({ hasText: "Summer Fun" }).getByTestId("autoplay-up").click();
  await expect(page.getByTestId("autoplay-row").first()).toContainText("Summer Fun");
  // On the home face the auto channels play on its home page (page 1), not on tebe view's /tbauch.
  await expect(page.getByTestId("autoplay-play")).toHaveAttribute("href", "/");
  await page.route("**/api_chnl/setautoplaylistconfig", (route) => route.fulfill({ status: 500, json: { status: false, error: "boom" } }));
  await page.getByTestId("autoplay-save").click();
  await expect(page.getByTestId("autoplay-message")).toHaveText("Failed to save auto play configuration.");
  await page.unroute("**/api_chnl/setautoplaylistconfig");
  await page.getByTestId("autoplay-save").click();
  await expect(page.getByTestId("autoplay-message")).toHaveText("Saved successfully.");
  const config = (await (await page.request.get("/api_chnl/getautoplaylistconfig")).json()).data;
  expect(config.channel_order.map((c: { channel_name: string }) => c.channel_name)).toEqual(["Summer Fun", "Evening Strolls"]);
  expect(config.autoplay_channels).toEqual(config.channel_order.map((c: { channel_json_id: string }) => c.channel_json_id));
  await screenshot(page, "h7-autoplay.png", { fullPage: true });

  // "Play auto channels": the home page plays them.
  await page.getByTestId("autoplay-play").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("channel-intro-title")).toHaveText("Summer Fun");

  // /tbauch plays the first auto channel.
  await gotoHydrated(page, "/tbauch");
  await expect(page.getByTestId("channel-intro-title")).toHaveText("Summer Fun");

  // No channel name: the documented text, not a 404.
  await gotoHydrated(page, "/playchannel");
  await expect(page.getByTestId("status-message")).toHaveText("Please provide channel name!");
});

async function serverRandom(request: APIRequestContext, fileName: string): Promise<boolean> {
  const reply = await (await request.post("/api_chnl/getchannelrandomstate", { data: { file_name: fileName } })).json();
  return reply.data.random;
}

test("the random box follows the click at once; a failed call puts it back and says why", async ({ page }) => {
  await signInDemoOwner(page.request);
  await setEditMode(page.request, false);
  await gotoHydrated(page, "/playlist");
  const strolls = row(page, "Evening Strolls");
  const fileName = (await strolls.getAttribute("data-file-name"))!;
  const box = strolls.getByTestId("channel-random");
  await expect(box).not.toBeChecked();

  // A slow reply: the box is checked before the server has even been asked.
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api_chnl/setchannelrandomstate", async (route) => {
    await slow;
    await route.continue();
  });
  await box.click();
  await expect(box).toBeChecked();
  expect(await serverRandom(page.request, fileName)).toBe(false);
  release();
  await expect.poll(() => serverRandom(page.request, fileName)).toBe(true);
  await expect(box).toBeChecked();
  await expect(page.getByTestId("channels-message")).toHaveCount(0);

  // A failing reply: unchecked at once, then back to checked with the server's text.
  await page.unroute("**/api_chnl/setchannelrandomstate");
  let fail: () => void = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route("**/api_chnl/setchannelrandomstate", async (route) => {
    await failing;
    await route.fulfill({ status: 500, json: { status: false, error: "boom" } });
  });
  await box.click();
  await expect(box).not.toBeChecked();
  fail();
  await expect(page.getByTestId("channels-message")).toHaveText("boom");
  await expect(box).toBeChecked();
  expect(await serverRandom(page.request, fileName)).toBe(true);
  await screenshot(page, "h7-random-failed.png");

  // Back as the other tests found it.
  await page.unroute("**/api_chnl/setchannelrandomstate");
  await box.click();
  await expect.poll(() => serverRandom(page.request, fileName)).toBe(false);
});

test("a guest sees the channels but cannot change their random setting", async ({ page, browser }) => {
  await signInDemoOwner(page.request);
  const added = await (await page.request.post("/api_tebeauth/add_guest", { data: { guest_name: "Cousin Chan" } })).json();
  expect(added.status).toBe(true);
  const { context, page: guest } = await openAsInvitedGuest(browser, added.data.invite_link, "Cousin Chan");
  await gotoHydrated(guest, "/playlist");
  const toggles = guest.getByTestId("channel-random");
  await expect(toggles).toHaveCount(2);
  for (const toggle of await toggles.all()) await expect(toggle).toBeDisabled();
  await expect(guest.getByTestId("channel-new")).toHaveCount(0);
  await context.close();
});

test("phone and Chinese layouts of the channel pages", async ({ browser }) => {
  for (const locale of ["en", "zh"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale });
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
    const page = await context.newPage();
    await signInDemoOwner(page.request);
    await setEditMode(page.request, true);
    await gotoHydrated(page, "/playlist");
    await expect(page.getByTestId("channel-row").first()).toBeVisible();
    await page.getByTestId("channel-items-toggle").last().click();
    await expect(page.getByTestId("grid-item").first()).toBeVisible();
    await screenshot(page, `h7-phone-manager-${locale}.png`, { fullPage: true });
    await gotoHydrated(page, "/autoplaylist");
    await expect(page.getByTestId("autoplay-row").first()).toBeVisible();
    await screenshot(page, `h7-phone-autoplay-${locale}.png`, { fullPage: true });
    await setEditMode(page.request, false);
    await context.close();
  }
});
