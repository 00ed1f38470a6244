import type { Browser } from "@playwright/test";
import { test, gotoHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { googleUser, registerWithGoogle } from "./helpers/google";

// axe-core over every page of the tebe face, in both languages: no WCAG 2.1 A
// or AA violation. The public pages, then a new owner's.

const PUBLIC = ["/", "/tblogin", "/tbregister", "/tbsignup", "/privacy", "/terms"];
const OWNER = ["/tbhome", "/tbview", "/tbsettings", "/tbguestman", "/tbfriendman", "/tbplaylist/true", "/tbautoplaylist"];

const owners = {
  en: googleUser({ sub: "a11y-owner-en", email: "a11y.en@example.test", name: "Ada" }),
  zh: googleUser({ sub: "a11y-owner-zh", email: "a11y.zh@example.test", name: "Lin" }),
};

async function pageIn(browser: Browser, locale: "en" | "zh", baseURL: string) {
  const context = await browser.newContext({ locale: locale === "zh" ? "zh-CN" : "en-US" });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  return context.newPage();
}

for (const locale of ["en", "zh"] as const) {
  for (const url of PUBLIC) {
    test(`${url} has no axe violations (${locale}, signed out)`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, locale, baseURL!);
      await gotoHydrated(page, url);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
  test(`an owner's pages have no axe violations (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await pageIn(browser, locale, baseURL!);
    await registerWithGoogle(page, owners[locale], `A11y ${locale}`);
    for (const url of OWNER) {
      await test.step(url, async () => {
        await gotoHydrated(page, url);
        await expectNoAxeViolations(page);
      });
    }
    await page.context().close();
  });
}
