import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { googleUser, startGoogleRegistration, googleSignIn } from "./helpers/google";
import { updateNames } from "./helpers/names";

// Onboarding, settings and account deletion on the tebe face: a new Google
// user (the local OpenID Connect stand-in of scripts/e2e-tebe-server.mjs)
// goes through the six onboarding steps with a template, personalises the
// home on /tbsettings, and deletes the account on /tbdelacc.

const CAROL = googleUser({ sub: "400000000000000000001", email: "carol@example.com", name: "Carol" });
const DAVE = googleUser({ sub: "400000000000000000002", email: "dave@example.com", name: "Dave" });
const PHONE = { width: 390, height: 844 };
const THUMBNAIL = fs.readFileSync(path.resolve("public/wallpapers/wallpaper2_ocean.jpg"));

/** YouTube's thumbnail host is out of reach here: answer with a local picture. */
async function stubThumbnails(context: BrowserContext) {
  await context.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.fulfill({ status: 200, contentType: "image/jpeg", body: THUMBNAIL }));
}

async function setLocale(context: BrowserContext, locale: "en" | "zh") {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
}

test("a new owner goes through onboarding with a template, personalises the home and deletes the account", async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  await stubThumbnails(context);
  const page = await context.newPage();
  await startGoogleRegistration(page, CAROL);

  // ---- Steps 1-3: Back hidden on the first step; Next, or the arrow keys.
  const onboarding = page.getByTestId("onboarding");
  await expect(page.getByTestId("onboarding-title")).toHaveText(`Welcome, ${CAROL.email}`);
  await expect(page.getByTestId("onboarding-back")).toHaveCount(0);
  await page.getByTestId("onboarding-next").click();
  await expect(page.getByTestId("onboarding-title")).toHaveText("Features");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("onboarding-title")).toHaveText("Player and Navigation");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("onboarding-title")).toHaveText("Features");
  await page.keyboard.press("ArrowRight");
  await page.getByTestId("onboarding-next").click();

  // ---- Step 4: the template dropdown and its preview carousel.
  await expect(page.getByTestId("onboarding-title")).toHaveText("Start with a Template");
  await expect(page.getByTestId("template-choice").locator("option")).toHaveText(["Movies and music", "Talks and science"]);
  await expect(page.getByTestId("template-categories")).toContainText("Open Movies");
  await page.getByTestId("template-choice").selectOption({ label: "Talks and science" });
  await expect(page.getByTestId("template-categories")).toContainText("TED Talks (4 videos)");
  await expect(page.getByTestId("template-slide-title")).toHaveText(/Ken Robinson/);
  await page.getByTestId("template-next-slide").click();
  await expect(page.getByTestId("template-slide-title")).toHaveText(/Tim Urban/);
  await screenshot(page, "h4-onboarding-template.png");
  await page.getByTestId("onboarding-next").click();

  // ---- Step 5: the account is created once; Back disabled; names updated with 'Updating...'.
  await expect(page.getByTestId("onboarding-title")).toHaveText("Create New Account");
  await expect(page.getByTestId("account-created")).toBeVisible();
  const homeNumber = (await page.getByTestId("onboarding-home-number").textContent())!;
  expect(homeNumber).toMatch(/^\d{10}$/);
  await expect(page.getByTestId("onboarding-back")).toBeDisabled();
  await expect(page.getByTestId("onboarding-next")).toBeEnabled();
  await page.getByTestId("home-name-input").fill("Carol Cottage with a very long name");
  await expect(page.getByTestId("home-name-input")).toHaveValue("Carol Cottage with a");
  await page.getByTestId("home-name-input").fill("Carol Cottage");
  await page.getByTestId("owner-name-input").fill("Carol");
  await updateNames(page, "Updated successfully.");
  await screenshot(page, "h4-onboarding-account.png");
  await page.getByTestId("onboarding-next").click();

  // ---- Step 6: Back hidden; done goes home.
  await expect(page.getByTestId("onboarding-title")).toHaveText("All Set");
  await expect(page.getByTestId("onboarding-back")).toHaveCount(0);
  await expect(onboarding).toContainText(homeNumber);
  await page.getByTestId("onboarding-done").click();
  await waitForURLHydrated(page, "**/tbhome");

  // Onboarding is over for this browser: coming back goes home.
  await gotoHydrated(page, "/tbonboarding");
  await waitForURLHydrated(page, "**/tbhome");

  // ---- /tbsettings: names, badge colour and wallpaper are saved and stay after a reload.
  await gotoHydrated(page, "/tbsettings");
  await expect(page.getByTestId("tbsettings-home-number")).toHaveText(homeNumber);
  await expect(page.getByTestId("home-name-input")).toHaveValue("Carol Cottage");
  await expect(page.getByTestId("owner-name-input")).toHaveValue("Carol");
  await expect(page.getByTestId("badge-palette").locator('input[type="radio"]')).toHaveCount(9);
  await expect(page.getByTestId("wallpaper-picker").locator('input[type="radio"]')).toHaveCount(6);
  await expect(page.getByTestId("wallpaper-wallpaper0_default.jpg").locator("input")).toBeChecked();
  await page.getByTestId("badge-f06a5d").click();
  await expect(page.getByTestId("badge-message")).toHaveText("Saved.");
  await page.getByTestId("wallpaper-wallpaper3_forest.jpg").click();
  await expect(page.getByTestId("wallpaper-message")).toHaveText("Saved.");
  await page.getByTestId("owner-name-input").fill("");
  await page.getByTestId("names-update").click();
  await expect(page.getByTestId("names-message")).toHaveText("Updated successfully.");
  await page.getByTestId("home-name-input").fill("   ");
  await page.getByTestId("names-update").click();
  await expect(page.getByTestId("names-message")).toHaveText("Please enter a Home Name.");
  await expect(page.getByTestId("home-name-input")).toHaveValue("Carol Cottage");
  await reloadHydrated(page);
  await expect(page.getByTestId("badge-f06a5d").locator("input")).toBeChecked();
  await expect(page.getByTestId("wallpaper-wallpaper3_forest.jpg").locator("input")).toBeChecked();
  await expect(page.getByTestId("owner-name-input")).toHaveValue("");
  const status = await (await page.request.get("/api_tebeauth/login_status")).json();
  expect(status.data).toMatchObject({ badge_color: "#f06a5d", home_name: "Carol Cottage", owner_name: "" });
  expect((await (await page.request.get("/api_tebeauth/getcurrentwallpaper")).json()).data.current).toBe("wallpaper3_forest.jpg");
  await screenshot(page, "h4-settings-desktop-en.png", { fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, "h4-settings-phone-en.png", { fullPage: true });
  await setLocale(context, "zh");
  await reloadHydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("设置");
  await screenshot(page, "h4-settings-phone-zh.png", { fullPage: true });
  await gotoHydrated(page, "/tbdelacc");
  await screenshot(page, "h4-delete-phone-zh.png", { fullPage: true });
  await setLocale(context, "en");
  await page.setViewportSize({ width: 1280, height: 720 });

  // ---- /tbdelacc: nothing happens without the consent box; then the status page with its 20 s countdown.
  await gotoHydrated(page, "/tbsettings");
  await page.getByTestId("tbsettings-delete-account").click();
  await waitForURLHydrated(page, "**/tbdelacc");
  await expect(page.getByTestId("delete-submit")).toBeDisabled();
  await page.getByTestId("delete-consent").check();
  await page.getByTestId("delete-submit").click();
  await expect(page.getByTestId("status-title")).toHaveText("Account deleted");
  await expect(page.getByTestId("status-countdown")).toContainText(/Redirecting in (20|19) s/);
  await screenshot(page, "h4-deleted.png");
  expect((await page.request.get("/api_tebeauth/login_status")).status()).toBe(401);
  await page.getByTestId("status-ok").click();
  await waitForURLHydrated(page, (url) => url.pathname === "/");

  // The Google account is free again: logging in now says it is not registered.
  await googleSignIn(page, CAROL);
  await expect(page.getByTestId("status-title")).toHaveText("Login Failed (Not registered yet)");
  await context.close();
});

