import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, runTag, waitForURLHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { signInDemoOwner } from "./helpers/session";
import { summerRelpaths } from "./helpers/lenses";

// A media lens shared by passcode invite, as a visitor meets it: the owner
// (through the API: the lens spec covers the dialogs) makes a lens of a demo
// video and photo and an invite limited to 2 views; a visitor in a fresh
// browser enters a wrong, then the right passcode, sees the lens (the video
// plays, the photo shows), closes it and is thanked; a second visitor uses
// the last view; a third is refused; revoking ends the second visitor's
// viewing. Screenshots of the gate, viewer and thank-you page in English and
// Chinese at 390 and 1280 px. Every lens made here is deleted again.

const PASSCODE = "sunny day";
type Invite = { id: string; invite_code: string };

async function makeLensAndInvite(request: APIRequestContext, title: string, viewCount: number): Promise<{ lensId: string; invite: Invite }> {
  const { photo, video } = await summerRelpaths(request);
  const created = await (
    await request.post("/api_medialens_f2f/create", {
      data: {
        title,
        description: "A summer day",
        blocks: [
          { type: "3", relpath: video },
          { type: "2", relpath: photo },
        ],
      },
    })
  ).json();
  const lensId = created.data.lens_id as string;
  const invite = await (
    await request.post("/api_invite_f2f/create", { data: { resource_id: lensId, expiration: 24, view_count: viewCount, passcode: PASSCODE, note: title } })
  ).json();
  expect(invite.status).toBe(true);
  return { lensId, invite: invite.data as Invite };
}

