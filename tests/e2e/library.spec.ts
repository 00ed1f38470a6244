import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";

// The library pages through the real server and the demo library: the
// directory home, a folder paged by scrolling, photos and videos opened in
// the players and popups, history back and forward, direct opening by id,
// and Chinese on a phone. A few files are added to the demo library (the
// watcher indexes them) so that one folder has more than a page of photos
// and the root itself holds a photo and a video; they are removed at the end.

const LIBRARY = path.resolve("test-results/e2e-data/demo-library");
const MANY = "Many Photos";
const MANY_COUNT = 70;
const EMPTY = "Empty Album";
const ADDED = [MANY, EMPTY, "Root photo.jpg", "Root clip.mp4"];

type Row = { id: number; file_type: number; file_title: string; en_file_relpath: string };
type Listing = { dir_files: Row[]; page: number };

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

async function signIn(request: APIRequestContext) {
  expect((await request.post("/check_username", { data: { username: "demo" } })).ok()).toBe(true);
  expect((await request.post("/check_password", { data: { key: "1234" } })).ok()).toBe(true);
}

async function listing(request: APIRequestContext, relpath: string, page = 0): Promise<Listing> {
  const reply = await (await request.get(`/api_myfilex/dirfilesall/${page}/${encode(relpath)}`)).json();
  return reply.status ? JSON.parse(reply.data) : { dir_files: [], page: -1 };
}

async function rowOf(request: APIRequestContext, folder: string, title: string): Promise<Row> {
  const row = (await listing(request, folder)).dir_files.find((file) => file.file_title === title);
  if (!row) throw new Error(`${title} not found in ${folder}`);
  return row;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request);
  await expect
    .poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 90_000 })
    .toBe("succeeded");

  fs.mkdirSync(path.join(LIBRARY, MANY), { recursive: true });
  fs.mkdirSync(path.join(LIBRARY, EMPTY), { recursive: true });
  for (let i = 1; i <= MANY_COUNT; i++) {
    const hue = Math.round((i * 360) / MANY_COUNT);
    await sharp({ create: { width: 64, height: 48, channels: 3, background: `hsl(${hue}, 70%, 55%)` } })
      .png()
      .toFile(path.join(LIBRARY, MANY, `Tile ${String(i).padStart(3, "0")}.png`));
  }
  fs.copyFileSync(path.join(LIBRARY, "Pets", "Mochi asleep.jpg"), path.join(LIBRARY, "Root photo.jpg"));
  fs.copyFileSync(path.join(LIBRARY, "Home Videos", "Test pattern.mp4"), path.join(LIBRARY, "Root clip.mp4"));

  await expect.poll(async () => (await listing(request, `Demo/${MANY}`, 1)).dir_files.length, { timeout: 90_000 }).toBe(MANY_COUNT - 60);
  await expect
    .poll(async () => (await listing(request, "Demo")).dir_files.filter((f) => f.file_type !== 1 || f.file_title === EMPTY).map((f) => f.file_title).sort(), { timeout: 90_000 })
    .toEqual([EMPTY, "Root clip", "Root photo"]);
  await request.dispose();
});

test.afterAll(() => {
  for (const name of ADDED) fs.rmSync(path.join(LIBRARY, name), { recursive: true, force: true });
});

async function signInPage(page: Page) {
  await signIn(page.request);
}

test("the directory home shows each media root with folder cards, photos and videos", async ({ page }) => {
  await signInPage(page);
  await page.goto("/false/true");
  const section = page.getByTestId("media-root-section");
  await expect(section).toHaveCount(1);
  await expect(section).toHaveAttribute("data-root", "Demo");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Demo");

  const cards = section.getByTestId("folder-card");
  await expect(cards.filter({ hasText: "Family" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "旅行" })).toHaveCount(1);
  // Pets holds six photos and a video: its card shows four thumbnails once in view.
  const pets = cards.filter({ hasText: "Pets" });
  await pets.scrollIntoViewIfNeeded();
  await expect(pets.getByTestId("folder-card-thumb")).toHaveCount(4);
  await expect(section.getByTestId("photo-tile")).toHaveCount(1);
  await expect(section.getByTestId("video-card")).toHaveCount(1);
  await page.screenshot({ path: "/tmp/h2-home-desktop.png", fullPage: true });

  // /hems is the same directory home.
  await page.goto("/hems");
  await expect(page.getByTestId("media-root-section")).toHaveAttribute("data-root", "Demo");
});

