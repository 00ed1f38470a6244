import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { demoOwnerPage, signInDemoOwner } from "./helpers/session";
import { expectNoAxeViolations } from "./helpers/axe";

// The home face's "Hosted service" section on /settings (lib/agent/upstream.ts):
// the owner enters a hosted service's address and an agent token, sees the
// agent trying to reach it, and disconnects. Connecting for real is proved in
// tests/integration/agent-relay.test.ts and tebe-home-agent.spec.ts; here the
// address is a closed port, so the section shows why it cannot connect.

const CLOSED = "http://127.0.0.1:9";
const TOKEN = "e2e-agent-token-0123456789abcdefghijklmnopq";

test.afterEach(async ({ page }) => {
  await page.request.post("/api_ctx/disconnect_agent");
});

test("the owner enters a hosted service, sees why it cannot connect, and disconnects", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  const section = page.getByTestId("settings-agent");
  await expect(section.getByRole("heading", { name: "Hosted service" })).toBeVisible();
  await expect(page.getByTestId("agent-status")).toHaveText("Not connected to a hosted service.");

  await page.getByTestId("agent-connect").click();
  await expect(page.getByTestId("agent-form-error")).toHaveText("Enter the hosted service's address and the agent token.");

  await page.getByTestId("agent-address").fill(CLOSED);
  await page.getByTestId("agent-token").fill(TOKEN);
  await page.getByTestId("agent-connect").click();
  await expect(page.getByTestId("agent-status")).toHaveText(`Connecting to ${CLOSED}…`);
  // The agent's failed attempts show, polled while it is not connected.
  await expect(page.getByTestId("agent-error")).toContainText("Cannot reach the hosted service:", { timeout: 15_000 });
  await expect(page.getByTestId("agent-token")).toHaveValue("");

  // A reload shows the saved address, never the token.
  await gotoHydrated(page, "/settings");
  await expect(page.getByTestId("agent-status")).toHaveText(`Connecting to ${CLOSED}…`);
  expect(await page.content()).not.toContain(TOKEN);

  await page.getByTestId("agent-disconnect").click();
  await expect(page.getByTestId("agent-status")).toHaveText("Not connected to a hosted service.");
  await expect(page.getByTestId("agent-disconnect")).toHaveCount(0);
});

test("the section in English and Chinese, on a desktop and a phone, with no axe violations", async ({ browser, baseURL }) => {
  const views = [
    { locale: "en-US", width: 1280, height: 900, title: "Hosted service" },
    { locale: "en-US", width: 390, height: 844, title: "Hosted service" },
    { locale: "zh-CN", width: 1280, height: 900, title: "托管服务" },
    { locale: "zh-CN", width: 390, height: 844, title: "托管服务" },
  ];
  for (const view of views) {
    const { context, page } = await demoOwnerPage(browser, baseURL, view);
    await gotoHydrated(page, "/settings");
    const section = page.getByTestId("settings-agent");
    await expect(section.getByRole("heading", { name: view.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `settings-agent-${view.locale}-${view.width}.png`);
    if (view.width === 1280) await expectNoAxeViolations(page);
    await context.close();
  }
});
