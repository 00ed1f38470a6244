import type { Browser, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { openAsInvitedGuest } from "./helpers/session";
import { clickGoogle, googleUser, type GoogleUser, googleSignIn } from "./helpers/google";

// The tebe face as new users meet it: an owner signs in with Google (the local
// OpenID Connect stand-in started by scripts/e2e-tebe-server.mjs), registers,
// invites a guest from /tbguestman and a friend (a second Google user) from
// /tbfriendman; each signs in and is shown what they may and may not do.

const ALICE = googleUser({ sub: "200000000000000000001", email: "alice@example.com", name: "Alice" });
const BOB = googleUser({ sub: "200000000000000000002", email: "bob@example.com", name: "Bob" });

/** Who the Google stand-in signs in next. */
/** Sign in with Google on /tblogin; a new account is sent to register, then created through onboarding's call. */
async function signUpWithGoogle(browser: Browser, user: GoogleUser, homeName: string): Promise<{ page: Page; homeNumber: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await googleSignIn(page, user);
  await expect(page.getByTestId("status-title")).toHaveText("Login Failed (Not registered yet)");

  await gotoHydrated(page, "/tbregister");
  await clickGoogle(page, user);
  await waitForURLHydrated(page, "**/tbonboarding");
  // Onboarding's step 5 call (its screens are tested on their own): the verified Google account becomes an owner.
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: homeName, owner_name: user.name } } },
  });
  expect(registered.status()).toBe(200);
  const homeNumber: string = (await registered.json()).data.home_number;
  expect(homeNumber).toMatch(/^\d{10}$/);

  // Signed out, the same Google account now signs in on /tblogin and lands on its home.
  await page.request.post("/api_tebeauth/logout");
  await gotoHydrated(page, "/tblogin");
  await clickGoogle(page, user);
  await waitForURLHydrated(page, "**/tbhome");
  await expect(page.getByTestId("user-tag")).toContainText(user.name);
  return { page, homeNumber };
}

/** Revoke or Delete on a guest row, confirmed in the dialog. */
async function confirmRemove(page: Page, row: Locator, action: "Revoke" | "Delete") {
  await row.getByTestId("guest-remove").click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  await expect(page.getByTestId("confirm-dialog-confirm")).toHaveText(action);
  await page.getByTestId("confirm-dialog-confirm").click();
}

