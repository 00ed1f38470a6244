import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, settleFrames, waitForURLHydrated } from "./helpers/test";
import { ChannelEditor } from "./helpers/channelEditor";
import { clickGoogle, googleUser, registerWithGoogle, type GoogleUser } from "./helpers/google";
import { openAsInvitedGuest, setEditMode } from "./helpers/session";
import { stubYoutube } from "./helpers/youtube";
import { expectViewModeGrid } from "./helpers/grid";

// Video collections and channels on the tebe face, as a Google-signed-in
// owner (the local OpenID Connect stand-in of scripts/e2e-tebe-server.mjs):
// the category view (/tbview, /tbgview) and player (/tbplay) with swipes, the
// channel manager (/tbplaylist/y) and player (/tbplaychannel/{name}/y) with
// swipes, the auto-play configuration (/tbautoplaylist/y). The documented
// message durations are checked with Playwright's clock. YouTube's IFrame
// API, embeds and thumbnails are stubbed at the network layer.

const TESS = googleUser({ sub: "600000000000000000001", email: "tess@example.com", name: "Tess" });
const UMA = googleUser({ sub: "600000000000000000002", email: "uma@example.com", name: "Uma" });

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const IDS = ["TebeVid0001", "TebeVid0002", "TebeVid0003", "TebeVid0004"] as const;
const NEW_ID = "TebeNewVid1";
const CATEGORY = "Tebe Picks";

/** Registers a Google user (onboarding's account call) and signs them in: an owner on /tbhome, in a touch-capable browser. */
async function signUp(browser: Browser, user: GoogleUser, homeName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true });
  await stubYoutube(context);
  const page = await context.newPage();
  await registerWithGoogle(page, user, homeName);
  await page.request.post("/api_tebeauth/logout");
  await gotoHydrated(page, "/tblogin");
  await clickGoogle(page, user);
  await waitForURLHydrated(page, "**/tbhome");
  return { context, page };
}

async function serverVideos(request: APIRequestContext, enRelpath: string): Promise<string[]> {
  const reply = await (await request.get(`/api_tebeplay/ytvedit/${enRelpath}`)).json();
  return reply.data[0].dir_files.map((v: { youtube_id: string }) => v.youtube_id);
}

async function createChannel(request: APIRequestContext, name: string, links: string[]): Promise<string> {
  const reply = await (await request.get(`/api_channel/newchannel/${b64(name)}`)).json();
  expect(reply.status).toBe(true);
  for (const link of links) {
    expect((await request.post("/api_channel/addchannelvideo", { data: { file_name: reply.data.file_name, video_relpath: link } })).status()).toBe(200);
  }
  return reply.data.file_name;
}

