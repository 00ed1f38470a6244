import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, runTag, waitForURLHydrated } from "./test";

// The tebe face's Google sign-in in browser tests goes to a local OpenID
// provider (node-oidc-provider, scripts/e2e-tebe-server.mjs; the generic
// OpenID Connect button to a second one): its control port makes an account
// known, and its own login and consent pages sign in with the account's sub.

export type GoogleUser = { sub: string; email: string; name: string };

/**
 * A spec's own Google user. Its subject and email carry the run (runTag, read
 * when a test uses them), so a repeated spec (`--repeat-each`) registers a new
 * account instead of being refused as already registered. The literals stay
 * unique across specs (tests/unit/e2e-google-users.test.ts). `fixedEmail` is
 * for an address the server knows (ADMIN_EMAILS): its spec deletes the account
 * when done, since an email registers once.
 */
export function googleUser(user: GoogleUser, { fixedEmail = false } = {}): GoogleUser {
  return {
    get sub() {
      return `${user.sub}${runTag()}`;
    },
    get email() {
      return fixedEmail ? user.email : user.email.replace("@", `+${runTag()}@`);
    },
    name: user.name,
  };
}

/** Makes `user` an account of the local providers (Google's and the generic one). */
export async function nextGoogleUser(user: GoogleUser) {
  const { control } = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/oidc.json"), "utf8")) as { control: string };
  const res = await fetch(`${control}/user`, { method: "POST", body: JSON.stringify(user) });
  expect(res.status).toBe(204);
}

/** The provider's login page (any password) as `user`, then its consent page: Continue, or Cancel. */
export async function atProvider(page: Page, user: GoogleUser, { cancel = false } = {}) {
  const login = page.locator('input[name="login"]');
  await login.fill(user.sub);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  await expect(consent).toBeVisible();
  if (cancel) await page.getByRole("link", { name: "[ Cancel ]" }).click();
  else await consent.click();
}

/**
 * Clicks the Google button (or the generic OpenID Connect one: `oidc-button`)
 * on the current page and signs in as `user` at the provider; where it lands
 * is the caller's to check.
 */
export async function clickGoogle(page: Page, user: GoogleUser, { button = "google-button", cancel = false } = {}) {
  await nextGoogleUser(user);
  await page.getByTestId(button).click();
  await atProvider(page, user, { cancel });
}

/**
 * Registers `user` with Google on `page` and creates the home through
 * onboarding's account call (its screens are tested in tebe-settings): the
 * page is then signed in as the new owner. Answers the home number.
 */
export async function registerWithGoogle(page: Page, user: GoogleUser, homeName: string): Promise<string> {
  await startGoogleRegistration(page, user);
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: homeName, owner_name: user.name } } },
  });
  expect(registered.status()).toBe(200);
  return (await registered.json()).data.home_number;
}

/** /tbregister's Google button as `user`: lands on onboarding's first step. */
export async function startGoogleRegistration(page: Page, user: GoogleUser) {
  await gotoHydrated(page, "/tbregister");
  await clickGoogle(page, user);
  await waitForURLHydrated(page, "**/tbonboarding");
  await expect(page.getByTestId("onboarding")).toHaveAttribute("data-step", "1");
}

/** /tblogin's Google button as `user`; where it lands is the caller's to check. */
export async function googleSignIn(page: Page, user: GoogleUser) {
  await gotoHydrated(page, "/tblogin");
  await clickGoogle(page, user);
}
