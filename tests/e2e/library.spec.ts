import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { FolderGrid } from "./helpers/folderGrid";
import { signInDemoOwner } from "./helpers/session";
import { nth } from "../helpers/checked";

// The library pages through the real server and the demo library: the
// directory home, a folder paged by scrolling, photos and videos opened in
// the players and popups, history back and forward, direct opening by id,
// and Chinese on a phone. A few files are added to the demo library (the
// watcher indexes them) so that one folder has more than a page of photos,
// another more than a page of photos and then videos named after them, and
// the root itself holds a photo and a video; they are removed at the end.

const LIBRARY = path.resolve("test-results/e2e-data/demo-library");
const MANY = "Many Photos";
const MANY_COUNT = 70;
const CAMERA = "Camera Roll";
const CAMERA_PHOTOS = 62;
const CAMERA_VIDEOS = 2;
const EMPTY = "Empty Album";
const ADDED = [MANY, CAMERA, EMPTY, "Root photo.jpg", "Root clip.mp4"];

type Row = { id: number; file_type: number; file_title: string; en_file_relpath: string };
type Listing = { dir_files: Row[]; page: number };

/** A photo's address in the slideshow: its id as opened, or its path once the address follows the photo on screen. */
const photoAddress = (photo: Row) => new RegExp(`/photo/(${photo.id}|${photo.en_file_relpath})$`);

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

async function listing(request: APIRequestContext, relpath: string, page = 0): Promise<Listing> {
  const reply = await (await request.get(`/api_myfilex/dirfilesall/${page}/${encode(relpath)}?thumbs=url`)).json();
  return reply.status ? JSON.parse(reply.data) : { dir_files: [], page: -1 };
}

async function rowOf(request: APIRequestContext, folder: string, title: string): Promise<Row> {
  const row = (await listing(request, folder)).dir_files.find((file) => file.file_title === title);
  if (!row) throw new Error(`${title} not found in ${folder}`);
  return row;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 90_000 }).toBe("succeeded");

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
  fs.mkdirSync(path.join(LIBRARY, CAMERA), { recursive: true });
  for (let i = 1; i <= CAMERA_PHOTOS; i++) {
    fs.copyFileSync(path.join(LIBRARY, MANY, `Tile ${String(i).padStart(3, "0")}.png`), path.join(LIBRARY, CAMERA, `IMG_${String(i).padStart(4, "0")}.png`));
  }
  for (let i = 1; i <= CAMERA_VIDEOS; i++) {
    fs.copyFileSync(path.join(LIBRARY, "Home Videos", "Test pattern.mp4"), path.join(LIBRARY, CAMERA, `VID_${String(i).padStart(4, "0")}.mp4`));
  }

  await expect.poll(async () => (await listing(request, `Demo/${MANY}`, 1)).dir_files.length, { timeout: 90_000 }).toBe(MANY_COUNT - 60);
  await expect.poll(async () => (await listing(request, `Demo/${CAMERA}`, 1)).dir_files.length, { timeout: 90_000 }).toBe(CAMERA_PHOTOS + CAMERA_VIDEOS - 60);
  await expect
    .poll(
      async () =>
        (await listing(request, "Demo")).dir_files
          .filter((f) => f.file_type !== 1 || f.file_title === EMPTY)
          .map((f) => f.file_title)
          .sort(),
      { timeout: 90_000 },
    )
    .toEqual([EMPTY, "Root clip", "Root photo"]);
  await request.dispose();
});

test.afterAll(() => {
  for (const name of ADDED) fs.rmSync(path.join(LIBRARY, name), { recursive: true, force: true });
});

test("the directory home shows each media root with folder cards, photos and videos", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/false/true");
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
  await screenshot(page, "h2-home-desktop.png", { fullPage: true });

  // /hems is the same directory home.
  await gotoHydrated(page, "/hems");
  await expect(page.getByTestId("media-root-section")).toHaveAttribute("data-root", "Demo");
});