/** A finger moving dx, dy over the element (touchstart, touchmove, touchend). */
async function swipe(target: Locator, dx: number, dy = 0) {
  const box = (await target.boundingBox())!;
  const start = { identifier: 1, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const end = { identifier: 1, clientX: start.clientX + dx, clientY: start.clientY + dy };
  await target.dispatchEvent("touchstart", { touches: [start], targetTouches: [start], changedTouches: [start] });
  await target.dispatchEvent("touchmove", { touches: [end], targetTouches: [end], changedTouches: [end] });
  await target.dispatchEvent("touchend", { touches: [], targetTouches: [], changedTouches: [end] });
}

/** A notice shown for `ms`: still there just before, gone just after (Playwright's clock). */
async function expectShownFor(page: Page, notice: Locator, ms: number) {
  await expect(notice).toBeVisible();
  await page.clock.fastForward(ms - 1_000);
  await expect(notice).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(notice).toHaveCount(0);
}

test("tebe view: categories on /tbview and /tbgview, the /tbplay player with swipes, add failures shown for 15 s", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signUp(browser, TESS, "Tess Home");
  const request = page.request;
  const section = await (await request.get(`/api_tebeplay/saveytdir/${b64(CATEGORY)}`)).json();
  expect(section.status).toBe(true);
  const enRelpath: string = section.data.folder_url;
  for (const id of IDS.slice(0, 3)) {
    expect((await request.get(`/api_tebeplay/saveyt/${b64(`https://www.youtube.com/watch?v=${id}`)}/${enRelpath}`)).status()).toBe(200);
  }
  await setEditMode(request, false);

  // /tbview and /tbgview: every category with its first row.
  for (const root of ["/tbview", "/tbgview"]) {
    await gotoHydrated(page, root);
    await expect(page.getByTestId("category-view")).toHaveAttribute("data-edit-mode", "false");
    await expect(page.getByTestId("brief-category")).toHaveCount(1);
    await expect(page.getByTestId("brief-category-link")).toHaveText(CATEGORY);
    await expect(page.getByTestId("brief-category").getByTestId("grid-item")).toHaveCount(3);
  }
  await page.getByTestId("brief-category-link").click();
  await expect(page).toHaveURL(new RegExp(`/tbview/${enRelpath}/`));
  await expect(page.getByTestId("category-title")).toHaveText(CATEGORY);
  // View mode: no copy menu; a click plays inline.
  const cells = await expectViewModeGrid(page, 3);

  // /tbplay: the title opens the player; swipes move to the next and previous video.
  await cells.nth(0).getByTestId("grid-item-title").click();
  await expect(page).toHaveURL(new RegExp(`/tbplay/${IDS[0]}/`));
  const player = page.getByTestId("category-player");
  await expect(page.getByTestId("player-category-link")).toHaveText(CATEGORY);
  await expect(page.getByTestId("player-intro")).toBeVisible();
  await swipe(player, -40);
  await swipe(player, -120, 80);
  await settleFrames(page);
  await expect(player).toHaveAttribute("data-video-id", IDS[0]);
  await swipe(player, -120, 10);
  await expect(page).toHaveURL(new RegExp(`/tbplay/${IDS[1]}/`));
  await expect(player).toHaveAttribute("data-video-id", IDS[1]);
  await swipe(player, 120, -10);
  await expect(page).toHaveURL(new RegExp(`/tbplay/${IDS[0]}/`));
  await expect(player).toHaveAttribute("data-video-id", IDS[0]);
  await screenshot(page, "chan-tebe-player.png");
  await gotoHydrated(page, "/tbplay/bad");
  await expect(page.getByTestId("player-no-video")).toHaveText("No video ID provided!");

  // Edit mode: a refused add says 'Failed to add video: {error}' for 15 s, for a YouTube link and for a copied video link (one box).
  await setEditMode(request, true);
  await page.clock.install();
  await gotoHydrated(page, `/tbview/${enRelpath}/${b64(CATEGORY)}`);
  await expect(page.getByTestId("category-view")).toHaveAttribute("data-edit-mode", "true");
  await page.route("**/api_tebeplay/saveyt/**", (route) => route.fulfill({ status: 500, json: { status: false, error: "The video service is down." } }));
  await page.getByTestId("add-video-input").fill(`https://youtu.be/${NEW_ID}`);
  await page.getByTestId("add-video-submit").click();
  const addError = page.getByTestId("add-video-error");
  await expect(addError).toHaveText("Failed to add video: The video service is down.");
  await expectShownFor(page, addError, 15_000);
  await expect(page.getByTestId("grid-paste-input")).toHaveCount(0);
  await page.getByTestId("add-video-input").fill(`/yv/${NEW_ID}/${enRelpath}`);
  await page.getByTestId("add-video-submit").click();
  await expect(addError).toHaveText("Failed to add video: The video service is down.");
  await expectShownFor(page, addError, 15_000);
  await page.unroute("**/api_tebeplay/saveyt/**");
  expect(await serverVideos(request, enRelpath)).toEqual(IDS.slice(0, 3));

  // The box's other refusals stay 15 s too.
  await page.getByTestId("add-video-input").fill(`/yv/${IDS[1]}`);
  await page.getByTestId("add-video-submit").click();
  await expect(addError).toHaveText("This youtube is already in the list!");
  await expectShownFor(page, addError, 15_000);
  await context.close();
});

test("tebe view: the channel manager, the channel player with swipes and the auto-play configuration with its timed messages", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signUp(browser, UMA, "Uma Home");
  const request = page.request;
  const mix = await createChannel(
    request,
    "Tebe Mix",
    IDS.slice(0, 3).map((id) => `/yv/${id}`),
  );
  await createChannel(request, "Tebe Two", [`/yv/${IDS[3]}`]);
  await setEditMode(request, true);
  await page.clock.install();

  // /tbplaylist/y in edit mode: the items editor is the shared grid; a refused add shows for 15 s.
  await gotoHydrated(page, "/tbplaylist/y");
  await expect(page.getByTestId("channel-edit-help")).toBeVisible();
  const editor = new ChannelEditor(page);
  const items = await editor.openItems(mix);
  await expect(items.getByTestId("grid-item")).toHaveCount(3);
  await page.route("**/api_channel/addchannelvideo", (route) => route.fulfill({ status: 500, json: { status: false, error: "Storage is full." } }));
  await items.getByTestId("grid-paste-input").fill(`/yv/${NEW_ID}`);
  await items.getByTestId("grid-paste-add").click();
  const notice = items.getByTestId("grid-notice");
  await expect(notice).toHaveText("Failed to add video: Storage is full.");
  await expectShownFor(page, notice, 15_000);
  await page.unroute("**/api_channel/addchannelvideo");

  // A failed delete: 'Failed to delete playlist.' for 15 s; nothing is deleted.
  await page.route("**/api_channel/deletechannel", (route) => route.fulfill({ status: 500, json: { status: false, error: "boom" } }));
  await editor.rowNamed("Tebe Two").getByTestId("channel-delete").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  const message = page.getByTestId("channels-message");
  await expect(message).toHaveText("Failed to delete playlist.");
  await expectShownFor(page, message, 15_000);
  await page.unroute("**/api_channel/deletechannel");
  await expect(page.getByTestId("channel-row")).toHaveCount(2);

  // /tbplaychannel without a name.
  await setEditMode(request, false);
  await gotoHydrated(page, "/tbplaychannel");
  await expect(page.getByTestId("status-message")).toHaveText("Please provide channel name!");

  // The channel player: the intro, then the first item; swipes move to the next and previous programme.
  await gotoHydrated(page, "/tbplaylist/y");
  await page.getByTestId("channel-play").filter({ hasText: "Tebe Mix" }).click();
  await expect(page).toHaveURL(new RegExp(`/tbplaychannel/${mix.replace(/\.json$/, "")}/y$`));
  await expect(page.getByTestId("channel-intro-title")).toHaveText("Tebe Mix");
  const nowPlaying = page.getByTestId("channel-now-playing");
  await expect(nowPlaying).toHaveAttribute("data-item", `/yv/${IDS[0]}`, { timeout: 15_000 });
  await swipe(nowPlaying, -40);
  await settleFrames(page);
  await expect(nowPlaying).toHaveAttribute("data-item", `/yv/${IDS[0]}`);
  await swipe(nowPlaying, -120, 10);
  await expect(nowPlaying).toHaveAttribute("data-item", `/yv/${IDS[1]}`);
  await expect(page.getByTestId("channel-youtube")).toHaveAttribute("data-video-id", IDS[1]);
  await swipe(nowPlaying, -120);
  await expect(nowPlaying).toHaveAttribute("data-item", `/yv/${IDS[2]}`);
  await swipe(nowPlaying, 120);
  await expect(nowPlaying).toHaveAttribute("data-item", `/yv/${IDS[1]}`);
  await screenshot(page, "chan-tebe-channel-player.png");

  // /tbautoplaylist/y: 'Saving...' while the call runs, 'Saved successfully.' for 5 s, a failure for 15 s.
  await gotoHydrated(page, "/tbautoplaylist/y");
  await expect(page.getByTestId("autoplay-row")).toHaveCount(2);
  for (const row of await page.getByTestId("autoplay-row").all()) await row.getByTestId("autoplay-check").check();
  await expect(page.getByTestId("autoplay-check")).toHaveCount(2);
  for (const check of await page.getByTestId("autoplay-check").all()) await expect(check).toBeChecked();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api_channel/setautoplaylistconfig", async (route) => {
    await held;
    await route.continue();
  });
  const save = page.getByTestId("autoplay-save");
  await save.click();
  await expect(save).toHaveText("Saving...");
  await expect(save).toBeDisabled();
  release();
  const status = page.getByTestId("autoplay-message");
  await expect(status).toHaveText("Saved successfully.");
  await expect(save).toHaveText("Save");
  await expectShownFor(page, status, 5_000);
  await page.unroute("**/api_channel/setautoplaylistconfig");
  expect((await (await request.get("/api_channel/getautoplaylistconfig")).json()).data.autoplay_channels).toHaveLength(2);

  await page.route("**/api_channel/setautoplaylistconfig", (route) => route.fulfill({ status: 500, json: { status: false, error: "boom" } }));
  await save.click();
  await expect(status).toHaveText("Failed to save auto play configuration.");
  await expectShownFor(page, status, 15_000);
  await page.unroute("**/api_channel/setautoplaylistconfig");
  await expect(page.getByTestId("autoplay-play")).toHaveAttribute("href", "/tbauch");

  // A guest sees the channels, and their random toggles disabled.
  const added = await (await request.post("/api_tebeauth/add_guest", { data: { guest_name: "Visitor Vi" } })).json();
  expect(added.status).toBe(true);
  const { context: guestContext, page: guest } = await openAsInvitedGuest(browser, added.data.invite_link, "Visitor Vi");
  await gotoHydrated(guest, "/tbplaylist/y");
  const toggles = guest.getByTestId("channel-random");
  await expect(toggles).toHaveCount(2);
  for (const toggle of await toggles.all()) await expect(toggle).toBeDisabled();
  await guestContext.close();
  await context.close();
});