test("a folder pages on scroll and keeps the documented order", async ({ page }) => {
  await signInPage(page);
  await page.goto("/false/true");
  await page.getByTestId("folder-card").filter({ hasText: MANY }).click();
  await expect(page).toHaveURL(`/folder/${encode(`Demo/${MANY}`)}`);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText(MANY);

  const tiles = page.getByTestId("photo-tile");
  await expect(tiles).toHaveCount(60);
  await expect(page.getByTestId("load-more")).toHaveAttribute("data-done", "false");
  await page.getByTestId("load-more").scrollIntoViewIfNeeded();
  await expect(tiles).toHaveCount(MANY_COUNT);
  await expect(page.getByTestId("load-more")).toHaveAttribute("data-done", "true");

  // The breadcrumb leads back up; an empty folder shows the grid's documented 'No data'.
  await page.getByTestId("breadcrumb").getByRole("link", { name: "Demo" }).click();
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Demo");
  await page.screenshot({ path: "/tmp/h2-folder-desktop.png" });
  await page.getByTestId("folder-card").filter({ hasText: EMPTY }).click();
  await expect(page.getByTestId("empty-folder")).toHaveText("No data");
});

test("opened photos and videos are history entries that back and forward restore", async ({ page }) => {
  await signInPage(page);
  const summer = "Demo/Family/2023 Summer";
  const video = await rowOf(page.request, summer, "Summer highlights");
  await page.goto(`/folder/${encode(summer)}`);
  const folderUrl = page.url();

  // Grid videos play inline, one at a time.
  await page.goto(`/folder/${encode("Demo/Home Videos")}`);
  const [first, second] = await page.getByTestId("video-card").all();
  await first.getByTestId("video-card-play").click();
  await expect(first).toHaveAttribute("data-playing", "true");
  await second.getByTestId("video-card-play").click();
  await expect(second).toHaveAttribute("data-playing", "true");
  await expect(first).toHaveAttribute("data-playing", "false");
  await expect(page.getByTestId("inline-video")).toHaveCount(1);

  await page.goto(folderUrl);
  const photo = page.getByTestId("photo-tile").first();
  const photoId = await photo.getAttribute("data-id");
  await photo.click();
  await expect(page).toHaveURL(/\/photo\/[A-Za-z0-9_-]+/);
  const photoUrl = page.url();
  await expect(page.getByTestId("two-page-layout")).toBeVisible();
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", photoId!);
  await page.screenshot({ path: "/tmp/h2-player-desktop.png" });

  await page.goBack();
  await expect(page).toHaveURL(folderUrl);
  await expect(page.getByTestId("photo-slideshow")).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(photoUrl);
  await expect(page.getByTestId("photo-slideshow")).toBeVisible();

  // Escape closes the player: the folder view is a new entry.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("photo-slideshow")).toHaveCount(0);
  await expect(page).toHaveURL(folderUrl);

  await page.getByTestId("video-card-title").first().click();
  await expect(page).toHaveURL(`/video/${video.en_file_relpath}`);
  await expect(page.getByTestId("video-player")).toBeVisible();

  // The menu bar's back arrow and the arrow keys walk the same history.
  await page.getByTestId("history-back").click({ force: true });
  await expect(page).toHaveURL(folderUrl);
  await expect(page.getByTestId("video-player")).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(photoUrl);
  await expect(page.getByTestId("photo-slideshow")).toBeVisible();

  // A reload of an opened photo comes back to it, its folder below.
  await page.reload();
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", photoId!);
  await expect(page.getByTestId("library-folder")).toHaveAttribute("data-relpath", summer);
});

