import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, settleFrames, reloadHydrated } from "./helpers/test";
import { ChannelEditor } from "./helpers/channelEditor";
import { dragOnto, dragOntoThenEscape } from "./helpers/grid";
import { setEditMode, signInDemoOwner } from "./helpers/session";
import { PNG } from "./helpers/youtube";
import { demoScanned, folderByTitles, type DirFile } from "./helpers/demoLibrary";

// Building a channel in the browser as an owner does it: in
// edit mode, right-click a home video, a home photo and a YouTube video of a
// category in one tab ('Copy video link'), paste each into the channel editor
// in another tab, reorder by dragging, and find that order on the server.
// The channel editor and the copy menu also in Chinese and on a phone.
// Everything this spec makes is removed again, whatever order specs run in.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const CATEGORY = "Builder Picks";
const YOUTUBE_ID = "Bu1ldEr_v1d";

/** The demo library's "Family/2023 Summer" folder (once the first scan is done). */
async function summerFolder(request: APIRequestContext): Promise<{ address: string; files: DirFile[] }> {
  await demoScanned(request);
  const { relpath, files } = await folderByTitles(request, ["Family", "2023 Summer"]);
  return { address: `/folder/${relpath}`, files };
}

async function createChannel(request: APIRequestContext, name: string): Promise<string> {
  const reply = await (await request.get(`/api_chnl/newchannel/${b64(name)}`)).json();
  expect(reply.status).toBe(true);
  return reply.data.file_name;
}

/** The channel's items on the server. Asked again once if the server dropped the idle kept-alive connection just as it was reused (ECONNRESET). */
async function itemOrder(request: APIRequestContext, fileName: string): Promise<string[]> {
  const ask = () => request.post("/api_chnl/getchannelplaylist", { data: { file_name: fileName } });
  const reply = await (await ask().catch((error: Error) => (error.message.includes("ECONNRESET") ? ask() : Promise.reject(error)))).json();
  return reply.data.items.map((item: { channel_media_path: string }) => item.channel_media_path);
}

