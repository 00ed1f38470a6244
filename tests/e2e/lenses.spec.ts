import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, screenshot, runTag, waitForURLHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { dragOnto } from "./helpers/grid";
import { signInDemoOwner } from "./helpers/session";
import { summerRelpaths } from "./helpers/lenses";

// Media lenses as the owner builds and plays them: Reel Story on, a lens of a
// demo photo and a demo video picked in the editor, reordered by mouse and by
// keyboard, saved (a new lens gets its id, then updates), seen in the grid
// (its cover cycles on hover) and played (the photo shows, the video runs).
// The invite dialogs open and refuse wrong input with the documented texts.
// Screenshots in English and Chinese at 390 and 1280 px. Every lens this spec
// makes is deleted again and Reel Story turned off.

type Lens = { lens_id: string; title: string };

async function setLensEditMode(request: APIRequestContext, on: boolean) {
  expect((await request.post("/api_ctx/update_config", { data: { medialensEditMode: on } })).ok()).toBe(true);
}

async function lensesTitled(request: APIRequestContext, title: string): Promise<Lens[]> {
  const reply = await (await request.get("/api_medialens_f2f/all")).json();
  return (reply.data as Lens[]).filter((lens) => lens.title.startsWith(title));
}

async function cleanUp(request: APIRequestContext, title: string) {
  for (const lens of await lensesTitled(request, title)) await request.get(`/api_medialens_f2f/delete/${lens.lens_id}`);
  await setLensEditMode(request, false);
}

const blockOrder = (page: Page) => page.getByTestId("lens-block").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-relpath")));