test("the directory home opens photos and videos in popups with fullscreen and close", async ({ page }) => {
  await signInPage(page);
  await page.goto("/false/true");
  await page.getByTestId("photo-tile").click();
  const popup = page.getByTestId("photo-popup");
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("popup-fullscreen")).toBeVisible();
  await expect(page).toHaveURL(/\/photo\//);
  await page.screenshot({ path: "/tmp/h2-photo-popup.png" });
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL("/false/true");

  await page.getByTestId("video-card-expand").click();
  await expect(page.getByTestId("video-popup")).toBeVisible();
  await expect(page.getByTestId("video-popup-video")).toHaveAttribute("src", /^\/media_lv_video_root\//);
  await page.goBack();
  await expect(page.getByTestId("video-popup")).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId("video-popup")).toBeVisible();
  await page.getByTestId("popup-close").click();
  await expect(page.getByTestId("video-popup")).toHaveCount(0);
});

test("paphotoid, pavideoid and pafolderid open an item directly", async ({ page }) => {
  await signInPage(page);
  const photo = await rowOf(page.request, "Demo/Pets", "Mochi asleep");
  const video = await rowOf(page.request, "Demo/Pets", "Mochi zoomies");
  const folder = await rowOf(page.request, "Demo/Travel", "Kyoto");

  await page.goto(`/false/true?paphotoid=${photo.id}`);
  await expect(page).toHaveURL(`/photo/${photo.id}`);
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", String(photo.id));
  await expect(page.getByTestId("library-folder")).toHaveAttribute("data-relpath", "Demo/Pets");

  await page.goto(`/hems?pavideoid=${video.id}`);
  await expect(page.getByTestId("video-player")).toBeVisible();
  // The video on screen is recorded as played; /true/true resumes it in the two-page layout.
  const played = page.waitForResponse((res) => res.url().endsWith("/api_his_f2f/phs") && res.ok());
  await page.goto(`/hems_video/${video.id}/${video.en_file_relpath}`);
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-video-id", String(video.id));
  await played;
  await page.goto("/true/true");
  await expect(page).toHaveURL(`/video/${video.en_file_relpath}`);
  await expect(page.getByTestId("two-page-layout")).toBeVisible();

  await page.goto(`/false/true?pafolderid=${folder.id}`);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Kyoto");

  // Something that is not there goes to the site root (documents: directory init failure).
  await page.goto("/photo/999999999");
  await expect(page).toHaveURL("/");
});

/** A one-finger horizontal swipe across the folder view. */
async function swipe(page: Page, dx: number) {
  await page.getByTestId("library-folder").evaluate((element, distance) => {
    const at = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
    element.dispatchEvent(new TouchEvent("touchstart", { touches: [at(150)], changedTouches: [at(150)], bubbles: true }));
    element.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [at(150 + distance)], bubbles: true }));
  }, dx);
}

test("without a session the library pages send the visitor to the re-login notice", async ({ page }) => {
  for (const address of ["/false/true", "/true/false", "/hems", `/folder/${encode("Demo/Pets")}`, "/photo/1"]) {
    await page.goto(address);
    await expect(page).toHaveURL(`/relogin?from=${encodeURIComponent(address)}`);
  }
});

test.describe("in Chinese on a phone", () => {
  test.use({ locale: "zh-CN", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the library is in Chinese and fits a phone", async ({ page }) => {
    await signInPage(page);
    await page.goto("/false/true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("媒体文件夹");
    await expect(page.getByTestId("media-root-open")).toHaveText("全部打开");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/h2-home-zh-phone.png", fullPage: true });

    await page.getByTestId("folder-card").filter({ hasText: "旅行" }).tap();
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("旅行");
    await page.getByTestId("folder-card").filter({ hasText: "杭州" }).tap();
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("杭州");
    await expect(page.getByRole("heading", { name: "照片" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/h2-folder-zh-phone.png", fullPage: true });

    // A swipe to the right goes back, to the left forward again.
    await swipe(page, 120);
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("旅行");
    await swipe(page, -120);
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("杭州");
  });
});