test("the first folder cards come with their pictures in the server's HTML; only later cards ask for their previews", async ({ page }) => {
  await signInDemoOwner(page.request);
  const html = await (await page.request.get("/hems")).text();
  const cards = [...html.matchAll(/data-testid="folder-card" data-relpath="([^"]*)" data-loaded="(true|false)"/g)];
  expect(cards.length).toBeGreaterThan(8);
  // The first eight (a first screen) are complete as sent, pictures and all; the rest wait to be seen.
  expect(cards.slice(0, 8).map((card) => card[2])).toEqual(Array(8).fill("true"));
  expect(cards.slice(8).every((card) => card[2] === "false")).toBe(true);
  expect(html).toContain('data-testid="folder-card-thumb"');

  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api_myfilex/folderbrief/")) asked.push(request.url());
  });
  await gotoHydrated(page, "/hems");
  await expect(page.getByTestId("folder-card").first()).toHaveAttribute("data-loaded", "true");
  const firstEight = cards.slice(0, 8).map((card) => encode(card[1]!));
  expect(asked.filter((url) => firstEight.some((folder) => url.includes(`/folderbrief/${folder}?`)))).toEqual([]);
});

test("a folder pages on scroll and keeps the documented order", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/false/true");
  await page.getByTestId("folder-card").filter({ hasText: MANY }).click();
  await expect(page).toHaveURL(`/folder/${encode(`Demo/${MANY}`)}`);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText(MANY);

  const grid = new FolderGrid(page);
  const tiles = grid.photos();
  await expect(tiles).toHaveCount(60);
  await expect(grid.loadMore()).toHaveAttribute("data-done", "false");
  // Page 1 is held back at the network: meanwhile the sentinel says 'Loading more…'.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route("**/api_myfilex/dirfilesall/1/**", async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await grid.scrollToLoadMore(() => requested);
  await expect(grid.loadMore()).toHaveText("Loading more…");
  await screenshot(page, "lib3-loading-more.png");
  release();
  await expect(tiles).toHaveCount(MANY_COUNT);
  await expect(grid.loadMore()).toHaveText("");
  await expect(grid.loadMore()).toHaveAttribute("data-done", "true");

  // The breadcrumb leads back up; an empty folder shows the grid's documented 'No data'.
  await page.getByTestId("breadcrumb").getByRole("link", { name: "Demo" }).click();
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Demo");
  await screenshot(page, "h2-folder-desktop.png");
  await page.getByTestId("folder-card").filter({ hasText: EMPTY }).click();
  await expect(page.getByTestId("empty-folder")).toHaveText("No data");
});

/** A picker (its folders, items and 'more' button by test id) opens Demo/MANY: 60 items, then all of them after 'more', which goes. */
async function pageThroughMany(picker: Page | Locator, ids: { folder: string; item: string; more: string }) {
  await picker.getByTestId(ids.folder).filter({ hasText: "Demo" }).click();
  await picker.getByTestId(ids.folder).filter({ hasText: MANY }).click();
  await expect(picker.getByTestId(ids.item)).toHaveCount(60);
  await picker.getByTestId(ids.more).click();
  await expect(picker.getByTestId(ids.item)).toHaveCount(MANY_COUNT);
  await expect(picker.getByTestId(ids.more)).toHaveCount(0);
}

test("the article editor's photo picker and the lens editor's picker page through a folder of more than 60 photos", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/articlelist");
  await page.getByTestId("article-new").click();
  await waitForURLHydrated(page, /\/article\?param_file_id=$/);
  await page.getByTestId("tool-menu-image").click();
  await page.getByTestId("tool-photo").click();
  await pageThroughMany(page.getByTestId("article-media-picker"), {
    folder: "article-picker-folder",
    item: "article-picker-file",
    more: "article-picker-more",
  });

  // The lens editor's picker (Reel Story on for the visit, off again after).
  expect((await page.request.post("/api_ctx/update_config", { data: { medialensEditMode: true } })).ok()).toBe(true);
  try {
    await gotoHydrated(page, "/medialens/new");
    await pageThroughMany(page, { folder: "picker-folder", item: "picker-item", more: "picker-more" });
  } finally {
    await page.request.post("/api_ctx/update_config", { data: { medialensEditMode: false } });
  }
});

