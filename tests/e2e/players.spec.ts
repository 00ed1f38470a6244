import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, freezeClock } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { nth } from "../helpers/checked";
import { folderByTitles, type DirFile } from "./helpers/demoLibrary";

// The photo slideshow and the video player, opened through the library pages on
// the demo library. The page clock is faked so the 3 s intro, the 6 s slides and
// the 4.5 s video intro are stepped through instead of waited for.

async function signIn(request: APIRequestContext) {
  await signInDemoOwner(request);
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 }).toBe("succeeded");
}

/** The files of a demo folder, walked by title from the root ("Family", "2023 Summer"). */

/** The list a player gets for an item: its folder's photos or videos, in the server's order. */
async function playerList(request: APIRequestContext, kind: "photo" | "video", id: number): Promise<DirFile[]> {
  const reply = await (await request.get(`/api_myfilex/proc${kind}url/${id}?thumbs=url`)).json();
  return (reply.data.dir_files as DirFile[]).filter((f) => f.file_type === (kind === "photo" ? 2 : 3));
}

/**
 * Moves the stopped clock in 50 ms steps until `done` (at most `ms`): what
 * follows is then counted from that moment, not from when the page happened
 * to be frozen (a busy machine can take a few hundred ms to get there).
 */
async function runUntil(page: Page, ms: number, done: () => Promise<boolean>) {
  for (let ran = 0; ran < ms && !(await done()); ran += 50) await page.clock.runFor(50);
}

const slideshow = (page: Page) => page.getByTestId("photo-slideshow");

test("the photo slideshow: intro, a slide every 6 s, pause on blur, arrows with wrap-around, end and replay", async ({ page }) => {
  await signIn(page.request);
  const inFolder = (await folderByTitles(page.request, ["Family", "2023 Summer"])).files.filter((f) => f.file_type === 2);
  const photos = await playerList(page.request, "photo", nth(inFolder, 0).id);
  expect(photos.length).toBe(6);
  const chosen = nth(photos, 2);

  await page.clock.install();
  await gotoHydrated(page, `/photo/${chosen.en_file_relpath}`);
  const show = slideshow(page);
  // The list starts at the chosen photo; the album intro shows first.
  await expect(show).toHaveAttribute("data-photo-id", String(chosen.id));
  await expect(show).toHaveAttribute("data-status", "idle");
  await expect(page.getByTestId("player-intro")).toContainText("2023 Summer");
  await expect(page.getByTestId("player-position")).toHaveText("1 / 6");
  // Only the client marks the photo ready (the intro's timer has started then,
  // so stopping the clock below cannot strand it).
  await expect(show).toHaveAttribute("data-ready", "true");
  await freezeClock(page);
  await page.screenshot({ path: "test-results/screens/player-photo-intro.png" });

  // The intro ends within 3 s (some of it ran before the clock stood still).
  await runUntil(page, 3_000, async () => (await show.getAttribute("data-status")) === "playing");
  await expect(show).toHaveAttribute("data-status", "playing");
  await expect(show).toHaveAttribute("data-ready", "true");
  await page.clock.runFor(5_900);
  await expect(show).toHaveAttribute("data-index", "0");
  await page.clock.runFor(200);
  await expect(show).toHaveAttribute("data-index", "1");
  await expect(show).toHaveAttribute("data-photo-id", String(nth(photos, 3).id));

  // A window in the background pauses the show; coming back resumes it.
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await expect(show).toHaveAttribute("data-status", "paused");
  await page.clock.runFor(12_000);
  await expect(show).toHaveAttribute("data-index", "1");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(show).toHaveAttribute("data-status", "playing");

  // Space pauses and resumes; a pause by the user outlasts a blur and focus.
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("data-status", "paused");
  await expect(page.getByTestId("player-paused")).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(show).toHaveAttribute("data-status", "paused");
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("data-status", "playing");

  // Left goes back and wraps around from the first photo to the last.
  await page.keyboard.press("ArrowLeft");
  await expect(show).toHaveAttribute("data-index", "0");
  await page.keyboard.press("ArrowLeft");
  await expect(show).toHaveAttribute("data-index", "5");
  await expect(page.getByTestId("player-position")).toHaveText("6 / 6");
  // Right on the last photo ends the show, with a replay button.
  await page.keyboard.press("ArrowRight");
  await expect(show).toHaveAttribute("data-status", "ended");
  await expect(page.getByTestId("player-end")).toContainText("End");
  await page.screenshot({ path: "test-results/screens/player-photo-end.png" });
  await page.getByTestId("player-replay").click();
  await expect(show).toHaveAttribute("data-status", "playing");
  await expect(show).toHaveAttribute("data-photo-id", String(chosen.id));

  // The last photo also ends on its own after its 6 s.
  await page.getByTestId("player-previous").click();
  await expect(show).toHaveAttribute("data-index", "5");
  await expect(show).toHaveAttribute("data-ready", "true");
  await page.clock.runFor(6_000);
  await expect(show).toHaveAttribute("data-status", "ended");
});

