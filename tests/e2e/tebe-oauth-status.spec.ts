import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";

// /oauth-callback: every outcome of the Google flow has its documented title
// and text, and a failure goes on after 10 s to where the person can try again.

const OUTCOMES: [query: string, title: string, message: string, next: string][] = [
  [
    "result=USER_ALREADY_REGISTERED&state=register",
    "You already registered...",
    "This Google account already has a home here. Redirecting to login...",
    "/tblogin",
  ],
  [
    "result=LOGIN_FAILED_NOT_REGISTERED&state=login",
    "Login Failed (Not registered yet)",
    "This Google account is not registered yet. Redirecting to registration...",
    "/tbregister",
  ],
  ["error=AccessDenied&state=login", "Google sign-in", "OAuth process failed. Redirecting to login...", "/tblogin"],
  ["result=NO_IDENTITY&state=login", "Google sign-in", "No access token found. Redirecting to login...", "/tblogin"],
  ["result=LOGIN_FAILED&state=login", "Google sign-in", "Failed to log in. Please try again.", "/tblogin"],
  ["result=REGISTRATION_FAILED&state=register", "Google sign-in", "Registration failed. Please try again.", "/tbregister"],
  ["result=ok", "Google sign-in", "Unknown state. Please try again.", "/tblogin"],
];

for (const [query, title, message] of OUTCOMES) {
  test(`/oauth-callback?${query} says '${message}'`, async ({ page }) => {
    await gotoHydrated(page, `/oauth-callback?${query}`);
    await expect(page.getByTestId("status-title")).toHaveText(title);
    await expect(page.getByTestId("status-message")).toHaveText(message);
    // The count itself (from 10) is timed by the next test; on a busy machine it may be past 9 by now.
    await expect(page.getByTestId("status-countdown")).toContainText(/Redirecting in \d+ s/);
  });
}

test("the already-registered outcome goes to /tblogin after 10 s", async ({ page }) => {
  test.setTimeout(30_000);
  await gotoHydrated(page, "/oauth-callback?result=USER_ALREADY_REGISTERED&state=register");
  await expect(page.getByTestId("status-title")).toHaveText("You already registered...");
  const shown = Date.now();
  await waitForURLHydrated(page, (url) => url.pathname === "/tblogin", { timeout: 14_000 });
  expect(Date.now() - shown).toBeGreaterThan(8_000);
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });
  test("the outcome texts are in Chinese", async ({ page }) => {
    await gotoHydrated(page, "/oauth-callback?result=REGISTRATION_FAILED&state=register");
    await expect(page.getByTestId("status-message")).toHaveText("注册失败，请重试。");
  });
});