test("a folder's videos come with its first page, above the photos, even when their names sort after a page of photos", async ({ page }) => {
  await signInDemoOwner(page.request);
  const pagedIn: string[] = [];
  await page.route("**/api_myfilex/dirfilesall/**", (route) => {
    pagedIn.push(route.request().url());
    return route.continue();
  });
  const grid = await new FolderGrid(page).open(`Demo/${CAMERA}`);
  const videos = grid.videos();
  await expect(videos).toHaveCount(CAMERA_VIDEOS);
  for (const video of await videos.all()) await expect(video).toBeInViewport();
  await expect(videos.first().getByTestId("video-card-title")).toHaveText("VID_0001");
  await expect(grid.photos()).toHaveCount(60 - CAMERA_VIDEOS);
  await expect(grid.loadMore()).toHaveAttribute("data-done", "false");
  // Nothing was paged in yet: the videos came with the server's page 0.
  expect(pagedIn).toEqual([]);
  await screenshot(page, "order-camera-roll.png");

  await grid.scrollToLoadMore(() => pagedIn.length > 0);
  await expect(grid.photos()).toHaveCount(CAMERA_PHOTOS);
  await expect(videos).toHaveCount(CAMERA_VIDEOS);
  expect(pagedIn).toHaveLength(1);
});

test("a page that fails to load shows the documented error dialog, and paging goes on once it answers", async ({ page }) => {
  await signInDemoOwner(page.request);
  let failing = true;
  let asked = 0;
  await page.route("**/api_myfilex/dirfilesall/1/**", (route) => {
    asked++;
    return failing
      ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: false, error: "Disk on fire" }) })
      : route.continue();
  });
  // Playwright's clock: time runs as usual, and the test moves it on at will.
  await page.clock.install();
  const grid = await new FolderGrid(page).open(`Demo/${MANY}`);
  await expect(grid.photos()).toHaveCount(60);
  await grid.scrollToLoadMore(() => asked > 0);
  const dialog = page.getByTestId("error-dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("heading")).toHaveText("Error");
  await expect(dialog).toContainText("Load media files ... failed! Error: Disk on fire");
  await screenshot(page, "lib3-load-failed.png");
  await page.getByTestId("error-dialog-ok").click();
  await expect(dialog).toHaveCount(0);
  await expect(grid.photos()).toHaveCount(60);
  // No retry loop while the sentinel stays in view: the call and its one retry.
  await page.clock.runFor(3_000);
  await expect(dialog).toHaveCount(0);
  expect(asked).toBe(2);

  // The server answers again: the next try loads the rest.
  failing = false;
  await page.evaluate(() => window.scrollTo(0, 0));
  await grid.loadMore().scrollIntoViewIfNeeded();
  await expect(grid.photos()).toHaveCount(MANY_COUNT);
});

test("a player's list shows 'Loading…' while it loads, and 'Failed to fetch data.' when it cannot", async ({ page }) => {
  await signInDemoOwner(page.request);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route("**/api_myfilex/procphotourl/**", async (route) => {
    if (fail) return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: false, error: "Index unavailable" }) });
    await held;
    return route.continue();
  });
  await gotoHydrated(page, `/folder/${encode("Demo/Pets")}`);
  const first = page.getByTestId("photo-tile").nth(0);
  const second = page.getByTestId("photo-tile").nth(1);
  await first.click();
  await expect(page.getByTestId("player-loading")).toHaveText("Loading…");
  release();
  await expect(page.getByTestId("photo-slideshow")).toBeVisible();
  await expect(page.getByTestId("player-position")).toHaveText("1 / 6");
  await expect(page.getByTestId("error-dialog")).toHaveCount(0);

  // Another photo whose list fails: the documented alert, and the photo still shows, alone.
  fail = true;
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("photo-slideshow")).toHaveCount(0);
  const secondId = await second.getAttribute("data-id");
  await second.click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("Failed to fetch data.", { timeout: 15_000 });
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", secondId!);
  await expect(page.getByTestId("player-position")).toHaveText("1 / 1");
  await page.getByTestId("error-dialog-ok").click();
  await expect(alert).toHaveCount(0);
});

