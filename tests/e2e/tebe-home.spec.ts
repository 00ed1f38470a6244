import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { openAsInvitedGuest } from "./helpers/session";
import { clickGoogle, googleUser, registerWithGoogle, type GoogleUser, startGoogleRegistration } from "./helpers/google";

// The tebe home screen (/tbhome) and the ways in: the wallpaper of the home
// being visited, the tiles per role (ADMIN_EMAILS of scripts/e2e-tebe-server.mjs
// names Erin), the landing rule of "/", signed-out visitors sent to /tblogin,
// and the auth-mismatch notices on the sign-in pages.

// The e2e server names Erin's address an administrator (ADMIN_EMAILS).
const ERIN = googleUser({ sub: "500000000000000000001", email: "erin.admin@example.com", name: "Erin" }, { fixedEmail: true });
const FRANK = googleUser({ sub: "500000000000000000002", email: "frank@example.com", name: "Frank" });
const HANA = googleUser({ sub: "500000000000000000003", email: "hana@example.com", name: "Hana" });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEFAULT_WALLPAPER = "wallpaper0_default.jpg";

/** Registers with Google and creates the home through onboarding's call (its screens are tested in tebe-settings). */
async function signUp(browser: Browser, user: GoogleUser, homeName: string): Promise<{ context: BrowserContext; page: Page; homeNumber: string }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const homeNumber = await registerWithGoogle(page, user, homeName);
  return { context, page, homeNumber };
}

async function setLocale(context: BrowserContext, locale: "en" | "zh") {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
}

/** The wallpaper shown, once its picture has really loaded. */
async function expectWallpaper(page: Page, name: string) {
  const wallpaper = page.getByTestId("tbhome-wallpaper");
  await expect(wallpaper).toHaveAttribute("data-wallpaper", name);
  const img = wallpaper.locator("img");
  await expect(img).toHaveAttribute("src", `/wallpapers/${name}`);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

async function tileIds(page: Page): Promise<string[]> {
  return page
    .getByTestId("tbhome-tiles")
    .locator('[data-testid^="tile-"]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-testid")!.slice(5)));
}

test("an admin's home screen: the chosen wallpaper, three tiles, search hides and blurs, a failed picture falls back; English and Chinese, desktop and phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signUp(browser, ERIN, "Erin Home");
  expect((await page.request.post("/api_tebeauth/update_wallpaper", { data: { wallpaper_name: "wallpaper4_aurora.jpg" } })).status()).toBe(200);

  await gotoHydrated(page, "/tbhome");
  await expectWallpaper(page, "wallpaper4_aurora.jpg");
  await expect(page.getByTestId("tbhome-name")).toHaveText("Erin Home");
  expect(await tileIds(page)).toEqual(["youtube", "channels", "settings"]);
  await expect(page.getByTestId("tile-youtube")).toHaveText("YouTube Videos");
  await expect(page.getByTestId("tile-youtube")).toHaveAttribute("href", "/tbview?search=global");
  await expect(page.getByTestId("tile-channels")).toHaveText("Channels");
  await expect(page.getByTestId("tile-channels")).toHaveAttribute("href", "/tbplaylist/y");
  await expect(page.getByTestId("tile-settings")).toHaveText("Settings");
  await screenshot(page, "tbhome-desktop-en.png");

  // Search: opening the box hides the tiles and the wallpaper; results blur the wallpaper (10px, dim 0.1).
  await page.getByTestId("search-toggle").click();
  await expect(page.getByTestId("search-overlay")).toBeVisible();
  await expect(page.getByTestId("tbhome-wallpaper")).toBeHidden();
  await expect(page.getByTestId("tile-youtube")).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("hems:search-results", { detail: { count: 2 } })));
  await expect(page.getByTestId("tbhome-wallpaper")).toBeVisible();
  await expect(page.getByTestId("tbhome-wallpaper").locator("img")).toHaveCSS("filter", "blur(10px) brightness(0.9)");
  await screenshot(page, "tbhome-search-blurred.png");
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("hems:search-results", { detail: { count: 0 } })));
  await expect(page.getByTestId("tbhome-wallpaper")).toBeHidden();
  await page.getByTestId("search-input").press("Escape");
  await expect(page.getByTestId("search-overlay")).toHaveCount(0);
  await expect(page.getByTestId("tbhome-wallpaper")).toBeVisible();
  await expect(page.getByTestId("tbhome-wallpaper").locator("img")).toHaveCSS("filter", "none");
  await expect(page.getByTestId("tile-youtube")).toBeVisible();

  // Each tile leads to its page.
  await page.getByTestId("tile-channels").click();
  await waitForURLHydrated(page, "**/tbplaylist/y");
  await gotoHydrated(page, "/tbhome");
  await page.getByTestId("tile-settings").click();
  await waitForURLHydrated(page, "**/tbsettings");
  await gotoHydrated(page, "/tbhome");
  await page.getByTestId("tile-youtube").click();
  await waitForURLHydrated(page, "**/tbview?search=global");
  await expect(page.getByTestId("search-toggle")).toBeVisible();

  await gotoHydrated(page, "/tbhome");
  await page.setViewportSize(PHONE);
  await expectWallpaper(page, "wallpaper4_aurora.jpg");
  await screenshot(page, "tbhome-phone-en.png");
  await setLocale(context, "zh");
  await reloadHydrated(page);
  await expect(page.getByTestId("tile-youtube")).toHaveText("YouTube 视频");
  await expect(page.getByTestId("tile-channels")).toHaveText("频道");
  await expect(page.getByTestId("tile-settings")).toHaveText("设置");
  await expect(page).toHaveTitle(/主页/);
  await expectWallpaper(page, "wallpaper4_aurora.jpg");
  await screenshot(page, "tbhome-phone-zh.png");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "tbhome-desktop-zh.png");
  await setLocale(context, "en");

  // The picture fails to load: the default wallpaper takes its place.
  await context.route("**/wallpapers/wallpaper4_aurora.jpg", (route) => route.fulfill({ status: 404, body: "" }));
  await reloadHydrated(page);
  await expectWallpaper(page, DEFAULT_WALLPAPER);
  await screenshot(page, "tbhome-fallback.png");
  // The admin address registers once: the account goes, so a rerun can register it again.
  expect((await page.request.post("/api_tebeauth/delete_account", { data: { consent: true } })).status()).toBe(200);
  await context.close();
});

