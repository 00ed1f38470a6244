import type { Browser, Page } from "@playwright/test";
import { test, expect, gotoHydrated, screenshot } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { googleUser, registerWithGoogle, startGoogleRegistration } from "./helpers/google";
import { setEditMode } from "./helpers/session";
import { PNG } from "./helpers/youtube";

// axe-core over every page of the tebe face, in both languages (issue 17,
// item 14): no serious or critical WCAG 2.1 A/AA violation and no duplicate
// landmark label. Signed-out pages (landing, sign-in and sign-up, legal),
// onboarding's six steps, then a new owner's pages (home screen over the
// wallpaper, categories, player, channels, settings, guests, friends); and the
// skip link that takes the keyboard past the menu bar on this face too.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const LOCALES = ["en", "zh"] as const;
const SIGNED_OUT = ["/", "/tblanding", "/tblogin", "/tbregister", "/tbsignup", "/tebelogin", "/glogin", "/privacy", "/terms", "/tbonboarding", "/not-found"];
const OWNER_PAGES = [
  "/tbhome",
  "/home",
  "/?stay=1",
  "/tbview",
  "category",
  "player",
  "/tbplaylist/y",
  "/tbsettings",
  "/tbguestman",
  "/tbfriendman",
  "/tbdelacc",
  "/sysicon",
];
const OWNERS = {
  en: googleUser({ sub: "171400000000000000001", email: "axel.tebe-a11y@example.com", name: "Axel" }),
  zh: googleUser({ sub: "171400000000000000002", email: "zhou.tebe-a11y@example.com", name: "周" }),
};
const NEWCOMERS = {
  en: googleUser({ sub: "171400000000000000003", email: "nina.tebe-a11y@example.com", name: "Nina" }),
  zh: googleUser({ sub: "171400000000000000004", email: "ning.tebe-a11y@example.com", name: "宁" }),
};

async function pageIn(browser: Browser, locale: "en" | "zh", baseURL: string): Promise<Page> {
  const context = await browser.newContext({ locale: locale === "zh" ? "zh-CN" : "en-US", viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  // YouTube is unreachable here: thumbnails are a local picture, the player script never loads.
  await context.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));
  await context.route("https://www.youtube.com/**", (route) => route.abort("internetdisconnected"));
  return context.newPage();
}

for (const locale of LOCALES) {
  test(`signed-out tebe pages have no axe violations (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await pageIn(browser, locale, baseURL!);
    for (const url of SIGNED_OUT) {
      await gotoHydrated(page, url);
      await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
    }
    await page.context().close();
  });

  test(`onboarding's steps have no axe violations (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await pageIn(browser, locale, baseURL!);
    await startGoogleRegistration(page, NEWCOMERS[locale]);
    const onboarding = page.getByTestId("onboarding");
    for (let step = 1; step <= 6; step++) {
      await expect(onboarding).toHaveAttribute("data-step", String(step));
      if (step === 5) await expect(page.getByTestId("account-created")).toBeVisible();
      await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
      if (step < 6) await page.getByTestId("onboarding-next").click();
    }
    await page.context().close();
  });

  test(`a new owner's tebe pages have no axe violations (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const page = await pageIn(browser, locale, baseURL!);
    await registerWithGoogle(page, OWNERS[locale], locale === "zh" ? "周的家" : "Axel Home");
    // A category with a video in it, in Edit mode (its link box and menus show).
    const section = await (await page.request.get(`/api_tebeplay/saveytdir/${b64("Travel")}`)).json();
    const folder: string = section.data.folder_url;
    expect((await page.request.get(`/api_tebeplay/saveyt/${b64("https://www.youtube.com/watch?v=AxeVid00001")}/${folder}`)).status()).toBe(200);
    await setEditMode(page.request, true);
    const urls: Record<string, string> = {
      category: `/tbview/${folder}/${b64("Travel")}`,
      player: `/tbplay/AxeVid00001/${b64("A video")}/${folder}/${b64("Travel")}`,
    };
    for (const target of OWNER_PAGES) {
      await gotoHydrated(page, urls[target] ?? target);
      await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
      if (target === "/tbhome") {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          await screenshot(page, `tbhome-${locale}-${width}.png`);
        }
        await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
    await page.context().close();
  });
}

test("the first Tab stop skips the menu bar to the page on the tebe face", async ({ browser, baseURL }) => {
  const page = await pageIn(browser, "en", baseURL!);
  for (const url of ["/tblogin", "/privacy"]) {
    await gotoHydrated(page, url);
    await page.keyboard.press("Tab");
    const skip = page.getByTestId("skip-link");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${baseURL}${url}#main`);
    await expect(page.locator("#main")).toBeFocused();
    // The next Tab lands inside the page, not on the menu bar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("#main")!.contains(document.activeElement))).toBe(true);
  }
  await page.context().close();
});