test("opened photos and videos are history entries that back and forward restore", async ({ page }) => {
  await signInDemoOwner(page.request);
  const summer = "Demo/Family/2023 Summer";
  const video = await rowOf(page.request, summer, "Summer highlights");
  await gotoHydrated(page, `/folder/${encode(summer)}`);
  const folderUrl = page.url();

  // Grid videos play inline, one at a time.
  await gotoHydrated(page, `/folder/${encode("Demo/Home Videos")}`);
  const first = page.getByTestId("video-card").nth(0);
  const second = page.getByTestId("video-card").nth(1);
  await first.getByTestId("video-card-play").click();
  await expect(first).toHaveAttribute("data-playing", "true");
  await second.getByTestId("video-card-play").click();
  await expect(second).toHaveAttribute("data-playing", "true");
  await expect(first).toHaveAttribute("data-playing", "false");
  await expect(page.getByTestId("inline-video")).toHaveCount(1);

  await gotoHydrated(page, folderUrl);
  const photo = page.getByTestId("photo-tile").first();
  const photoId = await photo.getAttribute("data-id");
  await photo.click();
  await expect(page).toHaveURL(/\/photo\/[A-Za-z0-9_-]+/);
  const photoUrl = page.url();
  await expect(page.getByTestId("two-page-layout")).toBeVisible();
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", photoId!);
  await screenshot(page, "h2-player-desktop.png");

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
  // The menu bar may still be sliding in over the player: click once it is on screen.
  await expect(page.getByTestId("history-back")).toBeInViewport();
  await page.getByTestId("history-back").click({ force: true });
  await expect(page).toHaveURL(folderUrl);
  await expect(page.getByTestId("video-player")).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(photoUrl);
  await expect(page.getByTestId("photo-slideshow")).toBeVisible();

  // A reload of an opened photo comes back to it, its folder below.
  await reloadHydrated(page);
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", photoId!);
  await expect(page.getByTestId("library-folder")).toHaveAttribute("data-relpath", summer);
});

