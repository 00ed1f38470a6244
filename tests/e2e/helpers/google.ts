import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, runTag, waitForURLHydrated } from "./test";

// The tebe face's Google sign-in in browser tests goes to the local OpenID
// Connect stand-in of scripts/e2e-tebe-server.mjs; its control port says who
// the next sign-in is.

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

/** The next Google sign-in (on any page) comes back as `user`. */
export async function nextGoogleUser(user: GoogleUser) {
  const { control } = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/oidc.json"), "utf8")) as { control: string };
  const res = await fetch(`${control}/user`, { method: "POST", body: JSON.stringify(user) });
  expect(res.status).toBe(204);
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
  await nextGoogleUser(user);
  await gotoHydrated(page, "/tbregister");
  await page.getByTestId("google-button").click();
  await waitForURLHydrated(page, "**/tbonboarding");
  await expect(page.getByTestId("onboarding")).toHaveAttribute("data-step", "1");
}

/** /tblogin's Google button as `user`; where it lands is the caller's to check. */
export async function googleSignIn(page: Page, user: GoogleUser) {
  await nextGoogleUser(user);
  await gotoHydrated(page, "/tblogin");
  await page.getByTestId("google-button").click();
}
