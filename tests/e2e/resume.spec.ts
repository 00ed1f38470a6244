import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { expectNoAxeViolations } from "./helpers/axe";

// Resume where you stopped, across devices: the owner stops a video on the
// phone and is offered 'Resume from …' on the laptop, and the other way round;
// the folder page marks the partly watched video. The demo videos last 3-5 s
// (too short to resume), so the spec adds a media folder with a 30 s video
// made by ffmpeg, and removes it after.

const WORK = path.resolve("test-results/e2e-data/e2e-resume");
const FOLDER = path.join(WORK, "Long clips");
const ROOT = "Resume";
const TITLE = "Harbour walk";
const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

type DirFile = { id: number; file_type: number; file_title: string; en_file_relpath: string };

async function removeRoot(request: APIRequestContext) {
  const list = await (await request.get("/api_ctx/media_roots")).json();
  if (list.data?.some((root: { name: string }) => root.name === ROOT)) await request.post("/api_ctx/remove_media_root", { data: { name: ROOT } });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 90_000 }).toBe("succeeded");
  await removeRoot(request);
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(FOLDER, { recursive: true });
  // 30 s of H.264/AAC at 160x90: small, and long enough to stop in the middle.
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=30", "-f", "lavfi", "-i", "sine=frequency=440:duration=30"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", "-movflags", "+faststart"],
    path.join(FOLDER, `${TITLE}.mp4`),
  ]);
  expect((await request.post("/api_ctx/add_media_root", { data: { name: ROOT, path: WORK } })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await request.get("/api_ctx/media_roots")).json()).data?.find((root: { name: string }) => root.name === ROOT)?.scan.status, {
      timeout: 60_000,
    })
    .toBe("succeeded");
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await removeRoot(request);
  await request.dispose();
  fs.rmSync(WORK, { recursive: true, force: true });
});

async function device(browser: Browser, baseURL: string | undefined, kind: "phone" | "laptop") {
  const phone = kind === "phone";
  const context = await browser.newContext({
    baseURL,
    locale: phone ? "en-US" : "zh-CN",
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await signInDemoOwner(page.request);
  return { context, page };
}

const videoOf = (page: Page) => page.getByTestId("player-video");
const currentTime = (page: Page) => videoOf(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Opens the video's page and waits for the player to get past its intro. */
async function openVideo(page: Page, video: DirFile) {
  await gotoHydrated(page, `/video/${video.en_file_relpath}`);
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-status", "playing", { timeout: 15_000 });
  await expect.poll(() => videoOf(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
}

/** Plays from `at` seconds, then pauses there: the pause saves the position. */
async function stopAt(page: Page, video: DirFile, at: number) {
  await videoOf(page).evaluate(async (v: HTMLVideoElement, at) => {
    v.muted = true;
    v.currentTime = at;
    await v.play();
  }, at);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(at);
  await videoOf(page).evaluate((v: HTMLVideoElement) => v.pause());
  const stopped = await currentTime(page);
  await expect
    .poll(async () => (await (await page.request.get(`/api_myfilex/resume/${video.id}`)).json()).data?.position, { timeout: 10_000 })
    .toBeCloseTo(stopped, 1);
  return stopped;
}

test("stop on the phone, resume on the laptop; the folder shows how far; start over forgets it", async ({ browser, baseURL }) => {
  const phone = await device(browser, baseURL, "phone");
  const laptop = await device(browser, baseURL, "laptop");
  const listing = await (await phone.page.request.get(`/api_myfilex/dirfilesall/0/${encode(`${ROOT}/Long clips`)}?thumbs=url`)).json();
  const video = (JSON.parse(listing.data).dir_files as DirFile[]).find((file) => file.file_title === TITLE)!;
  expect(video).toBeTruthy();

  // The phone: nothing saved yet, so no offer; it plays, and stops at 12 s.
  await openVideo(phone.page, video);
  await expect(phone.page.getByTestId("resume-offer")).toHaveCount(0);
  await stopAt(phone.page, video, 12);

  // The laptop (in Chinese) is offered the phone's position, and resumes there.
  await openVideo(laptop.page, video);
  const offer = laptop.page.getByTestId("resume-offer");
  await expect(offer).toBeVisible();
  await expect(laptop.page.getByTestId("resume-from")).toHaveText(/^从 0:1[23] 继续播放$/);
  await expect(laptop.page.getByTestId("resume-start-over")).toHaveText("从头开始");
  // Playback waits for the choice.
  expect(await videoOf(laptop.page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expectNoAxeViolations(laptop.page);
  await screenshot(laptop.page, "resume-offer-zh-1280.png");
  await laptop.page.getByTestId("resume-from").click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => currentTime(laptop.page)).toBeGreaterThanOrEqual(12);
  await expect.poll(() => videoOf(laptop.page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  const stopped = await stopAt(laptop.page, video, 18);

  // The folder page marks the partly watched video with how far it got.
  await gotoHydrated(laptop.page, `/folder/${encode(`${ROOT}/Long clips`)}`);
  const bar = laptop.page.locator(`[data-testid="video-card"][data-id="${video.id}"] [data-testid="video-card-watched"]`);
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute("data-share"))).toBeCloseTo(stopped / 30, 1);
  await expect(laptop.page.locator(`[data-testid="video-card"][data-id="${video.id}"] [data-testid="video-card-play"]`)).toHaveAttribute(
    "aria-label",
    /已观看 \d+%/,
  );
  await expectNoAxeViolations(laptop.page);
  await screenshot(laptop.page, "resume-folder-zh-1280.png");

  // Back on the phone: the laptop's position is offered in English; Start over begins at 0 and forgets it.
  await openVideo(phone.page, video);
  await expect(phone.page.getByTestId("resume-from")).toHaveText(/^Resume from 0:(1[89]|20)$/);
  await expect(phone.page.getByTestId("resume-offer")).toContainText(`Continue watching “${TITLE}”?`);
  // Nothing sticks out sideways on the phone.
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(phone.page, "resume-offer-en-390.png");
  await phone.page.getByTestId("resume-start-over").click();
  await expect.poll(() => videoOf(phone.page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  expect(await currentTime(phone.page)).toBeLessThan(5);
  await expect.poll(async () => (await (await phone.page.request.get(`/api_myfilex/resume/${video.id}`)).json()).data).toBeNull();

  await phone.context.close();
  await laptop.context.close();
});