test("a non-admin owner sees two tiles and the default wallpaper; a guest sees the visited home; the sign-ins warn about the wrong kind of account", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const frank = await signUp(browser, FRANK, "Frank Flat");
  const owner = frank.page;
  await gotoHydrated(owner, "/tbhome");
  await expectWallpaper(owner, DEFAULT_WALLPAPER);
  expect(await tileIds(owner)).toEqual(["youtube", "channels"]);
  await expect(owner.getByTestId("tile-settings")).toHaveCount(0);

  // A guest is invited; after the owner picks a wallpaper, the guest sees it on the home screen.
  const added = await (await owner.request.post("/api_tebeauth/add_guest", { data: { guest_name: "Gus" } })).json();
  expect((await owner.request.post("/api_tebeauth/update_wallpaper", { data: { wallpaper_name: "wallpaper2_ocean.jpg" } })).status()).toBe(200);
  const { context: guestContext, page: guest } = await openAsInvitedGuest(browser, added.data.invite_link, "Gus", { viewport: PHONE });
  await expect(guest.getByTestId("user-tag")).toContainText("guest: Gus");
  await expectWallpaper(guest, "wallpaper2_ocean.jpg");
  await expect(guest.getByTestId("tbhome-name")).toHaveText("Frank Flat");
  expect(await tileIds(guest)).toEqual(["youtube", "channels"]);
  await screenshot(guest, "tbhome-guest-phone-en.png");

  // A guest on the owner sign-ins is told to use the guest login (and may still sign in there).
  await gotoHydrated(guest, "/tblogin");
  await expect(guest.getByTestId("guest-on-owner-login")).toHaveText("You are signed in as a guest. Please use the guest login. Guest login");
  await expect(guest.getByTestId("google-button")).toBeEnabled();
  await screenshot(guest, "tblogin-guest-warning-phone.png");
  await gotoHydrated(guest, "/tebelogin");
  await expect(guest.getByTestId("guest-on-owner-login")).toBeVisible();
  await setLocale(guestContext, "zh");
  await reloadHydrated(guest);
  await expect(guest.getByTestId("guest-on-owner-login")).toContainText("您当前以访客身份登录，请使用访客登录。");
  await setLocale(guestContext, "en");
  await gotoHydrated(guest, "/tblogin");
  await guest.getByTestId("guest-on-owner-login-link").click();
  await waitForURLHydrated(guest, "**/glogin");
  await expect(guest.getByTestId("owner-on-guest-login")).toHaveCount(0);
  await guestContext.close();

  // An owner is not warned on the owner sign-in, but on the guest login: signing in as a guest logs them out first.
  await gotoHydrated(owner, "/tblogin");
  await expect(owner.getByTestId("google-button")).toBeVisible();
  await expect(owner.getByTestId("guest-on-owner-login")).toHaveCount(0);
  const ownerSession = (await frank.context.cookies()).find((c) => c.name === "hems_session")!.value;
  await gotoHydrated(owner, "/glogin");
  await expect(owner.getByTestId("owner-on-guest-login")).toHaveText(
    "You are signed in as an owner. Signing in as a guest logs you out of your own home first.",
  );
  await screenshot(owner, "glogin-owner-notice.png");
  await owner.getByTestId("guest-login-name").fill("Gus");
  await owner.getByTestId("guest-login-home-number").fill(frank.homeNumber);
  await owner.getByTestId("guest-login-pin").fill("2468");
  await owner.getByTestId("guest-login-submit").click();
  await waitForURLHydrated(owner, "**/tbhome");
  await expect(owner.getByTestId("user-tag")).toContainText("guest: Gus");
  const base = test.info().project.use.baseURL!;
  const oldSession = await fetch(`${base}/api_tebeauth/login_status`, { headers: { cookie: `hems_session=${ownerSession}` } });
  expect(oldSession.status).toBe(401);
  await frank.context.close();
});

