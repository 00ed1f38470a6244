import { test, expect, type Page } from "@playwright/test";
import { nextGoogleUser } from "./helpers/google";

// The rotating ball in tebe view (tebe face, local Google stand-in): to the
// re-login notice without a session, to the owner's home without channels or
// in edit mode, and to the auto-play landing /tbauch once a playlist exists.

const QUINN = { sub: "700000000000000000001", email: "quinn@example.com", name: "Quinn" };

/** Register with Google through onboarding's account call (no template: an empty home), then sign in. */
async function signUp(page: Page) {
  await nextGoogleUser(QUINN);
  await page.goto("/tbregister");
  await page.getByTestId("google-button").click();
  await page.waitForURL("**/tbonboarding");
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: "Quinn's home", owner_name: QUINN.name } } },
  });
  expect(registered.status()).toBe(200);
  await page.goto("/tbhome");
}

test("the rotating ball goes to /tbrelogin, /tbhome or /tbauch", async ({ page }) => {
  const ball = page.getByTestId("home-ball");
  await page.goto("/");
  await expect(ball).toHaveAttribute("href", "/tbrelogin");

  await signUp(page);
  await expect(page.getByTestId("user-tag")).toContainText(QUINN.name);
  // No channel yet: the owner's home.
  await expect(ball).toHaveAttribute("href", "/tbhome");

  // A playlist, edit mode off: the auto-play landing.
  const created = await page.request.get(`/api_channel/newchannel/${Buffer.from("Quinn's picks").toString("base64url")}`);
  expect(created.status()).toBe(200);
  await page.goto("/tbplaylist/y");
  await expect(ball).toHaveAttribute("href", "/tbauch");
  await ball.click();
  await page.waitForURL("**/tbauch");

  // Edit mode on: home again.
  expect((await page.request.post("/api_ctx/update_config", { data: { ytEditMode: true } })).status()).toBe(200);
  await page.goto("/tbplaylist/y");
  await expect(ball).toHaveAttribute("href", "/tbhome");
  expect((await page.request.post("/api_ctx/update_config", { data: { ytEditMode: false } })).status()).toBe(200);
});