/** A category with one YouTube video (offline, it is saved with the id's thumbnail). */
async function createCategory(request: APIRequestContext): Promise<string> {
  const section = await (await request.get(`/api_yt/saveytdir/${b64(CATEGORY)}`)).json();
  expect(section.status).toBe(true);
  const saved = await request.get(`/api_yt/saveyt/${b64(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`)}/${section.data.folder_url}`);
  expect(saved.status()).toBe(200);
  return section.data.folder_url;
}

/** What this spec made goes again: its channels, its category, edit mode. */
async function cleanUp(request: APIRequestContext, channelNames: string[]) {
  const list = (await (await request.get("/api_chnl/listchannels")).json()).data as Record<string, { file_name: string; channel_name: string }>;
  for (const channel of Object.values(list).filter((c) => channelNames.includes(c.channel_name))) {
    await request.post("/api_chnl/deletechannel", { data: { file_name: channel.file_name } });
  }
  const sections = (await (await request.get("/api_yt/getallsections")).json()).data.sections as { folder_url: string; file_name: string }[];
  for (const section of sections.filter((s) => s.file_name === CATEGORY)) await request.get(`/api_yt/deleteytdir/${section.folder_url}`);
  await setEditMode(request, false);
}

async function stubYoutube(context: BrowserContext) {
  await context.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));
  await context.route("https://www.youtube.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<body style='background:#222'></body>" }));
}

/** Right-click → 'Copy video link', which says 'Copied link to “{name}”' once the link is on the clipboard. */
async function copyLink(page: Page, target: Locator, notice: Locator, link: string, name: string): Promise<string> {
  await page.bringToFront();
  await target.click({ button: "right" });
  await expect(page.getByTestId("grid-context-menu")).toBeVisible();
  await page.getByTestId("grid-copy-link").click();
  await expect(page.getByTestId("grid-context-menu")).toHaveCount(0);
  await expect(notice).toHaveText(`Copied link to “${name}”`);
  return link;
}

/** The paste button of the channel editor: reads the clipboard, as a user pasting would. */
async function pasteFromClipboard(editor: Page, items: Locator, count: number) {
  await editor.bringToFront();
  await items.getByTestId("grid-paste-clipboard").click();
  await expect(items.getByTestId("grid-item")).toHaveCount(count);
}

async function ownerContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await stubYoutube(context);
  return context;
}

test("a channel built by copying a home video, a home photo and a YouTube link in the browser, then reordered by dragging", async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await ownerContext(browser);
  const editor = await context.newPage();
  const request = editor.request;
  await signInDemoOwner(request);
  await cleanUp(request, ["Copied Mix"]);
  try {
    const summer = await summerFolder(request);
    const categoryPath = await createCategory(request);
    const fileName = await createChannel(request, "Copied Mix");
    await setEditMode(request, true);

    await gotoHydrated(editor, "/playlist");
    const items = await new ChannelEditor(editor).openItems(fileName);
    await expect(items.getByTestId("grid-empty")).toBeVisible();

    // Another tab: the home's folder, in edit mode.
    const browse = await context.newPage();
    await gotoHydrated(browse, summer.address);
    const video = summer.files.find((f) => f.file_type === 3)!;
    const photo = summer.files.find((f) => f.file_type === 2)!;
    const toast = browse.getByTestId("copy-link-notice");
    // The link the channel paste takes: /lv/{file id}/{url-safe base64 relpath}.
    const videoLink = await copyLink(
      browse,
      browse.locator(`[data-testid="video-card"][data-id="${video.id}"]`),
      toast,
      `/lv/${video.id}/${video.en_file_relpath}`,
      video.file_title,
    );
    await pasteFromClipboard(editor, items, 1);

    const photoLink = await copyLink(
      browse,
      browse.locator(`[data-testid="photo-tile"][data-id="${photo.id}"]`),
      toast,
      `/lv/${photo.id}/${photo.en_file_relpath}`,
      photo.file_title,
    );
    await pasteFromClipboard(editor, items, 2);

    // A YouTube video of a category: its link names the category too.
    await gotoHydrated(browse, `/ytdirview/${categoryPath}/${b64(CATEGORY)}`);
    const youtubeTitle = (await browse.getByTestId("grid-item").first().getByTestId("grid-item-title").textContent()) ?? "";
    const youtubeLink = await copyLink(
      browse,
      browse.getByTestId("grid-item").first(),
      browse.getByTestId("grid-notice"),
      `/yv/${YOUTUBE_ID}/${categoryPath}`,
      youtubeTitle,
    );
    await pasteFromClipboard(editor, items, 3);

    expect(await itemOrder(request, fileName)).toEqual([videoLink, photoLink, youtubeLink]);
    const cells = items.getByTestId("grid-item");
    await expect(cells.getByTestId("grid-item-badge")).toHaveText(["Video", "Photo", "YouTube"]);

    // The same link again: the documented duplicate texts, nothing added.
    await items.getByTestId("grid-paste-clipboard").click();
    await expect(items.getByTestId("grid-notice")).toHaveText("This youtube is already in the list!");
    await items.getByTestId("grid-paste-input").fill(videoLink);
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-notice")).toHaveText("This video is already in the list!");

    // Drag the YouTube video first; the server keeps the new order.
    await dragOnto(editor, cells.nth(2), cells.nth(0));
    await expect.poll(() => itemOrder(request, fileName)).toEqual([youtubeLink, videoLink, photoLink]);
    await reloadHydrated(editor);
    await new ChannelEditor(editor).openItems(fileName);
    await expect(editor.getByTestId("grid-item")).toHaveCount(3);
    await expect(editor.getByTestId("grid-item").first()).toHaveAttribute("data-id", youtubeLink);

    // Escape cancels a drag.
    await editor.mouse.move(0, 0);
    await dragOntoThenEscape(editor, editor.getByTestId("grid-item").nth(0), editor.getByTestId("grid-item").nth(2));
    expect(await itemOrder(request, fileName)).toEqual([youtubeLink, videoLink, photoLink]);

    // The x asks first; Cancel keeps the item, Confirm removes it.
    await editor.getByTestId("grid-item").nth(2).getByTestId("grid-item-delete").click();
    await expect(editor.getByTestId("confirm-dialog")).toContainText("Are you sure you want to delete this video?");
    await editor.getByTestId("confirm-dialog-cancel").click();
    expect(await itemOrder(request, fileName)).toHaveLength(3);
    await editor.getByTestId("grid-item").nth(2).getByTestId("grid-item-delete").click();
    await editor.getByTestId("confirm-dialog-confirm").click();
    await expect(editor.getByTestId("grid-item")).toHaveCount(2);
    expect(await itemOrder(request, fileName)).toEqual([youtubeLink, videoLink]);

    // Outside edit mode the home grid keeps the browser's own menu.
    await setEditMode(request, false);
    await gotoHydrated(browse, summer.address);
    await browse.locator(`[data-testid="video-card"][data-id="${video.id}"]`).click({ button: "right" });
    await browse.locator(`[data-testid="photo-tile"][data-id="${photo.id}"]`).click({ button: "right" });
    await expect(browse.getByTestId("grid-context-menu")).toHaveCount(0);
  } finally {
    await cleanUp(request, ["Copied Mix"]);
    await context.close();
  }
});

test("in Chinese the channel editor and manager show the server's refusals in Chinese", async ({ browser, baseURL }) => {
  const context = await ownerContext(browser);
  await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
  const page = await context.newPage();
  const request = page.request;
  await signInDemoOwner(request);
  await cleanUp(request, ["Zh Mix", "Zh Other"]);
  try {
    const summer = await summerFolder(request);
    const video = summer.files.find((f) => f.file_type === 3)!;
    const link = `/lv/${video.id}/${video.en_file_relpath}`;
    const fileName = await createChannel(request, "Zh Mix");
    expect((await request.post("/api_chnl/addchannelvideo", { data: { file_name: fileName, video_relpath: link } })).status()).toBe(200);
    await setEditMode(request, true);

    await gotoHydrated(page, "/playlist");
    const items = await new ChannelEditor(page).openItems(fileName);
    await items.getByTestId("grid-paste-input").fill(link);
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-notice")).toHaveText("此视频已在列表中！");
    await items.getByTestId("grid-paste-input").fill("/yv/short");
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-notice")).toHaveText("输入的字符串格式不正确");
    // A server refusal that is not a duplicate: 'Failed to add video: {error}', the error in Chinese too.
    await items.getByTestId("grid-paste-input").fill("/lv/2147483600");
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-notice")).toHaveText("添加视频失败：未找到文件。");
    expect(await itemOrder(request, fileName)).toEqual([link]);

    // The server's 'A channel with this name already exists.' in Chinese.
    await page.getByTestId("channel-new").click();
    await page.getByTestId("channel-new-name").fill("Zh Mix");
    await page.getByTestId("channel-new-ok").click();
    await expect(page.getByTestId("channel-new-error")).toHaveText("已存在同名频道。");

    // No reply at all: 'Failed to add video: Failed to submit URL. ...'.
    await page.route("**/api_chnl/addchannelvideo", (route) => route.abort());
    await items.getByTestId("grid-paste-input").fill("/yv/dQw4w9WgXcQ");
    await items.getByTestId("grid-paste-add").click();
    await expect(items.getByTestId("grid-notice")).toHaveText(/^添加视频失败：提交链接失败。/);
  } finally {
    await cleanUp(request, ["Zh Mix", "Zh Other"]);
    await context.close();
  }
});

/**
 * A right-click on an item scrolled into view first: the copy menu closes on any scroll, and on a
 * phone the click's own scrolling could land after the menu opened (it then never showed).
 */
async function rightClickInView(page: Page, item: Locator) {
  await item.scrollIntoViewIfNeeded();
  await settleFrames(page);
  await item.click({ button: "right" });
}

test("screenshots: the channel editor in edit mode and the home grid's copy menu, 1280 and 390 px, English and Chinese", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await ownerContext(browser);
  const request = (await setup.newPage()).request;
  await signInDemoOwner(request);
  await cleanUp(request, ["Screenshot Mix"]);
  try {
    const summer = await summerFolder(request);
    const categoryPath = await createCategory(request);
    const fileName = await createChannel(request, "Screenshot Mix");
    const video = summer.files.find((f) => f.file_type === 3)!;
    const photos = summer.files.filter((f) => f.file_type === 2).slice(0, 2);
    for (const link of [`/yv/${YOUTUBE_ID}/${categoryPath}`, ...[video, ...photos].map((f) => `/lv/${f.id}/${f.en_file_relpath}`)]) {
      expect((await request.post("/api_chnl/addchannelvideo", { data: { file_name: fileName, video_relpath: link } })).status()).toBe(200);
    }
    await setEditMode(request, true);

    for (const locale of ["en", "zh"] as const) {
      for (const width of [1280, 390]) {
        const phone = width < 500;
        const context = await ownerContext(browser, phone ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {});
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
        const page = await context.newPage();
        // Signing in turns edit mode off (documents); turn it on again.
        await signInDemoOwner(page.request);
        await setEditMode(page.request, true);

        await gotoHydrated(page, "/playlist");
        await new ChannelEditor(page).openItems(fileName);
        await expect(page.getByTestId("grid-item")).toHaveCount(4);
        await page.getByTestId("grid-paste-input").fill("https://example.com/not-from-here");
        await page.getByTestId("grid-paste-add").click();
        await expect(page.getByTestId("grid-notice")).toBeVisible();
        await rightClickInView(page, page.getByTestId("grid-item").nth(1));
        await expect(page.getByTestId("grid-context-menu")).toBeVisible();
        await screenshot(page, `chan-editor-${locale}-${width}.png`, { fullPage: true });
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(width);

        await gotoHydrated(page, summer.address);
        const card = page.getByTestId("video-card").first();
        await rightClickInView(page, card);
        await expect(page.getByTestId("grid-copy-link")).toHaveText(locale === "en" ? "Copy video link" : "复制视频链接");
        await screenshot(page, `chan-copy-menu-${locale}-${width}.png`);
        const menu = (await page.getByTestId("grid-context-menu").boundingBox())!;
        expect(menu.x + menu.width).toBeLessThanOrEqual(width);
        await page.getByTestId("grid-copy-link").click();
        // The message names the video, never its raw path.
        const cardTitle = (await card.getByTestId("video-card-title").textContent())!;
        await expect(page.getByTestId("copy-link-notice")).toHaveText(locale === "en" ? `Copied link to “${cardTitle}”` : `已复制“${cardTitle}”的链接`);
        await rightClickInView(page, page.getByTestId("photo-tile").last());
        await expect(page.getByTestId("grid-context-menu")).toBeVisible();
        await screenshot(page, `chan-copy-photo-${locale}-${width}.png`);
        await context.close();
      }
    }
  } finally {
    await cleanUp(request, ["Screenshot Mix"]);
    await setup.close();
  }
});
