import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, runTag, screenshot, waitForURLHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { signInDemoOwner } from "./helpers/session";
import { stubYoutube } from "./helpers/youtube";
import { summerLinks } from "./helpers/demoLibrary";

// Tiny Theater through the real server with the demo owner and demo library:
// two auto-play channels made through the API (a photo channel and a mix of a
// home video and an online video), opened from the icon menu's tile. The page
// clock is set far from the real one: the theater follows the server's clock,
// and what it shows is what the server computes for the same instant. Time
// is stepped with the page clock; YouTube is stubbed.

type Program = { id: string; title: string; kind: string; start_ms: number; end_ms: number; offset_ms?: number };
type Channel = { number: number; file_name: string; channel_name: string; now: Program | null; next: Program[] };
type AutoPlay = { autoplay_channels: string[]; channel_order: { channel_json_id: string }[] };

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const FAKE_CLOCK = new Date("2031-03-14T20:00:00Z");
/** How often the theater page reads its clock (TICK_MS in components/theater/Theater.tsx). */
const THEATER_TICK_MS = 500;

async function createChannel(request: APIRequestContext, name: string, links: string[]): Promise<string> {
  const reply = await (await request.get(`/api_chnl/newchannel/${b64(name)}`)).json();
  expect(reply.status).toBe(true);
  for (const link of links)
    expect((await request.post("/api_chnl/addchannelvideo", { data: { file_name: reply.data.file_name, video_relpath: link } })).status()).toBe(200);
  return reply.data.file_name;
}

async function setAutoPlay(request: APIRequestContext, checked: string[], order: string[]) {
  expect((await request.post("/api_chnl/setautoplaylistconfig", { data: { autoplay_channels: checked, channel_order: order } })).status()).toBe(200);
}

/** The server's schedule at `at`. */
async function serverAt(request: APIRequestContext, at: number): Promise<Channel[]> {
  const reply = await (await request.get(`/api_chnl/theater?at=${at}`)).json();
  expect(reply.status).toBe(true);
  return reply.data.channels;
}

/** What the page shows now: the item, and the page's clock when it came on (start + offset). */
async function onScreen(page: Page) {
  const now = page.getByTestId("theater-now");
  await expect(now).toBeVisible();
  const item = (await now.getAttribute("data-item"))!;
  const start = Number(await now.getAttribute("data-start-ms"));
  const offset = Number(await now.getAttribute("data-offset-ms"));
  return { item, kind: (await now.getAttribute("data-kind"))!, start, offset, at: start + offset };
}

