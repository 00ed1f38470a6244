import type { APIRequestContext, Browser } from "@playwright/test";
import { test, expect, gotoHydrated } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { signInDemoOwner } from "./helpers/session";

// axe-core over every page of the home face, in both languages: no serious or
// critical WCAG 2.1 A/AA violation. Signed-out pages, then the demo owner's; and the skip link
// that takes the keyboard past the menu bar.

type Row = { id: number; file_type: number; en_file_relpath: string };

const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");
const SUMMER = "Demo/Family/2023 Summer";

const SIGNED_OUT = ["/", "/relogin", "/privacy", "/terms", "/not-found"];
const SIGNED_IN = ["/hems", "/false/true", "/settings", "/sysicon", "/playlist", "/autoplaylist", "/youtubeview", "folder", "photo", "video"];

/** The page of the demo library's summer folder, or of its first photo or video, once the first scan is done. */
async function demoPage(request: APIRequestContext, kind: "folder" | "photo" | "video"): Promise<string> {
  if (kind === "folder") return `/folder/${encode(SUMMER)}`;
  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 }).toBe("succeeded");
  const reply = await (await request.get(`/api_myfilex/dirfilesall/0/${encode(SUMMER)}`)).json();
  const rows = JSON.parse(reply.data).dir_files as Row[];
  const row = rows.find((candidate) => candidate.file_type === (kind === "photo" ? 2 : 3))!;
  return kind === "photo" ? `/photo/${row.id}` : `/video/${row.en_file_relpath}`;
}

async function pageIn(browser: Browser, locale: "en" | "zh", baseURL: string) {
  const context = await browser.newContext({ locale: locale === "zh" ? "zh-CN" : "en-US" });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  return context.newPage();
}

for (const locale of ["en", "zh"] as const) {
  for (const url of SIGNED_OUT) {
    test(`${url} has no axe violations (${locale}, signed out)`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, locale, baseURL!);
      await gotoHydrated(page, url);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
  for (const target of SIGNED_IN) {
    test(`${target} has no axe violations (${locale}, owner)`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, locale, baseURL!);
      await signInDemoOwner(page.request);
      const url = target.startsWith("/") ? target : await demoPage(page.request, target as "folder" | "photo" | "video");
      await gotoHydrated(page, url);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
}

test("the first Tab stop skips the menu bar to the page", async ({ page, baseURL }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  await page.keyboard.press("Tab");
  const skip = page.getByTestId("skip-link");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/settings#main`);
  await expect(page.locator("#main")).toBeFocused();
  // The next Tab lands inside the page, not on the menu bar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("#main")!.contains(document.activeElement))).toBe(true);
});
