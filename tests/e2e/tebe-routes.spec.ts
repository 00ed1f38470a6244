import type { APIRequestContext, APIResponse, BrowserContext } from "@playwright/test";
import { test, expect, freezeClock, gotoHydrated, screenshot, waitForURLHydrated } from "./helpers/test";
import { googleUser, registerWithGoogle } from "./helpers/google";
import { expectNoAxeViolations } from "./helpers/axe";

// Every documented route answers on the tebe face (issue 18): both
// documents' route tables walked with plain requests, as a signed-in owner
// and signed out, each answering its page or a redirect (never the 404 page);
// /home and the home page's pages are this face's home screen; ten unknown
// addresses of one, two and three segments answer HTTP 404 with '404 Not
// Found'; a tebeview parameter other than 'y' goes to /not-found. A guest who
// accepts an invite is welcomed for 5 s, then lands on the home screen.

const OWNER = googleUser({ sub: "180000000000000000001", email: "route.walker@example.com", name: "Rita" });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const YT_ID = "dQw4w9WgXcQ";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
/** Well-formed parameters no record has: the routes answer their own "not found" screens, not the 404 page. */
const UNKNOWN_GUEST_TOKEN = "A".repeat(43);
const UNKNOWN_LENS_CODE = "0123456789abcdefghjkmnpqrstvwxyz";

/** Both documents' route tables (000 and 001 section 2), with the page each shows a signed-in owner on this face, where it has one in the HTML. */
const ROUTES: [string, string | null][] = [
  ["/tbhome", "tbhome"],
  ["/home", "tbhome"],
  ["/page1", "tbhome"],
  ["/page2", "tbhome"],
  ["/page3", "tbhome"],
  ["/sysicon", "icon-menu"],
  ["/sys", "icon-menu"],
  ["/gridicon", "icon-menu"],
  ["/tbauch", null],
  ["/tbview", "category-view"],
  [`/tbview/${b64("Songs")}/${b64("Songs")}`, "category-view"],
  ["/tbgview", "category-view"],
  [`/tbplay/${YT_ID}/${b64("A video")}`, "category-player"],
  ["/tbplaylist/y", "channel-manager"],
  ["/tbplaychannel/Nothing/y", null],
  ["/tbautoplaylist/y", null],
  ["/tbautoplaylist", null],
  ["/tbsettings", "tbsettings-page"],
  ["/tbguestman", "guest-manager"],
  ["/tbfriendman", "friend-manager"],
  ["/tbdelacc", "delete-account"],
  ["/tb_demo_register", "demo-account"],
  ["/tb_unregister", "unregister"],
  ["/tblanding", null],
  ["/glogin", "guest-login"],
  ["/tbregister", "google-register"],
  ["/tblogin", "google-login"],
  ["/oauth-callback", "status-page"],
  ["/tbsignup", "email-signup"],
  ["/tebelogin", "email-login"],
  ["/tebelogin/1/Hello", "email-login"],
  [`/invite/${UNKNOWN_GUEST_TOKEN}`, "accept-invite"],
  [`/invite/${UNKNOWN_LENS_CODE}`, "passcode-gate"],
  [`/inviteview/${UNKNOWN_LENS_CODE}`, null],
  ["/grelogin", "status-page"],
  ["/tbrelogin", "status-page"],
  ["/relogin", "status-page"],
  ["/hems", null],
  ["/false/true", null],
  ["/true/false", null],
  ["/false/false", null],
  ["/youtubeview", "category-view"],
  [`/ytdirview/${b64("Songs")}`, "category-view"],
  [`/ytplayerdirview/${YT_ID}/${b64("A video")}`, "category-player"],
  ["/playlist", "channel-manager"],
  ["/playchannel/Nothing", null],
  ["/autoplaylist", null],
  ["/autoplaylist/y", null],
  ["/settings", null],
  ["/medialens", null],
  ["/medialens/new", null],
  ["/article", null],
  ["/articlelist", null],
  ["/test/chat", "test-routes-disabled"],
  ["/test/article/anything", "test-routes-disabled"],
  ["/tbtest/anything", "test-routes-disabled"],
];

const UNKNOWN = ["/nothing-here", "/etc/passwd", "/inviteview/abc/def", "/true/maybe", "/glogin/extra", "/a/b/c", "/tbview-x", "/yes/no", "/sys/a/b", "/.env"];

const answer = (request: APIRequestContext, path: string): Promise<APIResponse> => request.get(path, { maxRedirects: 0 });
const isNotFoundPage = (html: string) => html.includes('data-testid="not-found"');

let owner: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  owner = await browser.newContext({ viewport: DESKTOP });
  await registerWithGoogle(await owner.newPage(), OWNER, "Walk Home");
});

test.afterAll(async () => {
  // The account goes again, so a repeated run registers afresh.
  await owner.request.post("/api_tebeauth/delete_account", { data: { consent: true } });
  await owner.close();
});

