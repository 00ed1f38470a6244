import { test, expect, gotoHydrated, waitForHydration, waitForURLHydrated } from "./helpers/test";
import { expectInjectionBlocked, openYouTubeFromGrid, walk, watchCsp } from "./helpers/csp";
import { clickGoogle, googleUser, startGoogleRegistration } from "./helpers/google";
import { setEditMode } from "./helpers/session";
import { stubYoutube } from "./helpers/youtube";

// The Content Security Policy on the tebe face (issue 13, point 9): the
// server-rendered landing page, the sign-in pages, Google's sign-in and the
// owner's pages load and hydrate without a violation, YouTube's player
// included; a script injected into the landing page does not run.

const VERA = googleUser({ sub: "900000000000000000001", email: "vera@example.com", name: "Vera" });
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const CATEGORY = "Policy Picks";
const VIDEO = "PolicyVid01";

test("every page type of the tebe face loads and hydrates without a policy violation, YouTube's player included", async ({ context, page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(context);
  await stubYoutube(context);

  // Signed out: the landing page (rendered on the server) and the sign-in pages.
  await walk(page, ["/", "/tblanding", "/tblogin", "/tbregister", "/tbsignup", "/tebelogin", "/glogin", "/tbrelogin", "/privacy", "/terms", "/no-such-page"]);

  // Registering and signing in with Google (the local stand-in), through the pages.
  await startGoogleRegistration(page, VERA);
  const registered = await page.request.post("/api_tebeauth/register_with_token", {
    data: { onboard_data: { user_profile: { home_name: "Vera Home", owner_name: VERA.name } } },
  });
  expect(registered.status()).toBe(200);
  await page.request.post("/api_tebeauth/logout");
  await gotoHydrated(page, "/tblogin");
  await clickGoogle(page, VERA);
  await waitForURLHydrated(page, "**/tbhome");
  await waitForHydration(page);

  const section = await (await page.request.get(`/api_tebeplay/saveytdir/${b64(CATEGORY)}`)).json();
  expect(section.status).toBe(true);
  const saved = await page.request.get(`/api_tebeplay/saveyt/${b64(`https://www.youtube.com/watch?v=${VIDEO}`)}/${section.data.folder_url}`);
  expect(saved.status()).toBe(200);
  await setEditMode(page.request, false);

  await walk(page, [
    "/tbhome",
    "/tbauch",
    "/tbview",
    "/tbgview",
    "/tbsettings",
    "/tbguestman",
    "/tbfriendman",
    "/tbplaylist/y",
    "/tbautoplaylist/y",
    "/tbplaychannel",
    "/tbdelacc",
    `/tbview/${section.data.folder_url}/${b64(CATEGORY)}`,
  ]);
  await openYouTubeFromGrid(page, new RegExp(`/tbplay/${VIDEO}/`));

  expect(violations).toEqual([]);
});

test("a script injected into the landing page's HTML does not run, and the browser reports it", async ({ context, page }) => {
  await expectInjectionBlocked(context, page, "/?stay=1");
  await expect(page.getByTestId("landing")).toBeVisible();
});

test("the landing page answered from the server's cache gets a nonce of its own and hydrates without a violation, in both languages", async ({ browser }) => {
  for (const address of ["/?lang=en", "/?lang=zh"]) {
    const visits: { cache?: string; policy?: string }[] = [];
    // Each visit a first-time visitor's (no cookie): only those are answered from the cache.
    for (let visit = 0; visit < 2; visit++) {
      const context = await browser.newContext();
      const violations = await watchCsp(context);
      const page = await context.newPage();
      const reply = await gotoHydrated(page, address);
      await expect(page.getByTestId("landing")).toBeVisible();
      expect(violations).toEqual([]);
      visits.push({ cache: reply?.headers()["x-landing-cache"], policy: reply?.headers()["content-security-policy"] });
      await context.close();
    }
    const [first, second] = visits;
    expect(second?.cache).toBe("hit");
    expect(second?.policy).toMatch(/'nonce-[^']+'/);
    expect(second?.policy).not.toEqual(first?.policy);
  }
});
