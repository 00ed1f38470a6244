import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";

// An owner invites a guest; the guest accepts the link choosing a PIN, later
// signs in again on another browser by name, home number and PIN, and may
// look but not change settings. Wrong PINs are refused with the text of an
// unknown name, and five of them for one guest stop that guest's sign-in.

const LOGIN_FAILED = "Guest login failed. Please check the home number, name and PIN.";

/** The invite form is ready once it knows nobody is signed in as an owner (its submit button is enabled then). */
async function fillInvite(page: Page, name: string, pin: string, pinRepeat = pin) {
  await expect(page.getByTestId("accept-invite-submit")).toBeEnabled();
  await page.getByTestId("accept-invite-name").fill(name);
  await page.getByTestId("accept-invite-pin").fill(pin);
  await page.getByTestId("accept-invite-pin-repeat").fill(pinRepeat);
  await page.getByTestId("accept-invite-submit").click();
}

/** /glogin puts the focus on the name (autoFocus). */
async function fillGuestLogin(page: Page, name: string, homeNumber: string, pin: string) {
  await expect(page.getByTestId("guest-login-name")).toBeFocused();
  await page.getByTestId("guest-login-name").fill(name);
  await page.getByTestId("guest-login-home-number").fill(homeNumber);
  await page.getByTestId("guest-login-pin").fill(pin);
  await page.getByTestId("guest-login-submit").click();
}

async function homeNumberOf(request: Page["request"]): Promise<string> {
  const homeNumber: string = (await (await request.get("/api_tebeauth/login_status")).json()).data.home_number;
  expect(homeNumber).toMatch(/^\d{10}$/);
  return homeNumber;
}

test("a guest accepts an invite link with a PIN, then signs in on a fresh browser with name, home number and PIN", async ({ page, browser, request }) => {
  await signInDemoOwner(request);
  const added = await (await request.post("/api_tebeauth/add_guest", { data: { guest_name: "Grandma" } })).json();
  expect(added).toMatchObject({ status: true, data: { invite_status: "pending" } });
  const homeNumber = await homeNumberOf(request);

  await gotoHydrated(page, added.data.invite_link);
  await expect(page.getByTestId("accept-invite-submit")).toBeEnabled();
  await page.getByTestId("accept-invite-submit").click();
  await expect(page.getByTestId("accept-invite-error")).toHaveText("Please provide the name of this invite.");
  await fillInvite(page, "Grandma", "123", "123");
  await expect(page.getByTestId("accept-invite-error")).toHaveText("The PIN must be 4 to 10 digits.");
  await fillInvite(page, "Grandma", "2468", "2469");
  await expect(page.getByTestId("accept-invite-error")).toHaveText("The two PINs are not the same.");
  // The PIN fields take digits only.
  await page.getByTestId("accept-invite-pin").fill("24a68");
  await expect(page.getByTestId("accept-invite-pin")).toHaveValue("2468");
  await fillInvite(page, "Grandma", "2468");
  await waitForURLHydrated(page, "**/tbhome");
  await expect(page.getByTestId("user-tag")).toContainText("guest: Grandma");
  // A guest with a PIN is not asked for one.
  await expect(page.getByTestId("set-guest-pin")).toHaveCount(0);
  expect((await page.request.post("/api_ctx/update_config", { data: { theme: "dark" } })).status()).toBe(403);

  // The link works once.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await gotoHydrated(againPage, added.data.invite_link);
  await fillInvite(againPage, "Grandma", "1357");
  await expect(againPage.getByTestId("accept-invite-error")).toHaveText("This invite is invalid or has expired.");
  await again.close();

  // Later, on another device: name, home number (shown 3-4-3) and PIN; a wrong PIN is refused like an unknown name.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await gotoHydrated(laterPage, "/glogin");
  await fillGuestLogin(laterPage, "Grandma", homeNumber, "1357");
  await expect(laterPage.getByTestId("guest-login-home-number")).toHaveValue(`${homeNumber.slice(0, 3)}-${homeNumber.slice(3, 7)}-${homeNumber.slice(7)}`);
  await expect(laterPage.getByTestId("guest-login-error")).toHaveText(LOGIN_FAILED);
  await expect(laterPage).toHaveURL(/\/glogin$/);
  await laterPage.getByTestId("guest-login-pin").fill("2468");
  await laterPage.getByTestId("guest-login-submit").click();
  await waitForURLHydrated(laterPage, "**/tbhome");
  await expect(laterPage.getByTestId("user-tag")).toContainText("guest: Grandma");
  await later.close();
});

