import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./helpers/test";
import { demoOwnerPage, signInDemoOwner } from "./helpers/session";
import { nth } from "../helpers/checked";

// Media folders on /settings through the real server: the demo library is an
// environment root (shown, not removable); the owner adds a folder of the
// server (two photos copied from the demo library), sees it scanned and in the
// library on /hems, and removes it again. Then the section in English and
// Chinese at desktop and phone widths, with screenshots for review.

const DATA = path.resolve("test-results/e2e-data");
const LIBRARY = path.join(DATA, "demo-library");
const WORK = path.join(DATA, "e2e-media-roots");
const HOLIDAY = path.join(WORK, "Holiday");
const SHOTS = path.resolve("test-results/media-roots");

/** The first `count` JPEG photos of the demo library. */
function demoPhotos(count: number): string[] {
  const entries = fs.readdirSync(LIBRARY, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.jpe?g$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .slice(0, count);
}

const row = (page: Page, name: string): Locator => page.locator(`[data-testid="media-root"][data-name="${name}"]`);

/** Removes the folder's root if a failed run left it, through the API. */
async function removeIfThere(request: APIRequestContext, name: string) {
  const list = await (await request.get("/api_ctx/media_roots")).json();
  if (list.data?.some((root: { name: string }) => root.name === name)) await request.post("/api_ctx/remove_media_root", { data: { name } });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  // The demo library is scanned first (a change of roots would restart that scan anyway).
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 90_000 }).toBe("succeeded");
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(HOLIDAY, { recursive: true });
  demoPhotos(2).forEach((file, i) => fs.copyFileSync(file, path.join(HOLIDAY, `Beach ${i + 1}.jpg`)));
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await removeIfThere(request, "Holiday");
  await request.dispose();
  fs.rmSync(WORK, { recursive: true, force: true });
});

test("the owner adds a media folder, finds it in the library after its scan, and removes it", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  const section = page.getByTestId("settings-media-roots");
  await expect(section.getByRole("heading", { name: "Media folders" })).toBeVisible();

  // The demo library comes from the server's configuration: shown as such, no Remove.
  const demo = row(page, "Demo");
  await expect(demo.getByTestId("media-root-source")).toHaveText("Demo library");
  await expect(demo.getByTestId("media-root-path")).toHaveText(LIBRARY);
  await expect(demo.getByTestId("media-root-env-note")).toHaveText(
    "Can't be removed here: the demo library goes away once MEDIA_ROOTS is set on the server (or DEMO=false) and hems restarts.",
  );
  await expect(demo.getByTestId("media-root-remove")).toHaveCount(0);
  await expect(demo.getByTestId("media-root-scan")).toHaveText("Up to date");

  // Refusals: a name with a slash (checked in the page), a folder inside the demo library (checked on the server).
  const name = page.getByTestId("media-root-name");
  const folder = page.getByTestId("media-root-path-input");
  const error = page.getByTestId("media-root-error");
  await name.fill("Trips/2024");
  await folder.fill(HOLIDAY);
  await page.getByTestId("media-root-add").click();
  await expect(error).toHaveText('The name cannot contain / or \\ or control characters, and cannot be "." or "..".');
  await name.fill("Pets again");
  await folder.fill(path.join(LIBRARY, "Pets"));
  await page.getByTestId("media-root-add").click();
  await expect(error).toHaveText('This folder is inside the media folder "Demo".');
  await expect(page.getByTestId("media-root")).toHaveCount(1);

  // Added: listed at once, scanned in the background.
  await name.fill("Holiday");
  await folder.fill(HOLIDAY);
  await page.getByTestId("media-root-add").click();
  await expect(page.getByTestId("media-root-notice")).toHaveText('"Holiday" was added. Its photos and videos appear as the scan goes.');
  await expect(error).toBeEmpty();
  await expect(name).toHaveValue("");
  const holiday = row(page, "Holiday");
  await expect(holiday.getByTestId("media-root-source")).toHaveText("Added here");
  await expect(holiday.getByTestId("media-root-path")).toHaveText(HOLIDAY);
  await expect(holiday.getByTestId("media-root-scan")).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(holiday.getByTestId("media-root-scan")).toHaveText("Up to date");
  await expect(holiday.getByTestId("media-root-counts")).toHaveText("2 photos · no videos · no folders");

  // The library shows it after the demo library, with its two photos.
  await gotoHydrated(page, "/hems");
  const librarySection = page.locator('[data-testid="media-root-section"][data-root="Holiday"]');
  await expect(librarySection).toBeVisible();
  await expect(librarySection.getByTestId("photo-tile")).toHaveCount(2);
  await expect(page.getByTestId("media-root-section")).toHaveCount(2);

  // Removed after a confirmation; Cancel keeps it.
  await gotoHydrated(page, "/settings");
  await holiday.getByTestId("media-root-remove").click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toContainText('Remove "Holiday" from Media files?');
  await page.getByTestId("confirm-dialog-cancel").click();
  await expect(dialog).toHaveCount(0);
  await expect(holiday).toBeVisible();
  await holiday.getByTestId("media-root-remove").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("media-root-notice")).toHaveText('"Holiday" was removed.');
  await expect(holiday).toHaveCount(0);
  await expect(page.getByTestId("media-root")).toHaveCount(1);

  // Gone from the library; the folder itself is still on disk.
  await gotoHydrated(page, "/hems");
  await expect(page.getByTestId("media-root-section")).toHaveCount(1);
  await expect(page.locator('[data-testid="media-root-section"][data-root="Holiday"]')).toHaveCount(0);
  expect(fs.readdirSync(HOLIDAY).sort()).toEqual(["Beach 1.jpg", "Beach 2.jpg"]);
});

