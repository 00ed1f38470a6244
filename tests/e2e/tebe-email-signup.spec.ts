import { test, expect, gotoHydrated, runTag, screenshot, waitForURLHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";

// Issue 17, item 3: an email sign-up is signed in at once (no second password
// entry) and goes through onboarding like a Google sign-up: the template
// fills the new home, the names given there are its names, and Done lands on
// the home screen. (Which path the landing page puts first without Google is
// lib/landing/ways-in.test.ts: this server has Google configured.)

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const locale of ["en", "zh"] as const) {
  test(`email sign-up signs in and goes through onboarding: template and names, then home (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: SIZES[1] });
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    // Nothing from YouTube loads here: the previews and the home screen must not need it.
    await context.route("https://i.ytimg.com/**", (route) => route.abort("internetdisconnected"));
    const page = await context.newPage();
    const email = `una.${locale}+${runTag()}@example.com`;

    await gotoHydrated(page, "/tbsignup");
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `signup-${locale}-${size.width}.png`);
    }
    await page.getByTestId("auth-email").fill(email);
    await page.getByTestId("auth-password").fill("una-password-1");
    await page.getByTestId("auth-submit").click();

    // Straight into onboarding, signed in: no login form, the address in the welcome.
    await waitForURLHydrated(page, "**/tbonboarding");
    const onboarding = page.getByTestId("onboarding");
    await expect(onboarding).toHaveAttribute("data-step", "1");
    await expect(page.getByTestId("onboarding-title")).toContainText(email);
    expect((await (await page.request.get("/api_tebeauth/login_status")).json()).data).toMatchObject({ type: "owner", email });

    for (let step = 1; step < 4; step++) await page.getByTestId("onboarding-next").click();
    await expect(onboarding).toHaveAttribute("data-step", "4");
    await page.getByTestId("template-choice").selectOption("choice 2");
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `onboarding-template-${locale}-${size.width}.png`);
    }
    await page.getByTestId("onboarding-next").click();

    // Step 5: the home (made at sign-up) is filled; Back is off, the names are set here.
    await expect(page.getByTestId("account-created")).toBeVisible();
    await expect(page.getByTestId("onboarding-home-number")).toHaveText(/^\d{10}$/);
    await expect(page.getByTestId("onboarding-back")).toBeDisabled();
    await page.getByTestId("home-name-input").fill("Una Flat");
    await page.getByTestId("owner-name-input").fill("Una");
    await page.getByTestId("names-update").click();
    await expect(page.getByTestId("names-message")).toHaveText(locale === "en" ? "Updated successfully." : "更新成功。");
    await expect(page.getByTestId("names-update")).toBeEnabled();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `onboarding-account-${locale}-${size.width}.png`);
    }
    await expectNoAxeViolations(page);
    await page.getByTestId("onboarding-next").click();
    await page.getByTestId("onboarding-done").click();
    await waitForURLHydrated(page, "**/tbhome");
    await expect(page.getByTestId("tbhome-name")).toHaveText("Una Flat");

    // The second template's categories, named in the language of the sign-up.
    const sections = (await (await page.request.get("/api_tebeplay/getallsections")).json()).data.sections as { file_name: string }[];
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.map((s) => s.file_name)).toContain(locale === "en" ? "TED Talks" : "TED 演讲");

    // Onboarding is over: coming back goes home, and nothing fills the home twice.
    await gotoHydrated(page, "/tbonboarding");
    await waitForURLHydrated(page, "**/tbhome");
    const again = await page.request.post("/api_tebeauth/register_with_token", { data: { onboard_data: { step3: { choice: "choice 1" } } } });
    expect(again.status()).toBe(403);
    await context.close();
  });
}
