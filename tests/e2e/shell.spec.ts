import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";

// The menu bar and the user menu as a person uses them.

test("the menu bar hides after 5 s + 8 s without the pointer and comes back on hover", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/sysicon");
  const bar = page.getByTestId("menu-bar");
  await page.mouse.move(640, 500);
  await expect(bar).toHaveAttribute("data-phase", "shown");
  await page.clock.runFor(5_100);
  await expect(bar).toHaveAttribute("data-phase", "lingering");
  await page.clock.runFor(8_100);
  await expect(bar).toHaveAttribute("data-phase", "hidden");
  await page.mouse.move(640, 5);
  await expect(bar).toHaveAttribute("data-phase", "shown");
  // While the pointer stays inside, it stays.
  await page.mouse.move(640, 20);
  await page.clock.runFor(20_000);
  await expect(bar).toHaveAttribute("data-phase", "shown");
});

test("the owner signs out from the user menu and lands on the forced landing page", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/sysicon");
  await page.getByTestId("user-tag").click();
  await page.getByTestId("menu-logout").click();
  await waitForURLHydrated(page, "**/?forceLanding=1");
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
  const reply = await page.request.post("/api_ctx/update_config", { data: { theme: "dark" } });
  expect(reply.status()).toBe(401);
});

test("the search overlay submits only non-empty text and closes on Escape", async ({ page }) => {
  // Search is offered to a signed-in visitor once the index is ready (is_gidx_ready).
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/sysicon");
  await page.getByTestId("search-toggle").click();
  const input = page.getByTestId("search-input");
  await expect(input).toHaveAttribute("placeholder", "Search by keywords...");
  await input.fill("   ");
  await expect(page.getByTestId("search-submit")).toBeDisabled();
  const submitted = page.evaluate(
    () => new Promise<string>((resolve) => window.addEventListener("hems:search", (e) => resolve((e as CustomEvent).detail.query), { once: true })),
  );
  await input.fill("  beach  ");
  await input.press("Enter");
  expect(await submitted).toBe("beach");
  await input.press("Escape");
  await expect(page.getByTestId("search-overlay")).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("the home page and icon menu fit the screen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("home-sign-in")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/home-phone.png" });
    await gotoHydrated(page, "/sysicon");
    await expect(page.getByTestId("tile-media")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