test("the section in English and Chinese, on a desktop and a phone", async ({ browser, baseURL }) => {
  const setup = await browser.newContext({ baseURL });
  await signInDemoOwner(setup.request);
  expect((await setup.request.post("/api_ctx/add_media_root", { data: { name: "Holiday", path: HOLIDAY } })).ok()).toBe(true);
  await expect
    .poll(
      async () => (await (await setup.request.get("/api_ctx/media_roots")).json()).data?.find((root: { name: string }) => root.name === "Holiday")?.scan.status,
      { timeout: 60_000 },
    )
    .toBe("succeeded");

  fs.mkdirSync(SHOTS, { recursive: true });
  const views = [
    { locale: "en-US", width: 1280, height: 900, title: "Media folders", settingsNote: "Added here" },
    { locale: "en-US", width: 390, height: 844, title: "Media folders", settingsNote: "Added here" },
    { locale: "zh-CN", width: 1280, height: 900, title: "媒体文件夹", settingsNote: "在此添加" },
    { locale: "zh-CN", width: 390, height: 844, title: "媒体文件夹", settingsNote: "在此添加" },
  ];
  for (const view of views) {
    const { context, page } = await demoOwnerPage(browser, baseURL, view);
    await gotoHydrated(page, "/settings");
    const section = page.getByTestId("settings-media-roots");
    await expect(section.getByRole("heading", { name: view.title })).toBeVisible();
    await expect(row(page, "Holiday").getByTestId("media-root-source")).toHaveText(view.settingsNote);
    // A refusal shown in the reader's language.
    await page.getByTestId("media-root-name").fill("Demo");
    await page.getByTestId("media-root-path-input").fill(HOLIDAY);
    await page.getByTestId("media-root-add").click();
    await expect(page.getByTestId("media-root-error")).toHaveText(
      view.locale === "zh-CN" ? "已有名为“Demo”的媒体文件夹。" : 'There is already a media folder named "Demo".',
    );
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The menu bar is fixed at the top: scrolled to the top, a full-page picture shows the section whole.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `settings-${view.locale}-${view.width}.png`), fullPage: true });
    if (view.width >= 500) await section.screenshot({ path: path.join(SHOTS, `settings-media-roots-${view.locale}-${view.width}.png`) });
    await context.close();
  }

  expect((await setup.request.post("/api_ctx/remove_media_root", { data: { name: "Holiday" } })).ok()).toBe(true);
  await setup.close();
});

test("a media folder that disappears says so in the library, and is listed again once it is back", async ({ browser, baseURL }) => {
  const gone = path.join(WORK, "Unplugged");
  fs.mkdirSync(gone, { recursive: true });
  fs.copyFileSync(nth(demoPhotos(1), 0), path.join(gone, "Only.jpg"));
  const setup = await browser.newContext({ baseURL });
  await signInDemoOwner(setup.request);
  expect((await setup.request.post("/api_ctx/add_media_root", { data: { name: "Unplugged", path: gone } })).ok()).toBe(true);
  const scanOf = async () =>
    (await (await setup.request.get("/api_myfilex/scanstatus")).json()).data?.find((root: { name: string }) => root.name === "Unplugged");
  await expect.poll(async () => (await scanOf())?.status, { timeout: 60_000 }).toBe("succeeded");

  // The folder goes away (a drive unplugged): the watcher's rescan fails, and the library says why.
  fs.rmSync(gone, { recursive: true, force: true });
  await expect.poll(async () => (await scanOf())?.status, { timeout: 30_000 }).toBe("failed");
  const english = `Couldn't scan this folder: Media root folder not found: ${gone}`;
  const chinese = `无法扫描此文件夹：找不到媒体文件夹：${gone}`;
  for (const view of [
    { locale: "en-US", text: english, width: 1280 },
    { locale: "en-US", text: english, width: 390 },
    { locale: "zh-CN", text: chinese, width: 1280 },
    { locale: "zh-CN", text: chinese, width: 390 },
  ]) {
    const { context, page } = await demoOwnerPage(browser, baseURL, { ...view, height: 844 });
    await gotoHydrated(page, "/hems");
    const section = page.locator('[data-testid="media-root-section"][data-root="Unplugged"]');
    await expect(section.getByTestId("media-root-scan-error")).toHaveText(view.text);
    // Its photo is no longer listed (nothing to open that is not there).
    await expect(section.getByTestId("photo-tile")).toHaveCount(0);
    fs.mkdirSync(SHOTS, { recursive: true });
    await section.screenshot({ path: path.join(SHOTS, `unplugged-${view.locale}-${view.width}.png`) });
    // The long path wraps: nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The demo library's section has no such line.
    await expect(page.locator('[data-testid="media-root-section"][data-root="Demo"]').getByTestId("media-root-scan-error")).toHaveCount(0);
    await context.close();
  }

  // The drive is back: noticed and rescanned without a restart, the photo listed again and the notice gone.
  fs.mkdirSync(gone, { recursive: true });
  fs.copyFileSync(nth(demoPhotos(1), 0), path.join(gone, "Only.jpg"));
  await expect.poll(async () => (await scanOf())?.status, { timeout: 30_000 }).toBe("succeeded");
  const page = await setup.newPage();
  await gotoHydrated(page, "/hems");
  const section = page.locator('[data-testid="media-root-section"][data-root="Unplugged"]');
  await expect(section.getByTestId("photo-tile")).toHaveCount(1);
  await expect(section.getByTestId("media-root-scan-error")).toHaveCount(0);

  expect((await setup.request.post("/api_ctx/remove_media_root", { data: { name: "Unplugged" } })).ok()).toBe(true);
  await setup.close();
});
