import { test, expect } from "@playwright/test";
import { signInDemoOwner } from "./helpers/session";

// An owner invites a guest; the guest accepts the link, later signs in again
// by name and home number, and may look but not change settings.

test("a guest accepts an invite link, then signs in again with the home number", async ({ page, browser, request }) => {
  await signInDemoOwner(request);
  const added = await (await request.post("/api_tebeauth/add_guest", { data: { guest_name: "Grandma" } })).json();
  expect(added).toMatchObject({ status: true, data: { invite_status: "pending" } });
  const homeNumber: string = (await (await request.get("/api_tebeauth/login_status")).json()).data.home_number;
  expect(homeNumber).toMatch(/^\d{10}$/);

  await page.goto(added.data.invite_link);
  await page.getByTestId("accept-invite-submit").click();
  await expect(page.getByTestId("accept-invite-error")).toHaveText("Please provide the name of this invite.");
  await page.getByTestId("accept-invite-name").fill("Grandma");
  await page.getByTestId("accept-invite-submit").click();
  await page.waitForURL("**/tbhome");
  await expect(page.getByTestId("user-tag")).toContainText("guest: Grandma");
  expect((await page.request.post("/api_ctx/update_config", { data: { theme: "dark" } })).status()).toBe(403);

  // The link works once.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(added.data.invite_link);
  await againPage.getByTestId("accept-invite-name").fill("Grandma");
  await againPage.getByTestId("accept-invite-submit").click();
  await expect(againPage.getByTestId("accept-invite-error")).not.toBeEmpty();
  await again.close();

  // Later, on another device: guest login by name and home number (shown 3-4-3).
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.goto("/glogin");
  await laterPage.getByTestId("guest-login-name").fill("Grandma");
  await laterPage.getByTestId("guest-login-home-number").fill(homeNumber);
  await expect(laterPage.getByTestId("guest-login-home-number")).toHaveValue(`${homeNumber.slice(0, 3)}-${homeNumber.slice(3, 7)}-${homeNumber.slice(7)}`);
  await laterPage.getByTestId("guest-login-submit").click();
  await laterPage.waitForURL("**/tbhome");
  await expect(laterPage.getByTestId("user-tag")).toContainText("guest: Grandma");
  await later.close();
});

test("guest login with a wrong home number is refused with the same text", async ({ page }) => {
  await page.goto("/glogin");
  await page.getByTestId("guest-login-submit").click();
  await expect(page.getByTestId("guest-login-error")).toHaveText("Please provide a valid name.");
  await page.getByTestId("guest-login-name").fill("Nobody");
  await page.getByTestId("guest-login-home-number").fill("0000000001");
  await page.getByTestId("guest-login-submit").click();
  await expect(page.getByTestId("guest-login-error")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/glogin$/);
});