/** The page shows what the server computes for the same instant, played the way its kind plays. */
async function expectServerProgram(page: Page, number: number) {
  const shown = await onScreen(page);
  const channel = (await serverAt(page.request, shown.at)).find((c) => c.number === number)!;
  expect(channel.now).toMatchObject({ id: shown.item, start_ms: shown.start, offset_ms: shown.offset });
  await expect(page.getByTestId("theater-channel-number")).toHaveText(String(number));
  await expect(page.getByTestId("theater-channel-name")).toHaveText(channel.channel_name);
  const now = page.getByTestId("theater-now");
  if (shown.kind === "localVideo") await expect(now).toHaveAttribute("src", new RegExp(`#t=${(shown.offset / 1000).toFixed(1).replace(".", "\\.")}$`));
  if (shown.kind === "photo") await expect(now).toHaveAttribute("src", /\/media_lv_video_root\//);
  if (shown.kind === "youtube") await expect(page.getByTestId("yt-stub")).toHaveAttribute("data-video-id", "dQw4w9WgXcQ");
  return { shown, channel };
}

/** Pauses the page clock a moment from now; later steps move it with runFor. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await page.clock.runFor(1_100);
}

test.describe("Tiny Theater", () => {
  let photos: string;
  let mix: string;
  let saved: AutoPlay;

  test.beforeEach(async ({ request }) => {
    await signInDemoOwner(request);
    const summer = await summerLinks(request);
    const links = { video: summer.video, photos: summer.photos.slice(0, 2) };
    const tag = runTag();
    saved = (await (await request.get("/api_chnl/getautoplaylistconfig")).json()).data;
    photos = await createChannel(request, `Theater Photos ${tag}`, links.photos);
    mix = await createChannel(request, `Theater Mix ${tag}`, [links.video, "/yv/dQw4w9WgXcQ"]);
    const others = saved.channel_order.map((c) => c.channel_json_id);
    await setAutoPlay(request, [photos, mix], [photos, mix, ...others]);
  });

  test.afterEach(async ({ request }) => {
    for (const fileName of [photos, mix]) if (fileName) await request.post("/api_chnl/deletechannel", { data: { file_name: fileName } });
    const order = saved.channel_order.map((c) => c.channel_json_id);
    await setAutoPlay(request, saved.autoplay_channels, order);
  });

  test("live channels from the tile: the server's programme at its offset, channel switching, the guide, Escape leaves", async ({ page }) => {
    test.setTimeout(120_000);
    await signInDemoOwner(page.request);
    await stubYoutube(page);
    await page.clock.install({ time: FAKE_CLOCK });

    await gotoHydrated(page, "/sysicon");
    await page.getByTestId("tile-theater").click();
    await waitForURLHydrated(page, /\/theater$/);
    await expect(page.getByTestId("menu-bar")).toHaveAttribute("data-mode", "TINY_THEATER");
    await expect(page.getByTestId("theater-now")).toBeVisible();
    await pauseClock(page);

    // Channel 1 (photos, 6 s each): the server's programme at the same instant, on the server's clock, not the page's.
    const first = await expectServerProgram(page, 1);
    expect(first.shown.kind).toBe("photo");
    expect(Math.abs(first.shown.at - Date.now())).toBeLessThan(120_000);
    expect(first.shown.at).toBeLessThan(FAKE_CLOCK.getTime() - 24 * 3600_000);

    // When the programme's time is up, the next one comes on: the server's next. The page
    // reads its clock every half second (TICK_MS), and what is shown is as of its last
    // reading, so the clock runs past the end by one reading more.
    await page.clock.runFor(first.shown.start + 6_000 - first.shown.at + THEATER_TICK_MS + 50);
    // The reading came; React renders the next programme a moment later.
    await expect(page.getByTestId("theater-now")).toHaveAttribute("data-start-ms", String(first.channel.now!.end_ms));
    const second = await expectServerProgram(page, 1);
    expect(second.shown.item).toBe(first.channel.next[0]!.id);
    expect(second.shown.start).toBe(first.channel.now!.end_ms);

    // Up: channel 2; the on-screen Channel down button: channel 1 again; the number key 2: channel 2.
    await page.keyboard.press("ArrowUp");
    await expect(page.getByTestId("theater-channel-number")).toHaveText("2");
    await expectServerProgram(page, 2);
    await page.mouse.move(200, 400);
    await page.getByTestId("theater-down").click();
    await expect(page.getByTestId("theater-channel-number")).toHaveText("1");
    await expectServerProgram(page, 1);
    await page.keyboard.press("2");
    await expect(page.getByTestId("theater-channel-number")).toHaveText("2");
    await page.getByTestId("theater-up").click();
    await expect(page.getByTestId("theater-channel-number")).toHaveText("1");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("theater-channel-number")).toHaveText("2");

    // Left alone, the menu bar and the information hide (5 s + 8 s, 6 s); a pointer movement anywhere brings both back.
    await page.clock.runFor(14_000);
    await expect(page.getByTestId("menu-bar")).toHaveAttribute("data-phase", "hidden");
    await expect(page.getByTestId("theater")).toHaveAttribute("data-osd", "hidden");
    await page.mouse.move(640, 420);
    await expect(page.getByTestId("menu-bar")).toHaveAttribute("data-phase", "shown");
    await expect(page.getByTestId("theater")).toHaveAttribute("data-osd", "shown");
    await expectServerProgram(page, 2);

    // The guide: now and next for both channels, with the current programme's progress.
    await page.getByTestId("theater-guide-toggle").click();
    const guide = page.getByTestId("theater-guide");
    await expect(guide).toBeVisible();
    const rows = guide.getByTestId("theater-guide-row");
    await expect(rows).toHaveCount(2);
    const at = (await onScreen(page)).at;
    const server = await serverAt(page.request, at);
    for (const [i, channel] of server.entries()) {
      await expect(rows.nth(i).getByTestId("theater-guide-channel")).toContainText(channel.channel_name);
      await expect(rows.nth(i).getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
      expect(await rows.nth(i).getByTestId("theater-guide-later").locator("li").count()).toBeGreaterThan(0);
    }
    await expect(rows.nth(1)).toHaveAttribute("data-current", "true");
    // axe runs on timers: the clock runs again from here.
    await page.clock.resume();
    await expectNoAxeViolations(page, { exclude: ["[data-testid=yt-stub]"] });
    // A channel of the guide tunes in and closes it.
    await rows.nth(0).getByTestId("theater-guide-channel").click();
    await expect(guide).toBeHidden();
    await expect(page.getByTestId("theater-channel-number")).toHaveText("1");

    // G opens it; Escape closes the guide first, then leaves for the page the viewer came from.
    await page.keyboard.press("g");
    await expect(guide).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(guide).toBeHidden();
    await expect(page).toHaveURL(/\/theater$/);
    await expectNoAxeViolations(page, { exclude: ["[data-testid=yt-stub]"] });
    await page.keyboard.press("Escape");
    await waitForURLHydrated(page, /\/sysicon$/);
  });

  test("on a touch screen, a swipe up tunes to the next channel and a swipe down to the previous one; short or sideways swipes do not", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signInDemoOwner(context.request);
    const page = await context.newPage();
    await stubYoutube(page);
    await gotoHydrated(page, "/theater");
    await expect(page.getByTestId("theater-now")).toBeVisible();
    const number = page.getByTestId("theater-channel-number");
    await expect(number).toHaveText("1");

    // Real touch input (Chromium's touch events, as a finger makes them): down, a few moves, up.
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
      for (const step of [1, 2, 3, 4]) {
        const point = { x: from.x + ((to.x - from.x) * step) / 4, y: from.y + ((to.y - from.y) * step) / 4 };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    // A swipe that starts on a programme replaced before the finger lifts (the new channel's
    // first render) ends on a removed element and is lost, as it would be for a person: swipe again.
    const swipeTo = async (from: { x: number; y: number }, to: { x: number; y: number }, channel: string) =>
      expect(async () => {
        await swipe(from, to);
        await expect(number).toHaveText(channel, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });

    await swipeTo({ x: 195, y: 600 }, { x: 195, y: 300 }, "2");
    await expectServerProgram(page, 2);
    await swipeTo({ x: 200, y: 300 }, { x: 190, y: 620 }, "1");
    // The channels wrap around: down from the first is the last.
    await swipeTo({ x: 195, y: 300 }, { x: 195, y: 600 }, "2");

    // Not past the 50 px threshold, or more sideways than up: no change (the touch shows the information bar only).
    await swipe({ x: 195, y: 500 }, { x: 195, y: 460 });
    await swipe({ x: 60, y: 500 }, { x: 330, y: 420 });
    await expect(page.getByTestId("theater")).toHaveAttribute("data-osd", "shown");
    await expect(number).toHaveText("2");
    await swipeTo({ x: 195, y: 600 }, { x: 195, y: 300 }, "1");
    await context.close();
  });

  test("no auto-play channels: the empty state links to the auto-play configuration", async ({ page }) => {
    await signInDemoOwner(page.request);
    await setAutoPlay(page.request, [], [photos, mix]);
    await gotoHydrated(page, "/theater");
    await expect(page.getByTestId("theater-empty")).toContainText("No channels on air");
    await expect(page.getByTestId("theater-setup")).toHaveAttribute("href", "/autoplaylist");
    await expectNoAxeViolations(page);
    // Opened directly: Escape goes to the icon menu.
    await page.keyboard.press("Escape");
    await waitForURLHydrated(page, /\/sysicon$/);
  });

  for (const locale of ["en", "zh"] as const) {
    test(`screenshots (${locale}): 390x844, 1280x800, 1920x1080, with and without the guide`, async ({ browser }) => {
      test.setTimeout(120_000);
      await shoot(browser, locale);
    });
  }
});

async function shoot(browser: Browser, locale: "en" | "zh") {
  const context = await browser.newContext({ locale: locale === "zh" ? "zh-CN" : "en-US", viewport: { width: 1280, height: 800 } });
  try {
    await stubYoutube(context);
    await signInDemoOwner(context.request);
    const page = await context.newPage();
    await page.clock.install({ time: FAKE_CLOCK });
    await gotoHydrated(page, "/theater");
    await expect(page.getByTestId("theater-now")).toBeVisible();
    await pauseClock(page);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.mouse.move(width / 2, height / 2);
      await expect(page.getByTestId("theater")).toHaveAttribute("data-osd", "shown");
      await screenshot(page, `theater-${locale}-${width}x${height}.png`);
      await page.keyboard.press("g");
      await expect(page.getByTestId("theater-guide")).toBeVisible();
      await screenshot(page, `theater-guide-${locale}-${width}x${height}.png`);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("theater-guide")).toBeHidden();
    }
    // axe runs on timers: the clock runs again for it.
    await page.clock.resume();
    await expectNoAxeViolations(page, { exclude: ["[data-testid=yt-stub]"] });
  } finally {
    await context.close();
  }
}
