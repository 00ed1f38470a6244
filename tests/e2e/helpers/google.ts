import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./test";

// The tebe face's Google sign-in in browser tests goes to the local OpenID
// Connect stand-in of scripts/e2e-tebe-server.mjs; its control port says who
// the next sign-in is.

export type GoogleUser = { sub: string; email: string; name: string };

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
  await nextGoogleUser(user);
  await gotoHydrated(page, "/tbregister");
  await page.getByTestId("google-button").click();
  await page.waitForURL("**/tbonboarding");
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: homeName, owner_name: user.name } } },
  });
  expect(registered.status()).toBe(200);
  return (await registered.json()).data.home_number;
}