test("the owner builds a lens from the demo library, orders it by mouse and keyboard, saves, finds it in the grid and plays it", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Lens ${runTag()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemoOwner(page.request);
  const { photo, video } = await summerRelpaths(page.request);
  await cleanUp(page.request, title);
  try {
    // The Document tile leads to the lens grid.
    await gotoHydrated(page, "/sysicon");
    await expect(page.getByTestId("tile-document")).toHaveAttribute("href", "/medialens");

    // Outside Reel Story: no create card, and the editor address says how to get one.
    await gotoHydrated(page, "/medialens");
    await expect(page.getByTestId("lens-grid")).toBeAttached();
    await expect(page.getByTestId("lens-create-card")).toHaveCount(0);
    await expect(page.getByTestId("lens-articles-link")).toHaveAttribute("href", "/articlelist");

    await gotoHydrated(page, "/settings");
    await page.getByTestId("settings-lens-edit").check();
    await expect(page.getByTestId("settings-lens-edit")).toBeChecked();
    await expect.poll(async () => (await (await page.request.get("/api_ctx/get_config")).json()).data.medialensEditMode).toBe(true);

    await gotoHydrated(page, "/medialens");
    await page.getByTestId("lens-create-card").click();
    await waitForURLHydrated(page, "**/medialens/new");
    const save = page.getByTestId("lens-save");
    await expect(page.getByTestId("lens-editor")).toHaveAttribute("data-dirty", "false");
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByTestId("lens-title").fill(title);
    await expect(save).toBeEnabled();
    await page.getByTestId("lens-description").fill("A summer day, in order.");

    // Pick from the library: the root, then Family / 2023 Summer; tick a photo, then the video.
    await page.getByTestId("picker-folder").first().click();
    await page.getByTestId("picker-folder").filter({ hasText: "Family" }).click();
    await page.getByTestId("picker-folder").filter({ hasText: "2023 Summer" }).click();
    const photoItem = page.locator(`[data-testid=picker-item][data-relpath="${photo}"]`);
    await expect(photoItem).toHaveAttribute("title", "Add to MediaLens");
    await photoItem.getByTestId("picker-tick").check();
    await expect(photoItem).toHaveAttribute("title", "Already added");
    await page.locator(`[data-testid=picker-item][data-relpath="${video}"]`).getByTestId("picker-tick").check();
    await expect.poll(() => blockOrder(page)).toEqual([photo, video]);

    // Mouse: drag the video above the photo.
    const handles = page.getByTestId("lens-block-handle");
    await dragOnto(page, handles.nth(1), handles.nth(0));
    await expect.poll(() => blockOrder(page)).toEqual([video, photo]);
    // Keyboard: pick the video up with Space, move it down, drop it.
    await handles.nth(0).focus();
    await page.keyboard.press("Space");
    // Picked up (dnd-kit marks the active handle) before it moves.
    await expect(handles.nth(0)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowDown");
    // Dropped only once the photo has made room (it moves up): a Space before that drops the video where it was.
    await expect(page.getByTestId("lens-block").nth(1)).toHaveAttribute("style", /translate3d\(0px, -/);
    await page.keyboard.press("Space");
    await expect.poll(() => blockOrder(page)).toEqual([photo, video]);
    await dragOnto(page, handles.nth(1), handles.nth(0));
    await expect.poll(() => blockOrder(page)).toEqual([video, photo]);

    // First save: the lens gets its id and the address names it; Save is off again until the next edit.
    await save.click();
    await expect(page.getByTestId("lens-message")).toHaveText("Saved successfully.");
    await expect(page).toHaveURL(/\/medialens\/get\/[0-9a-f-]{36}$/);
    const lensId = page.url().split("/").pop()!;
    await expect(page.getByTestId("lens-editor")).toHaveAttribute("data-lens-id", lensId);
    await expect(save).toBeDisabled();
    // A second save updates the same lens.
    await page.getByTestId("lens-title").fill(`${title} B`);
    await save.click();
    await expect(page.getByTestId("lens-message")).toHaveText("Saved successfully.");
    expect((await lensesTitled(page.request, title)).map((lens) => [lens.lens_id, lens.title])).toEqual([[lensId, `${title} B`]]);

    await reloadHydrated(page);
    await expect(page.getByTestId("lens-title")).toHaveValue(`${title} B`);
    await expect.poll(() => blockOrder(page)).toEqual([video, photo]);
    await expectNoAxeViolations(page);

    // The grid shows the card; hovering it cycles its cover every second.
    await gotoHydrated(page, "/medialens");
    const card = page.locator(`[data-testid=lens-card][data-lens-id="${lensId}"]`);
    await expect(card).toContainText(`${title} B`);
    await expect(card).toContainText("A summer day, in order.");
    await card.getByTestId("lens-card-cover").hover();
    await expect(card.getByTestId("lens-card-cover")).toHaveAttribute("data-shown", "1", { timeout: 5_000 });
    await expectNoAxeViolations(page);

    // Out of Reel Story the lens plays: the video first (currentTime advances), then the photo shows.
    await setLensEditMode(page.request, false);
    await card.getByTestId("lens-card-link").click();
    await waitForURLHydrated(page, `**/medialens/get/${lensId}`);
    await expect(page.getByTestId("lens-player")).toBeVisible();
    await expect(page.getByTestId("lens-save")).toHaveCount(0);
    const player = page.getByTestId("player-video");
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.2);
    await expectNoAxeViolations(page, { exclude: ["[data-testid=player-intro]"] });
    await page.getByTestId("lens-strip-item").nth(1).click();
    await expect(page.getByTestId("slideshow-photo")).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
  } finally {
    await cleanUp(page.request, title);
  }
});

test("the invite dialogs: 60 % high, resized by keys and by dragging within 30-90 %, and the editor refuses wrong input with the documented texts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Invites ${runTag()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemoOwner(page.request);
  const { photo } = await summerRelpaths(page.request);
  await cleanUp(page.request, title);
  try {
    const created = await (
      await page.request.post("/api_medialens_f2f/create", { data: { title, description: "", blocks: [{ type: "2", relpath: photo }] } })
    ).json();
    await gotoHydrated(page, `/medialens/get/${created.data.lens_id}`);
    await page.getByTestId("lens-invites").click();
    const manager = page.getByTestId("invite-manager");
    await expect(manager).toBeVisible();
    const heightShare = async () => (await manager.boundingBox())!.height / 900;
    expect(await heightShare()).toBeCloseTo(0.6, 1);
    const handle = manager.getByTestId("lens-dialog-handle");
    await expect(handle).toHaveAttribute("aria-valuenow", "60");
    await handle.focus();
    await page.keyboard.press("ArrowUp");
    await expect(handle).toHaveAttribute("aria-valuenow", "65");
    await page.keyboard.press("End");
    await expect(handle).toHaveAttribute("aria-valuenow", "90");
    await page.keyboard.press("Home");
    await expect(handle).toHaveAttribute("aria-valuenow", "30");
    expect(await heightShare()).toBeCloseTo(0.3, 1);
    // Dragging the handle up by 90 px grows the centred dialog by 180 px (20 %).
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 90, { steps: 6 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute("aria-valuenow", "50");
    await expectNoAxeViolations(page);

    await manager.getByTestId("invites-create").click();
    const editor = page.getByTestId("invite-editor");
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId("invite-days")).toHaveValue("7");
    await expect(editor.getByTestId("invite-hours")).toHaveValue("0");
    await expect(editor.getByTestId("invite-views")).toHaveValue("10");
    const error = editor.getByTestId("invite-error");
    const saveInvite = editor.getByTestId("invite-save");

    await saveInvite.click();
    await expect(error).toHaveText("Passcode must be at least 4 characters.");
    await editor.getByTestId("invite-passcode").fill("  abc  ");
    await saveInvite.click();
    await expect(error).toHaveText("Passcode must be at least 4 characters.");
    await editor.getByTestId("invite-passcode").fill("sunny day");
    await editor.getByTestId("invite-views").fill("0");
    await saveInvite.click();
    await expect(error).toHaveText("View limit must be a positive number.");
    await editor.getByTestId("invite-views").fill("2");
    await editor.getByTestId("invite-days").fill("0");
    await saveInvite.click();
    await expect(error).toHaveText("Please enter a time greater than 0.");
    await editor.getByTestId("invite-use-time").uncheck();
    await editor.getByTestId("invite-use-views").uncheck();
    await saveInvite.click();
    await expect(error).toHaveText("Select at least one expiration method (time or views).");
    // Days and hours are kept within 0-3650 and 0-23 as they are typed.
    await editor.getByTestId("invite-use-time").check();
    await editor.getByTestId("invite-days").fill("99999");
    await expect(editor.getByTestId("invite-days")).toHaveValue("3650");
    await editor.getByTestId("invite-hours").fill("30");
    await expect(editor.getByTestId("invite-hours")).toHaveValue("23");
    await expectNoAxeViolations(page);

    // A valid invite: 1 day, 2 views. It is listed, its stats read 0 used and 2 left, and revoking it disables Revoke.
    await editor.getByTestId("invite-days").fill("1");
    await editor.getByTestId("invite-hours").fill("0");
    await editor.getByTestId("invite-use-views").check();
    await editor.getByTestId("invite-views").fill("2");
    await editor.getByTestId("invite-note").fill("for the grandparents");
    await saveInvite.click();
    const row = manager.getByTestId("invite-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("for the grandparents");
    const listed = (await (await page.request.get(`/api_invite_f2f/getall/${created.data.lens_id}`)).json()).data;
    expect(listed).toEqual([expect.objectContaining({ max_views: 2, view_count: 0, revoked: false, note: "for the grandparents" })]);
    await row.getByRole("button", { name: "Stats" }).click();
    await expect(row.getByTestId("invite-statsViewsUsed")).toContainText("0");
    await expect(row.getByTestId("invite-statsViewsLeft")).toContainText("2");
    await expect(row.getByTestId("invite-statsTimeLeft")).toContainText(/^Time left(0 d 23 h|1 d 0 h)/);
    await row.getByTestId("invite-revoke").click();
    await expect(row).toHaveAttribute("data-revoked", "true");
    await expect(row.getByTestId("invite-revoke")).toBeDisabled();
  } finally {
    await cleanUp(page.request, title);
  }
});

async function screenshotsIn(browser: Browser, baseURL: string, locale: "en" | "zh", width: number, relpaths: { photo: string; video: string }) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  const page = await context.newPage();
  const title = `Shots ${locale} ${width} ${runTag()}`;
  await signInDemoOwner(page.request);
  await cleanUp(page.request, title);
  const name = (what: string) => `lens-${what}-${locale}-${width}.png`;
  try {
    const created = await (
      await page.request.post("/api_medialens_f2f/create", {
        data: {
          title,
          description: locale === "zh" ? "夏天的一天" : "A summer day",
          blocks: [
            { type: "2", relpath: relpaths.photo },
            { type: "3", relpath: relpaths.video },
          ],
        },
      })
    ).json();
    const lensId = created.data.lens_id as string;
    await setLensEditMode(page.request, true);
    await gotoHydrated(page, "/medialens");
    await expect(page.locator(`[data-testid=lens-card][data-lens-id="${lensId}"]`)).toBeVisible();
    await expect(page.getByTestId("lens-create-card")).toBeVisible();
    await screenshot(page, name("grid"));
    await gotoHydrated(page, `/medialens/get/${lensId}`);
    await expect(page.getByTestId("lens-block")).toHaveCount(2);
    await page.getByTestId("picker-folder").first().click();
    await expect(page.getByTestId("picker-folder").filter({ hasText: "Family" })).toBeVisible();
    await screenshot(page, name("editor"), { fullPage: true });
    await page.getByTestId("lens-invites").click();
    await expect(page.getByTestId("invite-manager")).toBeVisible();
    await screenshot(page, name("invite-manager"));
    await page.getByTestId("invites-create").click();
    await page.getByTestId("invite-save").click();
    await expect(page.getByTestId("invite-error")).toBeVisible();
    await screenshot(page, name("invite-editor"));
    await setLensEditMode(page.request, false);
    await gotoHydrated(page, `/medialens/get/${lensId}`);
    await expect(page.getByTestId("slideshow-photo")).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    await expect(page.getByTestId("player-intro")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, name("view"));
    await expectNoAxeViolations(page, { exclude: ["[data-testid=player-intro]"] });
  } finally {
    await cleanUp(page.request, title);
    await context.close();
  }
}

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots of the grid, editor, view, invite manager and invite editor (${locale}, ${width} px)`, async ({ browser, baseURL, page }) => {
      test.setTimeout(180_000);
      await signInDemoOwner(page.request);
      await screenshotsIn(browser, baseURL!, locale, width, await summerRelpaths(page.request));
    });
  }
}