test("five wrong PINs for one guest stop that guest's sign-in, even with the right PIN", async ({ browser, request }) => {
  await signInDemoOwner(request);
  const added = await (await request.post("/api_tebeauth/add_guest", { data: { guest_name: "Grandpa" } })).json();
  const homeNumber = await homeNumberOf(request);
  const accepted = await request.post("/api_tebeauth/accept_invite", { data: { invite_token: added.data.invite_token, guest_name: "Grandpa", pin: "97531" } });
  expect(accepted.status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  for (let i = 0; i < 5; i++) {
    const wrong = await page.request.post("/api_tebeauth/guest_login", { data: { guest_name: "grandpa", home_number: homeNumber, pin: `1000${i}` } });
    expect([wrong.status(), (await wrong.json()).error]).toEqual([400, LOGIN_FAILED]);
  }
  await gotoHydrated(page, "/glogin");
  await fillGuestLogin(page, "Grandpa", homeNumber, "97531");
  await expect(page.getByTestId("guest-login-error")).toHaveText("Too many attempts. Please try again later.");
  await expect(page).toHaveURL(/\/glogin$/);
  await context.close();
});

test("guest login asks for the PIN; a wrong home number is refused with the same text as a wrong PIN", async ({ page }) => {
  await gotoHydrated(page, "/glogin");
  await expect(page.getByTestId("guest-login-name")).toBeFocused();
  await page.getByTestId("guest-login-submit").click();
  await expect(page.getByTestId("guest-login-error")).toHaveText("Please provide a valid name.");
  await page.getByTestId("guest-login-name").fill("Nobody");
  await page.getByTestId("guest-login-home-number").fill("0000000001");
  await page.getByTestId("guest-login-submit").click();
  await expect(page.getByTestId("guest-login-error")).toHaveText("Please enter your PIN.");
  await page.getByTestId("guest-login-pin").fill("2468");
  await page.getByTestId("guest-login-pin").press("Enter");
  await expect(page.getByTestId("guest-login-error")).toHaveText(LOGIN_FAILED);
  await expect(page).toHaveURL(/\/glogin$/);
});

test("the invite and guest sign-in forms in both languages, at phone and desktop width", async ({ browser, baseURL }) => {
  // Four fresh browsers, each loading two pages: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  for (const locale of ["en", "zh"] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      const page = await context.newPage();

      // An invite token of the right shape: the form shows; nothing is sent.
      await gotoHydrated(page, `/invite/${"t".repeat(43)}`);
      await expect(page.getByTestId("accept-invite-submit")).toBeEnabled();
      await page.getByTestId("accept-invite-name").fill("Grandma");
      await page.getByTestId("accept-invite-pin").fill("2468");
      await page.getByTestId("accept-invite-pin-repeat").fill("2469");
      await page.getByTestId("accept-invite-submit").click();
      await expect(page.getByTestId("accept-invite-error")).toHaveText(locale === "en" ? "The two PINs are not the same." : "两次输入的 PIN 码不一致。");
      await expect(page.getByTestId("accept-invite-pin")).toHaveAttribute("placeholder", locale === "en" ? "PIN (4 to 10 digits)" : "PIN 码（4 到 10 位数字）");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/guest-pin/invite-${locale}-${width}.png`, fullPage: true });

      // One server refusal (in Chinese, as a known server text) at one width; every failure counts against this address.
      await gotoHydrated(page, "/glogin");
      if (width === 390) {
        await fillGuestLogin(page, "Nobody", "0000000001", "2468");
        await expect(page.getByTestId("guest-login-error")).toHaveText(locale === "en" ? LOGIN_FAILED : "访客登录失败。请检查家庭号码、名字和 PIN 码。");
      } else {
        await fillGuestLogin(page, "Nobody", "0000000001", "");
        await expect(page.getByTestId("guest-login-error")).toHaveText(locale === "en" ? "Please enter your PIN." : "请输入您的 PIN 码。");
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/guest-pin/glogin-${locale}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
