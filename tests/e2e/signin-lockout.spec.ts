import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./helpers/test";
import { HomeSignIn } from "./helpers/signIn";

// Issue 13, point 4, in the browser: wrong keys from a stranger's browser slow
// that browser down, but the owner's browser, which signed in before (signed
// device cookie), signs in at once.

async function tryKey(request: APIRequestContext, key: string) {
  await request.post("/check_username", { data: { username: "demo" } });
  return request.post("/check_password", { data: { key } });
}

async function openKeyStep(page: Page, key: string) {
  const signIn = await new HomeSignIn(page).open();
  await signIn.enterName("demo");
  await signIn.key().fill(key);
}

test("a stranger's wrong keys slow the stranger down but never lock out the owner's own browser", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await openKeyStep(owner, "1234");
  await owner.getByTestId("sign-in-key-enter").click();
  await expect(owner.getByTestId("hero-screen")).toBeVisible();
  // The session ends (as on another day); the device cookie stays.
  await ownerContext.clearCookies({ name: "hems_session" });

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await openKeyStep(stranger, "1234");
  for (let i = 0; i < 5; i++) expect((await tryKey(strangerContext.request, "9999")).status()).toBe(400);
  // From now on each wrong key makes the next attempt wait longer (2 s, 4 s, 8 s...): two more, as soon as allowed.
  for (let i = 0; i < 2; i++) {
    await expect.poll(async () => (await tryKey(strangerContext.request, "9999")).status(), { timeout: 30_000, intervals: [250] }).toBe(400);
  }
  // Even the right key must wait now in the stranger's browser: seconds, not the 15 minutes of a lock.
  const refused = await tryKey(strangerContext.request, "1234");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(4);
  expect(Number(refused.headers()["retry-after"])).toBeLessThanOrEqual(8);
  await stranger.getByTestId("sign-in-key-enter").click();
  await expect(stranger.getByTestId("sign-in-message")).toHaveText(/^Too many attempts\. Please try again in [5-8] seconds\.$/);

  // The owner's browser signs in at once.
  await openKeyStep(owner, "1234");
  await owner.getByTestId("sign-in-key-enter").click();
  await expect(owner.getByTestId("hero-screen")).toBeVisible();

  // After its short wait the stranger's browser could sign in with the right key (which also leaves the account clean for other specs).
  await expect.poll(async () => (await tryKey(strangerContext.request, "1234")).status(), { timeout: 30_000, intervals: [500] }).toBe(200);
  await ownerContext.close();
  await strangerContext.close();
});

// The refused key step says how long to wait, in both languages, at phone and desktop widths.
for (const { locale, width, retryAfter, text } of [
  { locale: "en-US", width: 1280, retryAfter: 8, text: "Too many attempts. Please try again in 8 seconds." },
  { locale: "en-US", width: 390, retryAfter: 600, text: "Too many attempts. Please try again in 10 minutes." },
  { locale: "zh-CN", width: 1280, retryAfter: 600, text: "尝试次数过多，请在 10 分钟后再试。" },
  { locale: "zh-CN", width: 390, retryAfter: 8, text: "尝试次数过多，请在 8 秒后再试。" },
]) {
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 844 } });
    test("a refused key step says how long to wait", async ({ page }) => {
      await page.route("**/check_password", (route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": String(retryAfter) },
          contentType: "application/json",
          body: JSON.stringify({ status: false, error: "Too many attempts. Please try again later." }),
        }),
      );
      await openKeyStep(page, "1234");
      await page.getByTestId("sign-in-key").press("Enter");
      await expect(page.getByTestId("sign-in-message")).toHaveText(text);
      await expect(page.getByTestId("sign-in-message")).toHaveAttribute("role", "alert");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/signin-wait-${locale}-${width}.png` });
    });
  });
}
