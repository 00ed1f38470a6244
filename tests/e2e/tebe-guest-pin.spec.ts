import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import type { LegacyGuest } from "../fixtures/legacy-guest";

// A guest who accepted an invite before guest PINs existed (seeded by
// scripts/e2e-tebe-server.mjs: accepted, no PIN, the accepting device's
// session). guest_login refuses them with a text that says where to set the
// PIN; on the accepting device every page asks for one until it is set; then
// they sign in on a new device with it.

/** Read when the test runs: the server writes it at start. */
const seeded = () => JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/legacy-guest.json"), "utf8")) as LegacyGuest;
let legacy: LegacyGuest;
test.beforeAll(() => {
  legacy = seeded();
});
const PIN_NOT_SET = "This guest has no PIN yet. Open the app on the device where you accepted the invite to set one, or ask the owner for a new invite.";

async function guestLogin(page: Page, pin: string) {
  await gotoHydrated(page, "/glogin");
  await expect(page.getByTestId("guest-login-name")).toBeFocused();
  await page.getByTestId("guest-login-name").fill(legacy.guestName);
  await page.getByTestId("guest-login-home-number").fill(legacy.homeNumber);
  await page.getByTestId("guest-login-pin").fill(pin);
  await page.getByTestId("guest-login-submit").click();
}

/** The accepting device: a browser holding the guest's session. */
async function acceptedDevice(browser: Browser, baseURL: string, options: { locale?: "en" | "zh"; width?: number } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 844 }, locale: options.locale });
  await context.addCookies([
    { ...legacy.cookie, url: baseURL, httpOnly: true },
    ...(options.locale ? [{ name: "NEXT_LOCALE", value: options.locale, url: baseURL }] : []),
  ]);
  return { context, page: await context.newPage() };
}

test("a guest without a PIN is refused at guest login, asked for one on the accepting device, and then signs in anywhere with it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A new device: refused, told where to go.
  const elsewhere = await browser.newContext();
  const elsewherePage = await elsewhere.newPage();
  await guestLogin(elsewherePage, "2468");
  await expect(elsewherePage.getByTestId("guest-login-error")).toHaveText(PIN_NOT_SET);
  await expect(elsewherePage).toHaveURL(/\/glogin$/);

  // The prompt in both languages, at phone and desktop width (screenshots), with nothing sticking out sideways.
  for (const locale of ["en", "zh"] as const) {
    for (const width of [390, 1280]) {
      const { context, page } = await acceptedDevice(browser, baseURL!, { locale, width });
      await gotoHydrated(page, "/tbhome");
      const dialog = page.getByRole("dialog", { name: locale === "en" ? "Choose your PIN" : "设置您的 PIN 码" });
      await expect(dialog).toBeVisible();
      // Focus moves into the dialog.
      await expect(page.getByTestId("set-guest-pin-pin")).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/guest-pin/set-pin-${locale}-${width}.png` });
      await context.close();
    }
  }

  // With the keyboard: Escape is "Later" (asked again on the next page), a mismatch is refused, Enter saves.
  const { context, page } = await acceptedDevice(browser, baseURL!);
  await gotoHydrated(page, "/tbhome");
  await expect(page.getByTestId("set-guest-pin-pin")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("set-guest-pin")).toHaveCount(0);
  await expect(page.getByTestId("user-tag")).toContainText(`guest: ${legacy.guestName}`);
  await reloadHydrated(page);
  await expect(page.getByTestId("set-guest-pin-pin")).toBeFocused();
  await page.keyboard.type("2468");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2469");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("set-guest-pin-error")).toHaveText("The two PINs are not the same.");
  await page.getByTestId("set-guest-pin-pin-repeat").fill("2468");
  await page.getByTestId("set-guest-pin-pin-repeat").press("Enter");
  await expect(page.getByTestId("set-guest-pin-saved")).toBeVisible();
  await page.getByTestId("set-guest-pin-ok").click();
  await expect(page.getByTestId("set-guest-pin")).toHaveCount(0);
  await reloadHydrated(page);
  await expect(page.getByTestId("user-tag")).toContainText(`guest: ${legacy.guestName}`);
  await expect(page.getByTestId("set-guest-pin")).toHaveCount(0);
  await context.close();

  // The new device now signs in with the PIN (a wrong one is still refused).
  await guestLogin(elsewherePage, "1357");
  await expect(elsewherePage.getByTestId("guest-login-error")).toHaveText("Guest login failed. Please check the home number, name and PIN.");
  await elsewherePage.getByTestId("guest-login-pin").fill("2468");
  await elsewherePage.getByTestId("guest-login-submit").click();
  await waitForURLHydrated(elsewherePage, "**/tbhome");
  await expect(elsewherePage.getByTestId("user-tag")).toContainText(`guest: ${legacy.guestName}`);
  await elsewhere.close();
});