test("the video player: intro, playing to the end, a broken file's message, then 'End' with Replay", async ({ page }) => {
  await signIn(page.request);
  const inFolder = (await folderByTitles(page.request, ["Home Videos"])).files.filter((f) => f.file_type === 3);
  const videos = await playerList(page.request, "video", nth(inFolder, 0).id);
  expect(videos.length).toBe(2);
  const [first, broken] = [nth(videos, 0), nth(videos, 1)];
  // The second video is broken at the network: the server answers 404 for it.
  await page.route(`**${broken.file_name_url}`, (route) => route.fulfill({ status: 404, body: "" }));

  await page.clock.install();
  await gotoHydrated(page, `/video/${first.en_file_relpath}`);
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-video-id", String(first.id));
  await expect(page.getByTestId("player-intro")).toContainText(first.file_title);
  await expect(player).toHaveAttribute("data-status", "idle");
  await page.clock.runFor(4_500);
  await expect(player).toHaveAttribute("data-status", "playing");

  // Play the first video to its end (skipping ahead to its last moment).
  const video = page.getByTestId("player-video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.2);
  });
  await expect(player).toHaveAttribute("data-video-id", String(broken.id), { timeout: 15_000 });

  // The broken one says so, then the player moves on: it was the last, so 'End' with Replay.
  await expect(page.getByTestId("video-error")).toHaveText("Couldn't load this video. Check path/host or convert to H.264/AAC MP4.");
  await page.clock.runFor(4_500);
  await page.clock.runFor(4_000);
  await expect(player).toHaveAttribute("data-status", "ended");
  await expect(page.getByTestId("player-end")).toContainText("End");
  await page.screenshot({ path: "test-results/screens/player-video-end.png" });

  // Replay starts again at the first video, whose intro was already seen this session.
  await page.getByTestId("player-replay").click();
  await expect(player).toHaveAttribute("data-video-id", String(first.id));
  await expect(player).toHaveAttribute("data-status", "playing");
  await expect(page.getByTestId("player-intro")).toHaveCount(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
});

test.describe("on a phone, in Chinese", () => {
  test.use({ locale: "zh-CN", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a swipe moves the slideshow, the layout snaps to the folder below, and the texts are Chinese", async ({ page }) => {
    await signIn(page.request);
    const photos = (await folderByTitles(page.request, ["Family", "Birthdays"])).files.filter((f) => f.file_type === 2);
    await page.clock.install();
    await gotoHydrated(page, `/photo/${nth(photos, 0).en_file_relpath}`);
    const show = slideshow(page);
    await expect(page.getByTestId("player-fullscreen")).toHaveAttribute("aria-label", "全屏");
    await page.clock.runFor(3_000);
    await expect(show).toHaveAttribute("data-status", "playing");
    await expect(show).toHaveAttribute("data-ready", "true");
    await page.screenshot({ path: "test-results/screens/player-photo-zh-phone.png" });

    // A swipe of more than 50 px to the left goes to the next photo; 40 px does nothing.
    const swipe = (dx: number) =>
      show.evaluate((el, dx) => {
        const point = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
        el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [point(200)], changedTouches: [point(200)] }));
        el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [point(200 + dx)] }));
      }, dx);
    await swipe(-40);
    await expect(show).toHaveAttribute("data-index", "0");
    await swipe(-80);
    await expect(show).toHaveAttribute("data-index", "1");
    await swipe(80);
    await expect(show).toHaveAttribute("data-index", "0");

    // The button below the player glides (800 ms) to the folder; the player background is gone there.
    const layout = page.getByTestId("two-page-layout");
    await page.getByTestId("two-page-to-folder").click();
    await page.clock.runFor(900);
    await expect(layout).toHaveAttribute("data-step", "80");
    await expect(page.getByTestId("library-folder")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/player-folder-zh-phone.png" });

    // A scroll stopped a little above the folder goes back up to the player (under half the window height).
    const top = await page.evaluate(() => document.querySelector("[data-testid=two-page-player]")!.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top + 200);
    await page.clock.runFor(1_200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(top + 1);
    await expect(layout).toHaveAttribute("data-step", "0");
  });

  test("the video player fits a phone and speaks Chinese, from its intro to 'End' with Replay", async ({ page }) => {
    await signIn(page.request);
    const inFolder = (await folderByTitles(page.request, ["Home Videos"])).files.filter((f) => f.file_type === 3);
    const videos = await playerList(page.request, "video", nth(inFolder, 0).id);
    const last = nth(videos, videos.length - 1);
    await page.clock.install();
    await gotoHydrated(page, `/video/${last.en_file_relpath}`);
    const player = page.getByTestId("video-player");
    await expect(player).toHaveAttribute("data-video-id", String(last.id));
    await expect(player).toHaveAttribute("aria-label", "视频播放器：Home Videos");
    await expect(page.getByTestId("player-intro")).toContainText(last.file_title);
    await page.clock.runFor(4_500);
    await expect(player).toHaveAttribute("data-status", "playing");
    await expect(page.getByTestId("player-fullscreen")).toHaveAttribute("aria-label", "全屏");
    await expect(page.getByTestId("player-close")).toHaveAttribute("aria-label", "关闭");

    // The picture and the controls fit the phone's width.
    const video = page.getByTestId("player-video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    for (const part of [video, page.getByTestId("player-controls")]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "lib3-video-zh-390.png");

    // The last video to its end: '结束' (End) with '重播' (Replay).
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.2);
    });
    await expect(player).toHaveAttribute("data-status", "ended", { timeout: 15_000 });
    await expect(page.getByTestId("player-end")).toContainText("结束");
    await expect(page.getByTestId("player-replay")).toHaveText("重播");
    await screenshot(page, "lib3-video-end-zh-390.png");
    await page.getByTestId("player-replay").tap();
    await expect(player).toHaveAttribute("data-status", "playing");
    await expect(player).toHaveAttribute("data-index", "0");
  });
});