test("every documented route answers the signed-in owner with its page or a redirect, never a 404", async () => {
  test.setTimeout(120_000);
  for (const [path, testId] of ROUTES) {
    const reply = await answer(owner.request, path);
    const status = reply.status();
    expect.soft([200, 307], `${path} answered ${status}`).toContain(status);
    if (status === 307) {
      expect.soft(reply.headers()["location"] ?? "", path).not.toContain("/not-found");
      continue;
    }
    const html = await reply.text();
    expect.soft(isNotFoundPage(html), `${path} shows the 404 page`).toBe(false);
    if (testId) expect.soft(html, `${path} shows ${testId}`).toContain(`data-testid="${testId}"`);
  }
  // "/" is the landing page; a signed-in owner goes on to the home screen.
  expect((await answer(owner.request, "/")).headers()["location"]).toBe("/tbhome");
  // A tebeview parameter other than 'y' goes to /not-found, which answers 404.
  for (const path of ["/tbplaylist/n", "/tbautoplaylist/yes", "/tbplaychannel/Nothing/x", "/autoplaylist/n"]) {
    const reply = await answer(owner.request, path);
    expect.soft({ path, status: reply.status(), location: reply.headers()["location"] }).toEqual({ path, status: 307, location: "/not-found" });
  }
  expect((await answer(owner.request, "/not-found")).status()).toBe(404);
});

test("signed out, every documented route answers its page or a redirect to the sign-in, never a 404", async ({ request }) => {
  for (const [path] of ROUTES) {
    const reply = await answer(request, path);
    const status = reply.status();
    expect.soft([200, 307], `${path} answered ${status}`).toContain(status);
    if (status === 200) expect.soft(isNotFoundPage(await reply.text()), `${path} shows the 404 page`).toBe(false);
    else expect.soft(reply.headers()["location"] ?? "", path).not.toContain("/not-found");
  }
  expect((await answer(request, "/home")).headers()["location"]).toBe("/tblogin?from=%2Fhome");
  expect((await answer(request, "/")).status()).toBe(200);
});

test("ten unknown addresses of one, two and three segments answer HTTP 404 with '404 Not Found'", async ({ request }) => {
  for (const client of [request, owner.request]) {
    for (const path of UNKNOWN) {
      const reply = await answer(client, path);
      expect.soft({ path, status: reply.status() }).toEqual({ path, status: 404 });
      expect.soft(await reply.text(), path).toContain("404 Not Found");
    }
  }
});

test("/home is the home screen of the signed-in owner", async () => {
  const page = await owner.newPage();
  await gotoHydrated(page, "/home");
  await expect(page.getByTestId("tbhome-name")).toHaveText("Walk Home");
  await expect(page.getByTestId("tile-youtube")).toBeVisible();
  await page.close();
});

test("while TEST_ROUTES is off (this server), the test routes say so in English and Chinese", async ({ browser }) => {
  for (const locale of ["en", "zh"] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await gotoHydrated(page, "/tbtest/chat");
    await expect(page.getByTestId("test-routes-disabled")).toHaveText(locale === "en" ? "Test routes are disabled." : "测试路由已禁用。");
    await expectNoAxeViolations(page);
    await screenshot(page, `test-routes-disabled-${locale}.png`);
    await context.close();
  }
});

for (const locale of ["en", "zh"] as const) {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`a guest who accepts an invite is welcomed for 5 s, then lands on the home screen (${locale}, ${viewport.width} px)`, async ({ browser }) => {
      const guestName = `Gus ${locale} ${viewport.width}`;
      const added = await (await owner.request.post("/api_tebeauth/add_guest", { data: { guest_name: guestName } })).json();
      expect(added.status).toBe(true);
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
      const guest = await context.newPage();
      await guest.clock.install();
      await gotoHydrated(guest, added.data.invite_link);
      // The page's clock stands still from here: only runFor moves it (the welcome's 5 s included).
      await freezeClock(guest);
      await guest.getByTestId("accept-invite-name").fill(guestName);
      await guest.getByTestId("accept-invite-pin").fill("2468");
      await guest.getByTestId("accept-invite-pin-repeat").fill("2468");
      await guest.getByTestId("accept-invite-submit").click();
      const title = guest.getByTestId("status-title");
      await expect(title).toHaveText(locale === "en" ? `Welcome, ${guestName}` : `欢迎，${guestName}`);
      await expect(guest.getByTestId("status-message")).toContainText(locale === "en" ? "You are visiting Walk Home" : "您正在访问 Walk Home");
      // (No axe run here: axe-core waits on timers, and this page's clock stands still. The status page is checked on /relogin by a11y.spec.ts.)
      await screenshot(guest, `guest-welcome-${name}-${locale}.png`);
      // Still welcoming just before 5 s; then the home screen.
      await guest.clock.runFor(4_800);
      await expect(title).toBeVisible();
      expect(new URL(guest.url()).pathname).toMatch(/^\/invite\//);
      await guest.clock.runFor(400);
      await waitForURLHydrated(guest, "**/tbhome");
      await expect(guest.getByTestId("user-tag")).toContainText(guestName);
      await context.close();
    });
  }
}
