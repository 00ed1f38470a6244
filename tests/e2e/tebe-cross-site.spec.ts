import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./helpers/test";
import { googleUser, registerWithGoogle } from "./helpers/google";
import { noCorsPost, startAttacker, textPlainForm, type Attacker } from "./helpers/attacker";

// Cross-site request forgery against the tebe face (issue 13, point 1): an
// owner who signed up with Google (the sign-in's callback is itself a
// navigation from another origin, and still works) visits a page on another
// port of this host that POSTs {"consent":true} to delete_account with a
// no-cors fetch, then as an auto-submitted text/plain form. The account is
// still there afterwards; deleting it from the app's own page still works.

const LIA = googleUser({ sub: "800000000000000000131", email: "lia@example.com", name: "Lia" });
const CROSS_SITE_REFUSED = "This call is refused from another site: open hems itself to do this.";

let attacker: Attacker;
test.beforeAll(async () => {
  attacker = await startAttacker();
});
test.afterAll(() => attacker.close());

/** The signed-in owner's home number, or null when the session (or the account) is gone. */
async function homeNumber(page: Page): Promise<string | null> {
  const reply = await page.request.post("/api_tebeauth/is_login_details");
  return reply.ok() ? ((await reply.json()).data?.home_number ?? null) : null;
}

test("another port's page cannot delete the account; the app's own page can", async ({ page, baseURL }) => {
  const number = await registerWithGoogle(page, LIA, "Lia's Place");
  expect(await homeNumber(page)).toBe(number);

  attacker.page("/fetch.html", noCorsPost(`${baseURL}/api_tebeauth/delete_account`, JSON.stringify({ consent: true })));
  const refused = page.waitForResponse((response) => response.url().endsWith("/api_tebeauth/delete_account"));
  await page.goto(`${attacker.sameSite}/fetch.html`);
  expect((await refused).status()).toBe(403);
  await expect(page.locator("body")).toHaveAttribute("data-sent", "yes");
  expect(await homeNumber(page)).toBe(number);

  attacker.page("/form.html", textPlainForm(`${baseURL}/api_tebeauth/delete_account`, JSON.stringify({ consent: true, pad: "=" })));
  await page.goto(`${attacker.sameSite}/form.html`);
  await page.waitForURL((url) => url.pathname === "/api_tebeauth/delete_account");
  expect(await page.locator("body").innerText()).toContain(CROSS_SITE_REFUSED);
  expect(await homeNumber(page)).toBe(number);

  await gotoHydrated(page, "/tbsettings");
  const deleted = await page.evaluate(() =>
    fetch("/api_tebeauth/delete_account", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ consent: true }) }).then(
      (r) => r.status,
    ),
  );
  expect(deleted).toBe(200);
  expect(await homeNumber(page)).toBeNull();
});