async function visitor(
  browser: Browser,
  baseURL: string,
  options: { locale?: "en" | "zh"; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  if (options.locale) await context.addCookies([{ name: "NEXT_LOCALE", value: options.locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function enterPasscode(page: Page, passcode: string) {
  await page.getByTestId("passcode-input").fill(passcode);
  await page.getByTestId("passcode-submit").click();
}

const heldCodes = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("authorizedInviteCodes") ?? "[]") as string[]);

test("a visitor opens a 2-view invite with its passcode, watches, closes and is thanked; the third visit is refused; revoking ends a live viewer", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(240_000);
  await signInDemoOwner(page.request);
  const { lensId, invite } = await makeLensAndInvite(page.request, `Invite lens ${runTag()}`, 2);
  const code = invite.invite_code;
  const contexts: BrowserContext[] = [];
  try {
    // First visitor: a fresh browser, a too short, a wrong and then the right passcode.
    const first = await visitor(browser, baseURL!);
    contexts.push(first.context);
    await gotoHydrated(first.page, `/invite/${code}`);
    await expect(first.page.getByTestId("passcode-gate")).toBeVisible();
    await expectNoAxeViolations(first.page);
    await enterPasscode(first.page, "abc");
    await expect(first.page.getByTestId("passcode-error")).toHaveText("Passcode must be at least 4 characters");
    await enterPasscode(first.page, "wrong passcode");
    await expect(first.page.getByTestId("passcode-error")).toHaveText("Invalid passcode");
    await enterPasscode(first.page, PASSCODE);
    await waitForURLHydrated(first.page, `**/inviteview/${code}`);
    await expect(first.page.getByTestId("lens-player")).toBeVisible();
    expect(await heldCodes(first.page)).toEqual([code]);
    // The lens and only the lens: no share control, no add-to-channel.
    await expect(first.page.getByTestId("lens-share")).toHaveCount(0);
    await expect(first.page.getByTestId("player-add-to-channel")).toHaveCount(0);
    const video = first.page.getByTestId("player-video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.2);
    await expectNoAxeViolations(first.page, { exclude: ["[data-testid=player-intro]"] });
    await first.page.getByTestId("lens-strip-item").nth(1).click();
    await expect(first.page.getByTestId("slideshow-photo")).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    // Nothing else of the home: a folder listing is refused to the invite session.
    expect((await first.page.request.get("/api_myfilex/dirfilesroot")).status()).toBe(403);

    await first.page.getByTestId("lens-close").click();
    await expect(first.page.getByTestId("status-title")).toHaveText("Thank you for viewing");
    expect(await heldCodes(first.page)).toEqual([]);
    expect((await first.page.request.get(`/api_invite_f2f/invite_mediaid/${code}`)).status()).toBe(401);
    await expectNoAxeViolations(first.page);

    // Second visitor: the last view; stays watching.
    const second = await visitor(browser, baseURL!);
    contexts.push(second.context);
    await gotoHydrated(second.page, `/invite/${code}`);
    await enterPasscode(second.page, PASSCODE);
    await waitForURLHydrated(second.page, `**/inviteview/${code}`);
    await expect(second.page.getByTestId("lens-player")).toBeVisible();
    // Its video stream's address, read while the video is on screen (the short demo clip may end and give way to the photo).
    const videoSrc = () => second.page.getByTestId("player-video").evaluate((v: HTMLVideoElement) => v.currentSrc);
    await expect.poll(videoSrc, { timeout: 30_000 }).toContain("/media_lv_video_root/");
    const stream = await videoSrc();

    // Third visitor: refused with the documented text and the server's reason.
    const third = await visitor(browser, baseURL!);
    contexts.push(third.context);
    await gotoHydrated(third.page, `/invite/${code}`);
    await enterPasscode(third.page, PASSCODE);
    await expect(third.page.getByTestId("passcode-error")).toContainText("Validation failed");
    await expect(third.page.getByTestId("passcode-error-detail")).toHaveText(
      "This invite is no longer valid: it has expired, was revoked or has no views left.",
    );
    await expect(third.page).toHaveURL(new RegExp(`/invite/${code}$`));
    const stats = (await (await page.request.get(`/api_invite_f2f/stats/${invite.id}`)).json()).data;
    expect(stats).toEqual(expect.objectContaining({ views_used: 2, views_left: 0, status: "used_up" }));

    // Revoking ends the second visitor's viewing: its streams at once, its page at the next check (then back to the gate).
    expect(stream).toContain(`invite_code=${code}`);
    expect((await second.page.request.get(stream, { headers: { range: "bytes=0-99" } })).status()).toBe(206);
    expect((await page.request.get(`/api_invite_f2f/revoke/${invite.id}`)).ok()).toBe(true);
    expect((await second.page.request.get(stream, { headers: { range: "bytes=100-199" } })).status()).toBe(401);
    await expect(second.page.getByTestId("status-title")).toHaveText("Please validate this invite!", { timeout: 15_000 });
    await waitForURLHydrated(second.page, `**/invite/${code}`);
    await expect(second.page.getByTestId("passcode-gate")).toBeVisible();
    expect(await heldCodes(second.page)).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    await page.request.get(`/api_medialens_f2f/delete/${lensId}`);
  }
});

async function screenshotsIn(browser: Browser, baseURL: string, owner: APIRequestContext, locale: "en" | "zh", width: number) {
  const { lensId, invite } = await makeLensAndInvite(owner, `Invite shots ${locale} ${width} ${runTag()}`, 5);
  const { context, page } = await visitor(browser, baseURL, { locale, width });
  const name = (what: string) => `invite-${what}-${locale}-${width}.png`;
  try {
    await gotoHydrated(page, `/invite/${invite.invite_code}`);
    await enterPasscode(page, "wrong passcode");
    await expect(page.getByTestId("passcode-error")).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, name("gate"));
    await enterPasscode(page, PASSCODE);
    await waitForURLHydrated(page, `**/inviteview/${invite.invite_code}`);
    await page.getByTestId("lens-strip-item").nth(1).click();
    await expect(page.getByTestId("slideshow-photo")).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    await expectNoAxeViolations(page, { exclude: ["[data-testid=player-intro]"] });
    await screenshot(page, name("viewer"));
    await page.getByTestId("lens-close").click();
    await expect(page.getByTestId("status-page")).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, name("thanks"));
  } finally {
    await context.close();
    await owner.get(`/api_medialens_f2f/delete/${lensId}`);
  }
}

test("screenshots of the gate, the viewer and the thank-you page in English and Chinese at 390 and 1280 px", async ({ browser, baseURL, page }) => {
  test.setTimeout(600_000);
  await signInDemoOwner(page.request);
  for (const locale of ["en", "zh"] as const) for (const width of [390, 1280]) await screenshotsIn(browser, baseURL!, page.request, locale, width);
});