test("the landing rule: signed in goes home, registered and signed out goes to /tblogin unless stay=1; a new visitor stays; /tbhome without a session goes to /tblogin", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A browser nobody signed in on: "/" is the landing page; /tbhome sends it to the sign-in, which returns there.
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("landing")).toBeVisible();
  await expect(page.getByTestId("landing-sign-in")).toHaveAttribute("href", "/tblogin");
  await gotoHydrated(page, "/tbhome");
  await expect(page).toHaveURL(/\/tblogin\?from=%2Ftbhome$/);
  await gotoHydrated(page, "/tbview");
  await expect(page).toHaveURL(/\/tblogin\?from=%2Ftbview$/);
  await expect(page.getByTestId("link-guest-login")).toHaveAttribute("href", "/glogin");

  // Hana registers in this browser; signed in, "/" goes to her home screen, the site name keeps the landing page.
  await startGoogleRegistration(page, HANA);
  expect((await page.request.post("/api_tebeauth/register_with_token", { data: { onboard_data: { user_profile: { home_name: "Hana Hut" } } } })).status()).toBe(
    200,
  );
  expect((await context.cookies()).find((c) => c.name === "hems_registered")).toMatchObject({ httpOnly: true, value: "1" });
  await gotoHydrated(page, "/");
  await waitForURLHydrated(page, "**/tbhome");
  await page.getByTestId("site-name").click();
  await expect(page).toHaveURL(/\/\?forceLanding=1$/);
  await expect(page.getByTestId("landing")).toBeVisible();
  await expect(page.getByTestId("landing")).toContainText(HANA.name);

  // Logged out (the user menu goes to the forced landing page): the marker stays.
  await gotoHydrated(page, "/tbhome");
  await page.getByTestId("user-tag").click();
  await page.getByTestId("menu-logout").click();
  await waitForURLHydrated(page, /\/\?forceLanding=1$/);
  await expect(page.getByTestId("landing")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "hems_session")).toBeUndefined();
  expect((await context.cookies()).find((c) => c.name === "hems_registered")?.value).toBe("1");

  // Registered and signed out: "/" is the sign-in, unless forced to stay.
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL(/\/tblogin$/);
  await expect(page.getByTestId("google-login")).toBeVisible();
  await gotoHydrated(page, "/?stay=1");
  await expect(page).toHaveURL(/\/\?stay=1$/);
  await expect(page.getByTestId("landing")).toBeVisible();

  // A page that needs a session: the sign-in, and back to that page after signing in.
  await gotoHydrated(page, "/tbhome");
  await expect(page).toHaveURL(/\/tblogin\?from=%2Ftbhome$/);
  await clickGoogle(page, HANA);
  await waitForURLHydrated(page, "**/tbhome");
  await expect(page.getByTestId("tbhome-name")).toHaveText("Hana Hut");
  await context.close();
});
