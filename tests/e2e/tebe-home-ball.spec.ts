import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { googleUser, startGoogleRegistration } from "./helpers/google";

// The rotating ball in tebe view (tebe face, local Google stand-in): to the
// re-login notice without a session, to the owner's home without channels or
// in edit mode, and to the auto-play landing /tbauch once a playlist exists.

const QUINN = googleUser({ sub: "700000000000000000001", email: "quinn@example.com", name: "Quinn" });

/** Register with Google through onboarding's account call (no template: an empty home), then sign in. */
async function signUp(page: Page) {
  await startGoogleRegistration(page, QUINN);
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: "Quinn's home", owner_name: QUINN.name } } },
  });
  expect(registered.status()).toBe(200);
  await gotoHydrated(page, "/tbhome");
}

test("the rotating ball goes to /tbrelogin, /tbhome or /tbauch", async ({ page }) => {
  const ball = page.getByTestId("home-ball");
  await gotoHydrated(page, "/");
  await expect(ball).toHaveAttribute("href", "/tbrelogin");

  await signUp(page);
  await expect(page.getByTestId("user-tag")).toContainText(QUINN.name);
  // No channel yet: the owner's home.
  await expect(ball).toHaveAttribute("href", "/tbhome");

  // A playlist, edit mode off: the auto-play landing.
  const created = await page.request.get(`/api_channel/newchannel/${Buffer.from("Quinn's picks").toString("base64url")}`);
  expect(created.status()).toBe(200);
  await gotoHydrated(page, "/tbplaylist/y");
  await expect(ball).toHaveAttribute("href", "/tbauch");
  await ball.click();
  await waitForURLHydrated(page, "**/tbauch");

  // Edit mode on: home again.
  expect((await page.request.post("/api_ctx/update_config", { data: { ytEditMode: true } })).status()).toBe(200);
  await gotoHydrated(page, "/tbplaylist/y");
  await expect(ball).toHaveAttribute("href", "/tbhome");
  expect((await page.request.post("/api_ctx/update_config", { data: { ytEditMode: false } })).status()).toBe(200);
});
