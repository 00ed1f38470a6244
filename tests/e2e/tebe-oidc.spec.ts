import type { Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot, waitForHydration, waitForURLHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { clickGoogle, googleUser } from "./helpers/google";

// Every Google flow of the documents through the provider's own login and
// consent pages, against both local OpenID providers of the tebe server: the
// Google button's puts email and name in the ID token (as Google does); the
// generic OpenID Connect button's ("Test OIDC", OIDC_*) is configured by the
// book, with email and name only at its userinfo endpoint.

const PROVIDERS = [
  { button: "google-button", label: "Google (claims in the ID token)", login: "Sign in with Google", register: "Register with Google", n: 1 },
  { button: "oidc-button", label: "Test OIDC (claims only from userinfo)", login: "Sign in with Test OIDC", register: "Register with Test OIDC", n: 2 },
] as const;

const OAUTH_FAILED = "OAuth process failed. Redirecting to login...";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

for (const { button, label, login, register, n } of PROVIDERS) {
  test.describe(label, () => {
    test("register: provider login and consent, onboarding, sign out, sign in; registering again and an unknown account are refused", async ({ browser }) => {
      test.setTimeout(300_000);
      const user = googleUser({ sub: `23000000000000000${n}01`, email: `oidc.owner${n}@example.com`, name: `Olive ${n}` });
      const page = await newPage(browser);

      // Not registered yet: the login is refused with the documented title.
      await gotoHydrated(page, "/tblogin");
      await expect(page.getByTestId(button)).toHaveText(login);
      await clickGoogle(page, user, { button });
      await expect(page.getByTestId("status-title")).toHaveText("Login Failed (Not registered yet)");

      await gotoHydrated(page, "/tbregister");
      await expect(page.getByTestId(button)).toHaveText(register);
      await clickGoogle(page, user, { button });
      await waitForURLHydrated(page, "**/tbonboarding");
      // The address came from the provider (ID token or userinfo) to onboarding's first step.
      await expect(page.getByTestId("onboarding")).toHaveAttribute("data-step", "1");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(user.email);
      await expect(page.getByTestId("sign-in-link")).toHaveCount(0);
      const created = await page.request.post("/api_tebeauth/register_with_token", {
        data: { onboard_data: { user_profile: { home_name: `Olive Home ${n}` } } },
      });
      expect(created.status()).toBe(200);
      // The owner's name came from the provider too.
      expect((await created.json()).data.owner_name).toBe(user.name);

      await page.request.post("/api_tebeauth/logout");
      await gotoHydrated(page, "/tblogin");
      await clickGoogle(page, user, { button });
      await waitForURLHydrated(page, "**/tbhome");
      await expect(page.getByTestId("user-tag")).toContainText(user.name);

      // Registering the same account again, from another browser.
      const again = await newPage(browser);
      await gotoHydrated(again, "/tbregister");
      await clickGoogle(again, user, { button });
      await expect(again.getByTestId("status-title")).toHaveText("You already registered...");
      await again.context().close();
      await page.context().close();
    });

    test.beforeEach(() => test.setTimeout(180_000));

    test("cancelling registration at the provider's consent page comes back to /tbregister", async ({ browser }) => {
      const user = googleUser({ sub: `23000000000000000${n}02`, email: `oidc.cancel${n}@example.com`, name: `Cato ${n}` });
      const page = await newPage(browser);
      await page.clock.install();
      await gotoHydrated(page, "/tbregister");
      await clickGoogle(page, user, { button, cancel: true });
      await expect(page.getByTestId("status-message")).toHaveText(OAUTH_FAILED);
      await waitForHydration(page);
      await page.clock.runFor(11_000);
      await waitForURLHydrated(page, (url) => url.pathname === "/tbregister");
      await page.context().close();
    });
  });
}

test("the sign-in pages with the generic provider's button, in English and Chinese, narrow and wide", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  for (const locale of ["en", "zh"] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    const page = await context.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/tblogin", "/tbregister"]) {
        await gotoHydrated(page, path);
        await expect(page.getByTestId("oidc-button")).toHaveText(
          locale === "zh"
            ? path === "/tblogin"
              ? "使用 Test OIDC 登录"
              : "使用 Test OIDC 注册"
            : path === "/tblogin"
              ? "Sign in with Test OIDC"
              : "Register with Test OIDC",
        );
        await expectNoAxeViolations(page);
        await screenshot(page, `oidc-${path.slice(1)}-${locale}-${width}.png`);
      }
    }
    await context.close();
  }
});