test("an owner signs in with Google, invites a guest and a friend; each may look but not change", async ({ browser }) => {
  test.setTimeout(150_000);
  const alice = await signUpWithGoogle(browser, ALICE, "Alice Home");
  const owner = alice.page;

  // ---- The guest manager: validation, a pending invite revoked, a guest invited.
  await gotoHydrated(owner, "/tbguestman");
  await expect(owner.getByTestId("guest-list-empty")).toHaveText("No guests yet.");
  await owner.getByTestId("guest-name").fill("G");
  await owner.getByTestId("guest-add").click();
  await expect(owner.getByTestId("guest-form-error")).toHaveText("Guest name must be at least 2 characters long.");
  await owner.getByTestId("guest-home-number").fill("12345678901");
  await expect(owner.getByTestId("guest-home-number")).toHaveValue("123-4567-890");
  await owner.getByTestId("guest-email").fill("temp@example.com");
  await expect(owner.getByTestId("guest-home-number")).toHaveValue("");
  await owner.getByTestId("guest-name").fill("Temp");
  await owner.getByTestId("guest-add").click();
  const tempRow = owner.locator('[data-testid="guest-row"][data-name="Temp"]');
  await expect(tempRow.getByTestId("guest-status")).toHaveText("pending");
  await confirmRemove(owner, tempRow, "Revoke");
  await expect(tempRow).toHaveCount(0);

  await owner.getByTestId("guest-name").fill("Grandma");
  await owner.getByTestId("guest-add").click();
  await expect(owner.getByTestId("invite-link-panel")).toContainText("Invite link for Grandma");
  await expect(owner.getByTestId("invite-link-panel")).toContainText("Invite links expire in 24 hours.");
  const guestLink = await owner.getByTestId("invite-link").inputValue();
  expect(guestLink).toMatch(/\/invite\/[A-Za-z0-9_-]{32,}$/);

  // ---- The guest accepts in another browser and may look, not change.
  const { context: guestContext, page: guest } = await openAsInvitedGuest(browser, guestLink, "Grandma");
  await expect(guest.getByTestId("user-tag")).toContainText("guest: Grandma");
  await gotoHydrated(guest, "/tbguestman");
  await expect(guest.getByTestId("owners-only")).toBeVisible();
  await expect(guest.getByTestId("guest-manager")).toHaveCount(0);
  expect((await guest.request.post("/api_tebeauth/add_guest", { data: { guest_name: "Intruder" } })).status()).toBe(403);
  expect((await guest.request.post("/api_ctx/update_config", { data: { theme: "dark" } })).status()).toBe(403);

  await reloadHydrated(owner);
  const grandmaRow = owner.locator('[data-testid="guest-row"][data-name="Grandma"]');
  await expect(grandmaRow.getByTestId("guest-status")).toHaveText("accepted");

  // ---- A friend: a second Google user, invited by home number from /tbfriendman.
  const bob = await signUpWithGoogle(browser, BOB, "Bob Home");
  await gotoHydrated(owner, "/tbfriendman");
  await expect(owner.getByTestId("friend-list-empty")).toBeVisible();
  await owner.getByTestId("friend-name").fill("Bob");
  await owner.getByTestId("friend-home-number").fill(bob.homeNumber);
  await owner.getByTestId("friend-add").click();
  await expect(owner.getByTestId("invite-link-panel")).toContainText("Invite link for Bob");
  await expect(owner.getByTestId("invite-link-note")).toHaveCount(0);
  const friendLink = await owner.getByTestId("invite-link").inputValue();
  await expect(owner.locator('[data-testid="friend-row"][data-name="Bob"]').getByTestId("guest-status")).toHaveText("pending");

  // Bob accepts from his own account and visits as a registered guest.
  const friend = bob.page;
  // Playwright's clock: time runs as usual, and the test moves it on at will.
  await friend.clock.install();
  await gotoHydrated(friend, friendLink);
  await friend.getByTestId("friend-accept").click();
  await expect(friend.getByTestId("friend-accepted")).toHaveText("You are now a friend of Alice Home.");
  await friend.getByTestId("friend-visit").click();
  await expect(friend.getByTestId("status-title")).toHaveText("Welcome to Alice Home");
  await waitForURLHydrated(friend, "**/tbhome", { timeout: 15_000 });
  await expect(friend.getByTestId("user-tag")).toContainText("guest:");
  await gotoHydrated(friend, "/tbfriendman");
  await expect(friend.getByTestId("owners-only")).toBeVisible();
  expect((await friend.request.post("/api_tebeauth/delete_guest", { data: { guest_name: "Grandma" } })).status()).toBe(403);
  expect((await friend.request.post("/api_ctx/update_config", { data: { theme: "dark" } })).status()).toBe(403);

  // My Home: back to his own home as its owner.
  await gotoHydrated(friend, "/tbhome");
  await friend.getByTestId("user-tag").click();
  await friend.getByTestId("menu-my-home").click();
  await expect(friend.getByTestId("status-title")).toHaveText("Hi Bob");
  await expect(friend.getByTestId("status-message")).toHaveText(`Your are entering your own home Bob Home (${bob.homeNumber})...`);
  const greeted = Date.now();
  await waitForURLHydrated(friend, "**/tbhome", { timeout: 15_000 });
  expect(Date.now() - greeted).toBeGreaterThan(3_500);
  await expect(friend.getByTestId("user-tag")).toContainText(BOB.name);

  // From his friend manager he can visit Alice's home again.
  await gotoHydrated(friend, "/tbfriendman");
  const invited = friend.locator(`[data-testid="invited-home-row"][data-home-number="${alice.homeNumber}"]`);
  await expect(invited.getByTestId("guest-status")).toHaveText("accepted");
  await invited.getByTestId("invited-home-visit").click();
  await expect(friend.getByTestId("status-title")).toHaveText("Welcome to Alice Home");
  await waitForURLHydrated(friend, "**/tbhome", { timeout: 15_000 });

  // My Home fails (the server cannot do it now): 'Go Back Home Failed' with the error, and he stays where he is.
  await friend.route("**/api_tebeauth/guest_go_home", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ status: false, error: "Internal server error.", message: "Internal server error." }),
    }),
  );
  await friend.getByTestId("user-tag").click();
  await friend.getByTestId("menu-my-home").click();
  await expect(friend.getByTestId("status-title")).toHaveText("Go Back Home Failed");
  await expect(friend.getByTestId("status-message")).toHaveText("Unable to go back to your home. Please try again. Error: Internal server error.");
  await expect(friend.getByTestId("status-countdown")).toHaveCount(0);
  const failedAt = friend.url();
  await friend.clock.runFor(6_000);
  expect(friend.url()).toBe(failedAt);
  await friend.unroute("**/api_tebeauth/guest_go_home");
  await gotoHydrated(friend, "/tbhome");
  await expect(friend.getByTestId("user-tag")).toContainText("guest:");

  // Alice sees Bob as an accepted friend and deletes the guest she no longer wants.
  await reloadHydrated(owner);
  await expect(owner.locator('[data-testid="friend-row"][data-name="Bob"]').getByTestId("guest-status")).toHaveText("accepted");
  await gotoHydrated(owner, "/tbguestman");
  await confirmRemove(owner, grandmaRow, "Delete");
  await expect(grandmaRow).toHaveCount(0);
  await expect(owner.getByTestId("guest-list-empty")).toBeVisible();

  // The deleted guest's session is over.
  expect((await guest.request.post("/api_tebeauth/login_status")).status()).toBe(401);
  await guestContext.close();
});
