import { test, expect, gotoHydrated, reloadHydrated, waitForURLHydrated } from "./helpers/test";
import { HomeSignIn } from "./helpers/signIn";
import { signInDemoOwner } from "./helpers/session";

// Session expiry: a page that needs a session sends the visitor to the notice,
// which goes to sign-in after 3 s; signing in returns to the page.

test("a visitor who never signed in is sent from /settings to the sign-in (not told a session expired) and back after signing in", async ({ page }) => {
  await gotoHydrated(page, "/settings");
  await expect(page).toHaveURL(/\/\?from=%2Fsettings$/);
  await expect(page.getByTestId("sign-in-message")).toHaveText("Please sign in to open that page.");
  await expect(page.getByText("Session expired")).toHaveCount(0);
  const signIn = new HomeSignIn(page);
  await signIn.enterName("demo");
  await signIn.key().fill("1234");
  await page.getByTestId("sign-in-key-enter").click();
  await waitForURLHydrated(page, "**/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();
});

test("an expired session on a page is caught too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "hems_session", value: "owner.not-a-real-token", url: baseURL! }]);
  await gotoHydrated(page, "/settings");
  await expect(page).toHaveURL(/\/relogin\?from=%2Fsettings$/);
});

test("a guest's expired session goes to the guest notice", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "hems_session", value: "guest.gone", url: baseURL! }]);
  await gotoHydrated(page, "/settings");
  await expect(page).toHaveURL(/\/grelogin\?from=%2Fsettings$/);
});

test("settings: the two edit modes are exclusive and saved; a 401 while there leads to re-login", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  const yt = page.getByTestId("settings-yt-edit");
  const lens = page.getByTestId("settings-lens-edit");
  // A box shows its change at once; each step waits for its own save, so the reload reads both.
  const saved = (mode: string) => page.waitForResponse((r) => r.url().endsWith("/api_ctx/update_config") && (r.request().postData() ?? "").includes(mode));
  await Promise.all([saved("ytEditMode"), yt.check()]);
  await expect(yt).toBeChecked();
  await Promise.all([saved("medialensEditMode"), lens.check()]);
  await expect(lens).toBeChecked();
  await expect(yt).not.toBeChecked();
  await reloadHydrated(page);
  await expect(lens).toBeChecked();
  await expect(yt).not.toBeChecked();
  // Let the save and the page's refresh after it finish before the session goes away.
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === "/settings" && r.request().headers()["rsc"] === "1");
  await Promise.all([saved("medialensEditMode"), lens.uncheck()]);
  await refreshed;
  await expect(lens).not.toBeChecked();
  await expect(yt).toBeEnabled();

  // The session ends elsewhere; the next change answers 401 and the page goes to the notice.
  await page.request.get("/check_logout");
  await Promise.all([page.waitForURL(/\/relogin\?from=%2Fsettings$/), yt.click()]);
  await expect(page.getByTestId("status-title")).toHaveText("Session expired");
});

test("settings on the home face: Reel Story is offered, and the auto-play Configuration link goes to /autoplaylist", async ({ page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  await expect(page.getByTestId("settings-reel-story")).toContainText("Reel Story");
  const link = page.getByTestId("settings-autoplay-link");
  await expect(link).toHaveText("Configuration");
  await expect(link).toHaveAttribute("href", "/autoplaylist");
  await link.click();
  await waitForURLHydrated(page, (url) => url.pathname === "/autoplaylist");
  await expect(page.getByTestId("autoplay-config")).toBeVisible();
});
