import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { openAsInvitedGuest } from "./helpers/session";
import { updateNames } from "./helpers/names";
import { clickGoogle, googleUser, registerWithGoogle, type GoogleUser, startGoogleRegistration } from "./helpers/google";

// The tebe face when things go wrong: a 401 in the browser sends an owner to
// /tbrelogin and a guest to /grelogin (each notice then goes to its sign-in,
// which comes back to the page); /settings in tebe view; onboarding's failed
// account creation and a failed Update that puts the names back.

const IVY = googleUser({ sub: "800000000000000000001", email: "ivy@example.com", name: "Ivy" });
const JACK = googleUser({ sub: "800000000000000000002", email: "jack@example.com", name: "Jack" });
const KATE = googleUser({ sub: "800000000000000000003", email: "kate@example.com", name: "Kate" });
const NOT_LOGGED_IN = JSON.stringify({ status: false, error: "You are not login!", message: "You are not login!" });

/** Registers with Google and creates the home through onboarding's call (its screens are tested in tebe-settings). */
async function signUp(browser: Browser, user: GoogleUser, homeName: string): Promise<{ context: BrowserContext; page: Page; homeNumber: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const homeNumber = await registerWithGoogle(page, user, homeName);
  return { context, page, homeNumber };
}

/** Steps 1 to 4 of onboarding with Next; step 5 creates the account. */
async function onboardToStep5(page: Page) {
  await expect(page.getByTestId("onboarding")).toHaveAttribute("data-step", "1");
  for (let step = 1; step < 5; step++) await page.getByTestId("onboarding-next").click();
  await expect(page.getByTestId("onboarding-title")).toHaveText("Create New Account");
}

test("settings in tebe view: no Reel Story, the tebe auto-play link; a 401 there goes to /tbrelogin and signing in comes back", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await signUp(browser, IVY, "Ivy House");
  await gotoHydrated(page, "/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();
  await expect(page.getByTestId("settings-yt-edit")).toBeVisible();
  await expect(page.getByTestId("settings-reel-story")).toHaveCount(0);
  await expect(page.getByTestId("settings-lens-edit")).toHaveCount(0);
  await expect(page.getByText("Reel Story")).toHaveCount(0);
  await expect(page.getByTestId("settings-autoplay-link")).toHaveAttribute("href", "/tbautoplaylist/y");

  // The session ends while the page is open (the browser still holds an owner's cookie): the next change answers 401.
  await context.addCookies([{ name: "hems_session", value: "owner.expired-session-token", url: test.info().project.use.baseURL! }]);
  await Promise.all([page.waitForURL(/\/tbrelogin\?from=%2Fsettings$/), page.getByTestId("settings-yt-edit").click()]);
  await expect(page.getByTestId("status-title")).toHaveText("Session expired");
  await expect(page.getByTestId("status-message")).toHaveText("Your session has expired. Please sign in again.");
  await waitForURLHydrated(page, (url) => url.pathname === "/tblogin", { timeout: 6_000 });

  // Signing in with Google again returns to the page that failed.
  await clickGoogle(page, IVY);
  await waitForURLHydrated(page, (url) => url.pathname === "/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();
  await context.close();
});

test("a guest meeting a 401 goes to /grelogin, and the guest login comes back to the page", async ({ browser }) => {
  test.setTimeout(90_000);
  const jack = await signUp(browser, JACK, "Jack Barn");
  const added = await (await jack.page.request.post("/api_tebeauth/add_guest", { data: { guest_name: "Gwen" } })).json();
  const { context: guestContext, page: guest } = await openAsInvitedGuest(browser, added.data.invite_link, "Gwen");
  await expect(guest.getByTestId("user-tag")).toContainText("guest: Gwen");

  // The category page's calls answer 401 (the guest's session is gone for the server).
  await guest.route("**/api_tebeplay/**", (route) => route.fulfill({ status: 401, contentType: "application/json", body: NOT_LOGGED_IN }));
  // Each of the page's calls meets the 401 and sends the browser to the notice (several navigations, one place).
  await guest.goto("/tbview", { waitUntil: "commit" });
  await expect(guest).toHaveURL(/\/grelogin\?from=%2Ftbview$/);
  await guest.unroute("**/api_tebeplay/**");
  await expect(guest.getByTestId("status-title")).toHaveText("Session expired");
  await expect(guest.getByTestId("status-message")).toHaveText("Your guest session has expired. Please sign in as a guest again.");
  await waitForURLHydrated(guest, (url) => url.pathname === "/glogin", { timeout: 6_000 });

  await guest.getByTestId("guest-login-name").fill("Gwen");
  await guest.getByTestId("guest-login-home-number").fill(jack.homeNumber);
  await guest.getByTestId("guest-login-pin").fill("2468");
  await guest.getByTestId("guest-login-submit").click();
  await waitForURLHydrated(guest, (url) => url.pathname === "/tbview");
  await expect(guest.getByTestId("user-tag")).toContainText("guest: Gwen");
  await guestContext.close();
  await jack.context.close();
});

test("onboarding: a failed account creation says so and keeps Next disabled; a failed Update puts the names back", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  // Template thumbnails come from YouTube's host, out of reach here.
  await context.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.fulfill({ status: 404, body: "" }));
  const page = await context.newPage();
  await startGoogleRegistration(page, KATE);

  // ---- Step 5's registration fails.
  await page.route("**/api_tebeauth/register_with_token", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ status: false, error: "Internal server error.", message: "Internal server error." }),
    }),
  );
  await onboardToStep5(page);
  await expect(page.getByTestId("account-failed")).toContainText("Account creation failed. You have to go to home page to try again.");
  await expect(page.getByTestId("account-failed").getByRole("link")).toHaveAttribute("href", "/");
  await expect(page.getByTestId("onboarding-next")).toBeDisabled();
  await expect(page.getByTestId("account-created")).toHaveCount(0);
  expect((await page.request.get("/api_tebeauth/login_status")).status()).toBe(401);

  // ---- Trying again: the account is created.
  await page.unroute("**/api_tebeauth/register_with_token");
  await reloadHydrated(page);
  await onboardToStep5(page);
  await expect(page.getByTestId("account-created")).toBeVisible();
  await expect(page.getByTestId("onboarding-next")).toBeEnabled();
  const homeName = page.getByTestId("home-name-input");
  const ownerName = page.getByTestId("owner-name-input");
  const stored = { home: await homeName.inputValue(), owner: await ownerName.inputValue() };
  expect(stored.home).not.toBe("");

  // ---- Update fails (the server answers 500 without an envelope): 'Updating...' for 1.5 s, the error, the fields put back.
  await page.route("**/api_tebeauth/update_home_name", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "upstream failed" }));
  await homeName.fill("Kate Cabin");
  await ownerName.fill("Kate K");
  await updateNames(page, "Failed to update information. Please try again.");
  await expect(homeName).toHaveValue(stored.home);
  await expect(ownerName).toHaveValue(stored.owner);
  const status = await (await page.request.get("/api_tebeauth/login_status")).json();
  expect(status.data).toMatchObject({ home_name: stored.home, owner_name: stored.owner });

  // The server answers again: the same Update works.
  await page.unroute("**/api_tebeauth/update_home_name");
  await homeName.fill("Kate Cabin");
  await page.getByTestId("names-update").click();
  await expect(page.getByTestId("names-message")).toHaveText("Updated successfully.");
  await expect(homeName).toHaveValue("Kate Cabin");
  await context.close();
});