test("onboarding on a phone in Chinese", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await stubThumbnails(context);
  await setLocale(context, "zh");
  const page = await context.newPage();
  await startGoogleRegistration(page, DAVE);
  await expect(page.getByTestId("onboarding-title")).toHaveText(`欢迎，${DAVE.email}`);
  await screenshot(page, "h4-onboarding-phone-zh-1.png");
  for (let i = 0; i < 3; i++) await page.getByTestId("onboarding-next").click();
  await expect(page.getByTestId("onboarding-title")).toHaveText("从模板开始");
  await screenshot(page, "h4-onboarding-phone-zh-4.png");
  await page.getByTestId("onboarding-next").click();
  await expect(page.getByTestId("account-created")).toBeVisible();
  await screenshot(page, "h4-onboarding-phone-zh-5.png");
  await context.close();
});

test("onboarding without a Google sign-in says 'Sorry...' and goes to /tbregister after 8 s", async ({ page }) => {
  await gotoHydrated(page, "/tbonboarding");
  await expect(page.getByTestId("status-title")).toHaveText("Sorry...");
  await expect(page.getByTestId("status-message")).toHaveText("You have not signed in with Google. Please sign in with Google first.");
  await expect(page.getByTestId("status-countdown")).toContainText(/Redirecting in [78] s/);
  const shown = Date.now();
  await waitForURLHydrated(page, "**/tbregister", { timeout: 12_000 });
  expect(Date.now() - shown).toBeGreaterThan(6_000);
});