test("the directory home opens photos and videos in popups with fullscreen and close", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/false/true");
  await page.getByTestId("photo-tile").click();
  const popup = page.getByTestId("photo-popup");
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("popup-fullscreen")).toBeVisible();
  await expect(page).toHaveURL(/\/photo\//);
  await screenshot(page, "h2-photo-popup.png");
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
  // Eleven page loads: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await signInDemoOwner(page.request);
  const photo = await rowOf(page.request, "Demo/Pets", "Mochi asleep");
  const video = await rowOf(page.request, "Demo/Pets", "Mochi zoomies");
  const folder = await rowOf(page.request, "Demo/Travel", "Kyoto");

  await gotoHydrated(page, `/false/true?paphotoid=${photo.id}`);
  await expect(page).toHaveURL(photoAddress(photo));
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", String(photo.id));
  await expect(page.getByTestId("library-folder")).toHaveAttribute("data-relpath", "Demo/Pets");

  await gotoHydrated(page, `/hems?pavideoid=${video.id}`);
  await expect(page.getByTestId("video-player")).toBeVisible();
  // The video on screen is recorded as played; /true/true resumes it in the two-page layout.
  const played = page.waitForResponse((res) => res.url().endsWith("/api_his_f2f/phs") && res.ok());
  await gotoHydrated(page, `/hems_video/${video.id}/${video.en_file_relpath}`);
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-video-id", String(video.id));
  await played;
  await gotoHydrated(page, "/true/true");
  await expect(page).toHaveURL(`/video/${video.en_file_relpath}`);
  await expect(page.getByTestId("two-page-layout")).toBeVisible();

  await gotoHydrated(page, `/false/true?pafolderid=${folder.id}`);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Kyoto");

  // "/" takes the same three parameters.
  await gotoHydrated(page, `/?paphotoid=${photo.id}`);
  await expect(page).toHaveURL(photoAddress(photo));
  await expect(page.getByTestId("photo-slideshow")).toHaveAttribute("data-photo-id", String(photo.id));
  await gotoHydrated(page, `/?pavideoid=${video.id}`);
  await expect(page).toHaveURL(`/video/${video.id}`);
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-video-id", String(video.id));
  await gotoHydrated(page, `/?pafolderid=${folder.id}`);
  await expect(page).toHaveURL(`/folder/${folder.id}`);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Kyoto");

  // Something that is not there goes to the site root (documents: directory init failure).
  await gotoHydrated(page, "/photo/999999999");
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

test("without a session the library pages send the visitor to the sign-in, keeping the address", async ({ page }) => {
  for (const address of ["/false/true", "/true/false", "/hems", `/folder/${encode("Demo/Pets")}`, "/photo/1"]) {
    await gotoHydrated(page, address);
    await expect(page).toHaveURL(`/?from=${encodeURIComponent(address)}`);
  }
});

test.describe("in Chinese on a phone", () => {
  test.use({ locale: "zh-CN", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the library is in Chinese and fits a phone", async ({ page }) => {
    await signInDemoOwner(page.request);
    await gotoHydrated(page, "/false/true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("媒体文件夹");
    await expect(page.getByTestId("media-root-open")).toHaveText("全部打开");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "h2-home-zh-phone.png", { fullPage: true });

    await page.getByTestId("folder-card").filter({ hasText: "旅行" }).tap();
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("旅行");
    await page.getByTestId("folder-card").filter({ hasText: "杭州" }).tap();
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("杭州");
    await expect(page.getByRole("heading", { name: "照片" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "h2-folder-zh-phone.png", { fullPage: true });

    // A swipe to the right goes back, to the left forward again.
    await swipe(page, 120);
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("旅行");
    await swipe(page, -120);
    await expect(page.getByTestId("breadcrumb-current")).toHaveText("杭州");
  });

  test("the photo and video popups fit a phone and speak Chinese", async ({ page }) => {
    await signInDemoOwner(page.request);
    await gotoHydrated(page, "/false/true");
    await page.getByTestId("photo-tile").tap();
    const photo = page.getByTestId("photo-popup");
    await expect(photo).toBeVisible();
    await expect(photo.getByTestId("popup-fullscreen")).toHaveAttribute("aria-label", "全屏");
    await expect(photo.getByTestId("popup-close")).toHaveAttribute("aria-label", "关闭");
    await expect.poll(() => photo.getByTestId("photo-popup-image").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectWithin(page, photo.getByTestId("photo-popup-image"));
    await expectWithin(page, photo.getByTestId("popup-close"));
    await screenshot(page, "lib3-popup-photo-zh-390.png");
    await photo.getByTestId("popup-close").tap();
    await expect(photo).toHaveCount(0);

    await page.getByTestId("video-card-expand").tap();
    const video = page.getByTestId("video-popup");
    await expect(video).toBeVisible();
    await expect(video.getByTestId("popup-close")).toHaveAttribute("aria-label", "关闭");
    await expectWithin(page, video.getByTestId("video-popup-video"));
    await expectWithin(page, video.getByTestId("popup-fullscreen"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "lib3-popup-video-zh-390.png");
    await video.getByTestId("popup-close").tap();
    await expect(video).toHaveCount(0);
  });

  test("/hems_photo/{id}/{relpath} opens the slideshow on a phone, in Chinese", async ({ page }) => {
    await signInDemoOwner(page.request);
    const photo = await rowOf(
      page.request,
      "Demo/旅行/杭州",
      (await listing(page.request, "Demo/旅行/杭州")).dir_files.find((f) => f.file_type === 2)!.file_title,
    );
    await page.clock.install();
    await gotoHydrated(page, `/hems_photo/${photo.id}/${photo.en_file_relpath}`);
    const show = page.getByTestId("photo-slideshow");
    await expect(show).toHaveAttribute("data-photo-id", String(photo.id));
    await expect(show).toHaveAttribute("aria-roledescription", "幻灯片");
    await expect(page.getByTestId("player-intro")).toContainText("杭州");
    await page.clock.runFor(3_000);
    await expect(show).toHaveAttribute("data-status", "playing");
    await expect(show).toHaveAttribute("data-ready", "true");
    await expect(page.getByTestId("player-fullscreen")).toHaveAttribute("aria-label", "全屏");
    await expect(page.getByTestId("player-close")).toHaveAttribute("aria-label", "关闭");
    // (The photo itself settles from a 3 % zoom inside the stage, which clips it.)
    await expectWithin(page, show);
    await expectWithin(page, page.getByTestId("player-controls"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "lib3-hems-photo-zh-390.png");
    // Its folder is below the player.
    await expect(page.getByTestId("library-folder")).toHaveAttribute("data-relpath", "Demo/旅行/杭州");
  });
});

/** The element lies inside the window's width (nothing cut off at the sides). */
async function expectWithin(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

test.describe("screens at 1280 px and 390 px, in English and Chinese", () => {
  const SCREENS = [
    { name: "en-1280", locale: "en-US", viewport: { width: 1280, height: 800 }, mobile: false },
    { name: "zh-1280", locale: "zh-CN", viewport: { width: 1280, height: 800 }, mobile: false },
    { name: "en-390", locale: "en-US", viewport: { width: 390, height: 844 }, mobile: true },
    { name: "zh-390", locale: "zh-CN", viewport: { width: 390, height: 844 }, mobile: true },
  ];

  test("the folder view, the slideshow and the photo popup fit every width", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    for (const screen of SCREENS) {
      const context = await browser.newContext({ baseURL, locale: screen.locale, viewport: screen.viewport, isMobile: screen.mobile, hasTouch: screen.mobile });
      const page = await context.newPage();
      await signInDemoOwner(page.request);
      const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await gotoHydrated(page, `/folder/${encode("Demo/Family/2023 Summer")}`);
      await expect(page.getByTestId("photo-tile").first()).toBeVisible();
      // Folder cards load their thumbnails once in view: bring each in, then back to the top.
      for (const card of await page.getByTestId("folder-card").all()) {
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveAttribute("data-loaded", "true");
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await fits();
      await screenshot(page, `lib3-folder-${screen.name}.png`, { fullPage: true });

      await page.clock.install();
      await page.getByTestId("photo-tile").first().click();
      const show = page.getByTestId("photo-slideshow");
      await expect(show).toBeVisible();
      await page.clock.runFor(3_000);
      await page.clock.runFor(2_500);
      await expect(show).toHaveAttribute("data-ready", "true");
      await expect(page.getByTestId("player-intro")).toHaveCount(0);
      // The photo fades in (a CSS transition, on the real clock).
      await expect.poll(() => page.getByTestId("slideshow-photo").evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
      await fits();
      await screenshot(page, `lib3-slideshow-${screen.name}.png`);

      await gotoHydrated(page, "/false/true");
      await page.getByTestId("photo-tile").first().click();
      await expect(page.getByTestId("photo-popup")).toBeVisible();
      await expect.poll(() => page.getByTestId("photo-popup-image").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await fits();
      await screenshot(page, `lib3-popup-${screen.name}.png`);
      await context.close();
    }
  });
});

test("a running scan shows one bar for its whole run on the directory home and in Settings, with counts and time left, and goes when it is done", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInDemoOwner(page.request);
  // A folder of 600 photo-sized JPEGs arrives at once (moved in whole): the
  // watcher's rescan lists them, reads their details and makes their
  // thumbnails, which takes about ten seconds on this kind of machine: long
  // enough to watch the bar move once the tab has learnt of the scan.
  const BURST = "Scan Burst";
  const COUNT = 600;
  const staging = path.resolve("test-results/e2e-data/staging-burst");
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#5a8f6b", noise: { type: "gaussian", mean: 120, sigma: 6 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  for (let i = 1; i <= COUNT; i++) fs.writeFileSync(path.join(staging, `Burst ${String(i).padStart(3, "0")}.jpg`), jpeg);

  // Settings open beside the directory home (the same session): both follow the scan.
  const other = await page.context().newPage();
  await gotoHydrated(other, "/settings");
  await expect(other.getByTestId("settings-media-roots")).toBeVisible();
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await gotoHydrated(page, "/hems");
  await expect(page.getByTestId("directory-home")).toBeVisible();
  const panel = page.getByTestId("scan-progress");
  await expect(panel).toHaveCount(0);
  // No scan, no live progress: the socket connects only once one runs.
  expect(sockets).toEqual([]);
  try {
    fs.renameSync(staging, path.join(LIBRARY, BURST));
    // The owner drops the photos in with a file manager and comes back to the
    // browser: a tab asks at once when it is shown again (and every 10 s anyway).
    await expect
      .poll(async () => (await (await page.request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000, intervals: [100] })
      .toMatch(/^(queued|running)$/);
    for (const tab of [page, other]) await tab.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(panel).toBeVisible({ timeout: 5_000 });
    const bar = panel.getByRole("progressbar", { name: "Scan of Demo, all steps" });
    await expect(bar).toBeVisible();
    await expect.poll(() => sockets.some((url) => url.includes("/socket.io/"))).toBe(true);

    // Settings shows the same bar above its media folders, and so does a folder view.
    const settingsBar = other.getByTestId("settings-media-roots").getByTestId("scan-progress").getByRole("progressbar", { name: "Scan of Demo, all steps" });
    await expect(settingsBar).toBeVisible({ timeout: 30_000 });
    await settingsBar.scrollIntoViewIfNeeded();
    await screenshot(other, "lib3-scan-progress-settings.png");
    await gotoHydrated(other, `/folder/${encode("Demo/Pets")}`);
    await expect(other.getByTestId("library-folder").getByTestId("scan-progress").getByRole("progressbar", { name: "Scan of Demo, all steps" })).toBeVisible();

    // The bar's value (steps done) only grows and never passes its maximum
    // (all the run's steps); it has no value while the files are being counted.
    const samples: Array<{ now: number; max: number }> = [];
    const sample = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-testid="scan-progress"] [role="progressbar"]');
        const now = el?.getAttribute("aria-valuenow");
        const max = el?.getAttribute("aria-valuemax");
        return now && max ? { now: Number(now), max: Number(max) } : null;
      });
    await expect
      .poll(
        async () => {
          const value = await sample();
          if (value && value.now !== samples.at(-1)?.now) samples.push(value);
          return samples.length;
        },
        { timeout: 120_000, intervals: [200] },
      )
      .toBeGreaterThanOrEqual(3);
    for (const [i, value] of samples.entries()) {
      expect(value.now).toBeLessThanOrEqual(value.max);
      if (i > 0) expect(value.now).toBeGreaterThan(nth(samples, i - 1).now);
    }
    await expect(page.getByTestId("scan-progress-run").first()).toHaveText(/^Demo: \d+% · [\d,]+ \/ [\d,]+ steps$/);
    // Under the bar, the phase now running with its own counts.
    await expect(page.getByTestId("scan-progress-text").first()).toHaveText(/^(Listing|Reading details|Making thumbnails): [\d,]+ \/ [\d,]+ files$/);
    // Two seconds into a phase, the server has a pace to tell the run's time left by.
    await expect(panel.getByTestId("scan-progress-left").first()).toHaveText(/^(less than a minute|about \d+ minutes?) left$/, { timeout: 30_000 });
    await screenshot(page, "lib3-scan-progress.png");
    // The panel goes once the run is done, here and in the folder view.
    await expect(panel).toHaveCount(0, { timeout: 240_000 });
    await expect(other.getByTestId("scan-progress")).toHaveCount(0, { timeout: 30_000 });
    // All 600 are listed: pages 0 to 9 of 60.
    const last = await listing(page.request, `Demo/${BURST}`, COUNT / 60 - 1);
    expect(last.dir_files.map((f) => f.file_title).at(-1)).toBe(`Burst ${COUNT}`);
    expect(last.page).toBe(-1);
  } finally {
    await other.close();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(path.join(LIBRARY, BURST), { recursive: true, force: true });
    await expect.poll(async () => (await listing(page.request, "Demo")).dir_files.some((f) => f.file_title === BURST), { timeout: 90_000 }).toBe(false);
  }
});
