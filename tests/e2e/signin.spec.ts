import { test, expect, gotoHydrated, waitForURLHydrated, freezeClock } from "./helpers/test";
import { HomeSignIn } from "./helpers/signIn";

// Home-face sign-in as a person does it: name, then key on the keypad.

test("a visitor signs in by name and key with the keypad", async ({ page }) => {
  await gotoHydrated(page, "/");
  const card = page.getByTestId("home-sign-in");
  await expect(card).toHaveAttribute("data-step", "name");
  await page.getByTestId("sign-in-name-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Please enter your name.");
  await page.getByTestId("sign-in-name").fill("demo");
  await page.getByTestId("sign-in-name").press("Enter");
  await expect(card).toHaveAttribute("data-step", "key");
  await expect(page.getByTestId("sign-in-message")).toHaveText("Hi demo");

  await page.getByTestId("sign-in-key-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Please enter a key.");
  for (const digit of ["5", "5", "5", "5"]) await page.getByTestId(`keypad-${digit}`).click();
  await page.getByTestId("sign-in-key-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Wrong name or key. Please try again.");

  for (const digit of ["1", "2", "9"]) await page.getByTestId(`keypad-${digit}`).click();
  await page.getByTestId("keypad-backspace").click();
  for (const digit of ["3", "4"]) await page.getByTestId(`keypad-${digit}`).click();
  await expect(page.getByTestId("sign-in-key")).toHaveValue("1234");
  await expect(page.getByTestId("sign-in-key")).toHaveAttribute("type", "password");
  await page.getByTestId("sign-in-key-enter").click();
  await expect(page.getByTestId("hero-screen")).toBeVisible();
  await expect(page.getByTestId("user-tag")).toContainText("demo");
  await page.screenshot({ path: "test-results/screens/signed-in.png" });
});

test("signing in returns to the page that needed a session", async ({ page }) => {
  const signIn = await new HomeSignIn(page).open();
  await page.evaluate(() => window.localStorage.setItem("hems:failedUrl", "/sysicon"));
  await signIn.signIn();
  await waitForURLHydrated(page, "**/sysicon");
  await expect(page.getByTestId("tile-settings")).toBeVisible();
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("the sign-in steps are in Chinese and fit a phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByTestId("sign-in-name-enter").tap();
    await expect(page.getByTestId("sign-in-message")).toHaveText("请输入您的名字。");
    await page.getByTestId("sign-in-name").fill("demo");
    await page.getByTestId("sign-in-name-enter").tap();
    await expect(page.getByTestId("keypad")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/sign-in-key-zh-phone.png" });
  });
});

test("the name step says 'Login failed' on a non-ok reply and 'An error occurred' when the network fails", async ({ page }) => {
  await gotoHydrated(page, "/");
  const card = page.getByTestId("home-sign-in");
  await page.getByTestId("sign-in-name").fill("demo");

  await page.route("**/check_username", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: false, error: "Internal server error." }) }),
  );
  await page.getByTestId("sign-in-name-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Login failed. Please try again.");
  await expect(page.getByTestId("sign-in-message")).toHaveAttribute("role", "alert");
  await expect(card).toHaveAttribute("data-step", "name");

  await page.unroute("**/check_username");
  await page.route("**/check_username", (route) => route.abort("failed"));
  await page.getByTestId("sign-in-name-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("An error occurred. Please try again later.");
  await expect(card).toHaveAttribute("data-step", "name");

  // The server answers again: the name is accepted.
  await page.unroute("**/check_username");
  await page.getByTestId("sign-in-name-enter").click();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Hi demo");
  await expect(card).toHaveAttribute("data-step", "key");
});

test("the key step shows a busy cursor for 2 s, then the server's message", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.getByTestId("sign-in-name").fill("demo");
  await page.getByTestId("sign-in-name-enter").click();
  await expect(page.getByTestId("home-sign-in")).toHaveAttribute("data-step", "key");
  // A refused key answered at once (a stand-in, so the demo account's attempt budget is not used up).
  await page.route("**/check_password", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ status: false, error: "Wrong name or key. Please try again.", message: "Wrong name or key. Please try again." }),
    }),
  );
  const enter = page.getByTestId("sign-in-key-enter");
  await expect(enter).toHaveCSS("cursor", "pointer");
  await page.getByTestId("sign-in-key").fill("5555");
  // The page's clock stands still from here and the test moves it on, so a
  // slow machine cannot eat into the 2 s between two checks.
  await freezeClock(page);
  const pageNow = () => page.evaluate(() => Date.now());
  const started = await pageNow();
  await enter.click();
  await expect(enter).toHaveCSS("cursor", "progress");
  await expect(enter).toBeDisabled();
  // The reply is already in; the cursor stays busy (and the message waits) until 2 s have passed.
  await page.clock.runFor(1_000);
  await expect(enter).toHaveCSS("cursor", "progress");
  await expect(page.getByTestId("sign-in-message")).toHaveText("Hi demo");
  await page.clock.runFor(1_000);
  await expect(enter).toHaveCSS("cursor", "pointer");
  expect((await pageNow()) - started).toBeGreaterThanOrEqual(1_900);
  await expect(enter).toBeEnabled();
  await expect(page.getByTestId("sign-in-message")).toHaveText("Wrong name or key. Please try again.");
  await expect(page.getByTestId("sign-in-key")).toHaveValue("");
});
