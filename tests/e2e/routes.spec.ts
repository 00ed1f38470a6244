import type { APIRequestContext, APIResponse, Browser, Page } from "@playwright/test";
import { test, expect, freezeClock, gotoHydrated, screenshot } from "./helpers/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { asDemoOwner, setEditMode, signInDemoOwner } from "./helpers/session";
import { summerRelpaths } from "./helpers/lenses";
import { folderByTitles, type DirFile } from "./helpers/demoLibrary";
import { page2Rest, windowScrollY } from "./helpers/twoPage";
import { nth } from "../helpers/checked";

// Every documented route answers on the home face (issue 18): the route
// tables of both documents (000 section 2, 001 section 2) walked with plain
// requests, signed out and as the demo owner, each answering its page or a
// documented redirect, never the 404 page; ten unknown addresses of one, two
// and three segments answer HTTP 404 with '404 Not Found'. Then, in the
// browser, the home page's navigation targets (/home, /page1, /page2,
// /page3), /static/img/*, the test routes, and the home page's timers (the
// background carousel, the activity flag) on Playwright's clock.

type Ids = { photo: DirFile; video: DirFile; folder: DirFile; lensId: string; inviteCode: string; articleId: string };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const YT_ID = "dQw4w9WgXcQ";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
/** A well-formed guest invite token (43 base64url characters) that no invite has. */
const UNKNOWN_GUEST_TOKEN = "A".repeat(43);

/** Real parameters for the routes that take them: demo library items, a lens with an invite, an article. */
async function makeIds(request: APIRequestContext): Promise<Ids> {
  const { photo: photoPath, video: videoPath } = await summerRelpaths(request);
  const summerFolder = (await folderByTitles(request, ["Family"])).files.find((f) => f.file_title === "2023 Summer")!;
  const { files: summer } = await folderByTitles(request, ["Family", "2023 Summer"]);
  const photo = summer.find((f) => f.media_name_relpath === photoPath)!;
  const video = summer.find((f) => f.media_name_relpath === videoPath)!;
  const lens = await (
    await request.post("/api_medialens_f2f/create", { data: { title: "Route walk lens", description: "", blocks: [{ type: "2", relpath: photoPath }] } })
  ).json();
  const lensId = lens.data.lens_id as string;
  const invite = await (
    await request.post("/api_invite_f2f/create", { data: { resource_id: lensId, expiration: 24, view_count: 5, passcode: "route walk", note: "routes" } })
  ).json();
  // A play to resume: /true/true goes to it.
  expect((await request.get(`/api_myfilex/trackplayedvideo/${video.id}`)).status()).toBe(200);
  const article = await (await request.post("/api_article/savenewarticle", { data: { relpath: "", article_content: "<p>Route walk</p>", medias: [] } })).json();
  expect([lens.status, invite.status, article.status]).toEqual([true, true, true]);
  return { photo, video, folder: summerFolder, lensId, inviteCode: invite.data.invite_code, articleId: article.data.file_id };
}

/** What a route answers: its page (HTTP 200, showing the element with this test id when given) or a redirect to this address. */
type Answer = { page: string | null } | { redirect: string | RegExp };
const page = (testId: string | null = null): Answer => ({ page: testId });
const redirect = (to: string | RegExp): Answer => ({ redirect: to });

/**
 * Both documents' route tables, as the demo owner sees them on the home face.
 * Pages the client fills in after hydration have no test id to look for in
 * the HTML; the walk still proves they answer 200 without the 404 page.
 */
function ownerRoutes(ids: Ids): [string, Answer][] {
  const { photo, video } = ids;
  return [
    // 000 section 2
    ["/", page("hero-screen")],
    ["/false/true", page("directory-home")],
    ["/tbhome", page("tbhome")],
    ["/tbauch", page()],
    [`/video/${video.en_file_relpath}`, page("video-player")],
    [`/video/${video.id}`, page("video-player")],
    [`/tbplay/${YT_ID}/${b64("A video")}`, page("category-player")],
    [`/tbplay/${YT_ID}/${b64("A video")}/${b64("Songs")}`, page("category-player")],
    [`/photo/${photo.en_file_relpath}`, page("photo-slideshow")],
    [`/folder/${ids.folder.en_file_relpath}`, page("library-folder")],
    ["/sysicon", page("icon-menu")],
    ["/youtubeview", page("category-view")],
    ["/medialens", page("lens-grid-page")],
    ["/theater", page()],
    ["/playlist", page("channel-manager")],
    ["/hems", page("directory-home")],
    ["/settings", page("settings-page")],
    ["/article", page("article-list-page")],
    // The test routes are on in this server (scripts/e2e-server.mjs); tebe-routes.spec.ts sees them off.
    [`/test/article/${ids.articleId}`, page("article-view")],
    ["/playchannel/Nothing", page()],
    ["/autoplaylist", page()],
    ["/tbview", page("category-view")],
    ["/tbplaychannel/Nothing/y", page()],
    ["/tbautoplaylist/y", page()],
    ["/page1", page("hero-screen")],
    ["/page2", page("hero-screen")],
    ["/page3", page("hero-screen")],
    ["/home", page("hero-screen")],
    // 001 section 2
    ["/glogin", page("guest-login")],
    ["/tbregister", page("google-register")],
    ["/tblogin", page("google-login")],
    ["/oauth-callback", page("status-page")],
    ["/tbsignup", page("email-signup")],
    ["/tebelogin", page("email-login")],
    ["/tebelogin/1/Hello", page("email-login")],
    [`/invite/${UNKNOWN_GUEST_TOKEN}`, page("accept-invite")],
    [`/invite/${ids.inviteCode}`, page("passcode-gate")],
    [`/inviteview/${ids.inviteCode}`, page()],
    ["/tbonboarding", redirect("/tbhome")],
    ["/grelogin", page("status-page")],
    ["/tbrelogin", page("status-page")],
    ["/relogin", page("status-page")],
    ["/sys", page("icon-menu")],
    ["/gridicon", page("icon-menu")],
    [`/hems_photo/${photo.id}/${photo.en_file_relpath}`, page("photo-slideshow")],
    [`/hems_video/${video.id}/${video.en_file_relpath}`, page("video-player")],
    [`/folder/${ids.folder.id}`, page("library-folder")],
    [`/photo/${photo.id}`, page("photo-slideshow")],
    ["/true/true", redirect(`/video/${video.en_file_relpath}`)],
    ["/true/false", page("directory-home")],
    ["/false/false", page("directory-home")],
    ["/autoplaylist/y", page()],
    ["/tbautoplaylist", page()],
    ["/playchannel", page("status-page")],
    ["/tbplaylist/y", page("channel-manager")],
    [`/ytdirview/${b64("Songs")}`, page("category-view")],
    [`/ytplayerdirview/${YT_ID}/${b64("A video")}`, page("category-player")],
    ["/tbsettings", page("tbsettings-page")],
    ["/tblanding", page("hero-screen")],
    [`/tbview/${b64("Songs")}/${b64("Songs")}`, page("category-view")],
    ["/tbgview", page("category-view")],
    ["/tbguestman", page("guest-manager")],
    ["/tbfriendman", page("friend-manager")],
    ["/tbdelacc", page("delete-account")],
    ["/tb_demo_register", page("demo-account")],
    ["/tb_unregister", page("unregister")],
    [`/medialens/get/${ids.lensId}`, page()],
    ["/medialens/new", page()],
    ["/articlelist", page("article-list-page")],
    [`/getarticle/${ids.articleId}`, page()],
    ["/test/chat", page("chat-page")],
    ["/tbtest/chat", page("chat-page")],
    // A tebeview parameter other than 'y' goes to /not-found.
    ["/tbplaylist/n", redirect("/not-found")],
    ["/autoplaylist/n", redirect("/not-found")],
    ["/tbplaychannel/Nothing/n", redirect("/not-found")],
  ];
}

/** Ten unknown addresses of one, two and three segments (two-segment ones are no longer taken for view flags). */
const UNKNOWN = [
  "/nothing-here",
  "/etc/passwd",
  "/inviteview/abc/def",
  "/true/maybe",
  "/yes/no",
  "/a/b/c",
  "/glogin/extra",
  "/sysicon/a/b",
  "/wp-admin",
  "/media/x/y",
];

async function answer(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(path, { maxRedirects: 0 });
}

function isNotFoundPage(html: string): boolean {
  return html.includes('data-testid="not-found"');
}

async function expectAnswer(request: APIRequestContext, path: string, expected: Answer) {
  const reply = await answer(request, path);
  if ("redirect" in expected) {
    expect.soft({ path, status: reply.status() }).toEqual({ path, status: 307 });
    const location = new URL(reply.headers()["location"] ?? "", "http://x").pathname;
    if (typeof expected.redirect === "string") expect.soft(location, path).toBe(expected.redirect);
    else expect.soft(location, path).toMatch(expected.redirect);
    return;
  }
  expect.soft({ path, status: reply.status() }).toEqual({ path, status: 200 });
  const html = await reply.text();
  expect.soft(isNotFoundPage(html), `${path} shows the 404 page`).toBe(false);
  if (expected.page) expect.soft(html, `${path} shows ${expected.page}`).toContain(`data-testid="${expected.page}"`);
}

test.describe("the route tables", () => {
  test("every documented route answers the demo owner with its page or redirect, never a 404", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    await signInDemoOwner(context.request);
    const ids = await makeIds(context.request);
    try {
      for (const [path, expected] of ownerRoutes(ids)) await expectAnswer(context.request, path, expected);
    } finally {
      await context.request.get(`/api_medialens_f2f/delete/${ids.lensId}`);
      await context.close();
    }
  });

  test("signed out, every documented route answers its page or a redirect to the sign-in, never a 404", async ({ browser }) => {
    const owner = await browser.newContext();
    await signInDemoOwner(owner.request);
    const ids = await makeIds(owner.request);
    const visitor = await browser.newContext();
    try {
      for (const [path] of ownerRoutes(ids)) {
        const reply = await answer(visitor.request, path);
        const status = reply.status();
        expect.soft([200, 307], `${path} answered ${status}`).toContain(status);
        if (status === 307) {
          // Pages of a home's own content send a visitor to the sign-in on "/", which returns there; the rest go where their documents say.
          const location = reply.headers()["location"] ?? "";
          expect.soft(location, path).not.toContain("/not-found");
        } else {
          expect.soft(isNotFoundPage(await reply.text()), `${path} shows the 404 page`).toBe(false);
        }
      }
      // The sign-in remembers the page that asked for it.
      expect((await answer(visitor.request, "/page2")).headers()["location"]).toBe("/?from=%2Fpage2");
      expect((await answer(visitor.request, "/false/true")).headers()["location"]).toBe("/?from=%2Ffalse%2Ftrue");
    } finally {
      await owner.request.get(`/api_medialens_f2f/delete/${ids.lensId}`);
      await owner.close();
      await visitor.close();
    }
  });

  test("ten unknown addresses of one, two and three segments answer HTTP 404 with '404 Not Found', signed in or not", async ({ browser, request }) => {
    const context = await browser.newContext();
    await signInDemoOwner(context.request);
    for (const client of [request, context.request]) {
      for (const path of UNKNOWN) {
        const reply = await answer(client, path);
        expect.soft({ path, status: reply.status() }).toEqual({ path, status: 404 });
        expect.soft(await reply.text(), path).toContain("404 Not Found");
      }
    }
    // /not-found itself is the documented 404 page.
    expect((await answer(request, "/not-found")).status()).toBe(404);
    // In the browser: the page, with its way home.
    const page = await context.newPage();
    const response = await gotoHydrated(page, "/etc/passwd");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    await context.close();
  });

  test("/true/true resumes the last played item with an HTTP redirect", async ({ browser }) => {
    const context = await browser.newContext();
    await signInDemoOwner(context.request);
    const { video, lensId } = await makeIds(context.request);
    const reply = await answer(context.request, "/true/true");
    expect(reply.status()).toBe(307);
    expect(reply.headers()["location"]).toBe(`/video/${video.en_file_relpath}`);
    await context.request.get(`/api_medialens_f2f/delete/${lensId}`);
    await context.close();
  });
});

test.describe("static images", () => {
  test("/static/img/* serves the app's images with immutable caching and nothing outside", async ({ request }) => {
    const wallpaper = await request.get("/static/img/wallpapers/wallpaper3_forest.jpg");
    expect(wallpaper.status()).toBe(200);
    expect(wallpaper.headers()["content-type"]).toBe("image/jpeg");
    expect(wallpaper.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const placeholder = await request.get("/static/img/thumbnails/placeholder.webp");
    expect(placeholder.status()).toBe(200);
    expect(placeholder.headers()["content-type"]).toBe("image/webp");
    for (const path of [
      "/static/img/wallpapers/none.jpg",
      "/static/img/manifest.webmanifest",
      "/static/img/%2e%2e/package.json",
      "/static/img/..%2f..%2fetc/passwd",
      "/static/img/music/intro.m4a",
    ]) {
      expect.soft({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 404 });
    }
  });
});

/** A page of its own browser context, signed in as the demo owner (close it with page.context().close()). */
async function ownerPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInDemoOwner(context.request);
  return context.newPage();
}

test.describe("the home page's pages", () => {
  type Channel = { file_name: string };

  async function deleteAllChannels(request: APIRequestContext) {
    const listed = (await (await request.get("/api_chnl/listchannels")).json()).data as Record<string, Channel>;
    for (const channel of Object.values(listed)) await request.post("/api_chnl/deletechannel", { data: { file_name: channel.file_name } });
  }

  /** One auto-play channel of two demo photos (the player shows them 6 s each), so / and /page1 show the home pages. */
  async function autoPlayChannel(request: APIRequestContext) {
    const { photo } = await makeIdsForChannel(request);
    const reply = await (await request.get(`/api_chnl/newchannel/${b64("Route walk")}`)).json();
    for (const p of photo) {
      expect(
        (
          await request.post("/api_chnl/addchannelvideo", { data: { file_name: reply.data.file_name, video_relpath: `/lv/${p.id}/${p.en_file_relpath}` } })
        ).status(),
      ).toBe(200);
    }
    const config = { autoplay_channels: [reply.data.file_name], channel_order: [reply.data.file_name] };
    expect((await request.post("/api_chnl/setautoplaylistconfig", { data: config })).status()).toBe(200);
  }

  async function makeIdsForChannel(request: APIRequestContext): Promise<{ photo: DirFile[] }> {
    await summerRelpaths(request);
    const { files: summer } = await folderByTitles(request, ["Family", "2023 Summer"]);
    const photos = summer.filter((f) => f.file_type === 2);
    return { photo: [nth(photos, 0), nth(photos, 1)] };
  }

  test.beforeAll(({ browser }) =>
    asDemoOwner(browser, async (request) => {
      await setEditMode(request, false);
      await deleteAllChannels(request);
      await autoPlayChannel(request);
    }),
  );

  // Leave the home as found: specs that follow expect the hero after sign-in.
  test.afterAll(({ browser }) => asDemoOwner(browser, deleteAllChannels));

  test("/home and /page1 show the home pages at the player, /page2 at the playlist, /page3 the hero with every feature", async ({ browser }) => {
    const page = await ownerPage(browser);
    for (const path of ["/home", "/page1"]) {
      await gotoHydrated(page, path);
      await expect(page.getByTestId("home-pages")).toHaveAttribute("data-start-page", "1");
      await expect(page.getByTestId("home-page-1")).toBeInViewport();
      expect(await windowScrollY(page)).toBe(0);
    }
    await gotoHydrated(page, "/page2");
    await expect(page.getByTestId("home-pages")).toHaveAttribute("data-start-page", "2");
    // It glides to page 2 and rests there.
    await expect.poll(async () => (await windowScrollY(page)) - (await page2Rest(page))).toBe(0);
    expect(await page2Rest(page)).toBeGreaterThan(0);
    await gotoHydrated(page, "/page3");
    await expect(page.getByTestId("hero-screen")).toBeVisible();
    // The hero offers the channels that auto-play on the home page.
    await expect(page.getByTestId("hero-play-channels")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const locale of ["en", "zh"] as const) {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`/page3 and the test routes in ${locale} at ${viewport.width} px`, async ({ browser }) => {
        const page = await ownerPage(browser, viewport);
        await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
        await gotoHydrated(page, "/page3");
        await expect(page.getByTestId("background-carousel")).toBeAttached();
        await screenshot(page, `page3-${name}-${locale}.png`);
        const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(noOverflow).toBe(true);
        await gotoHydrated(page, "/tbtest/chat");
        await expect(page.getByTestId("chat-page").getByRole("heading", { level: 1 })).toHaveText(locale === "en" ? "Chat" : "聊天");
        await expectNoAxeViolations(page);
        await screenshot(page, `test-routes-${name}-${locale}.png`);
        await gotoHydrated(page, "/yes/no");
        await screenshot(page, `not-found-${name}-${locale}.png`);
        await page.context().close();
      });
    }
  }
});

test.describe("the home page's timers", () => {
  /** Moves the page's stopped clock on in 100 ms steps until the carousel starts a slide; answers the time that took. */
  async function runUntilSliding(page: Page, limitMs: number): Promise<number> {
    const carousel = page.getByTestId("background-carousel");
    for (let elapsed = 0; elapsed <= limitMs; elapsed += 100) {
      if ((await carousel.getAttribute("data-sliding")) === "true") return elapsed;
      await page.clock.runFor(100);
    }
    throw new Error(`no slide within ${limitMs} ms`);
  }

  test("the background carousel moves on every 13 s, sliding 50 px every 200 ms, and rests after 5 minutes without activity", async ({ browser }) => {
    const page = await ownerPage(browser, DESKTOP);
    await page.clock.install();
    await gotoHydrated(page, "/?forceLanding=1");
    const carousel = page.getByTestId("background-carousel");
    const frame = page.locator("[data-user-active]");
    await expect(carousel).toHaveAttribute("data-index", "0");
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await freezeClock(page);

    // The first change comes within 13 s of the page starting; the slide then moves 50 px every 200 ms.
    await runUntilSliding(page, 13_000);
    await expect(carousel).toHaveAttribute("data-shift", "0");
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute("data-shift", "50");
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute("data-shift", "100");
    // Across the banner's width it becomes the current image, served from /static/img/.
    const width = await carousel.evaluate((el) => el.clientWidth);
    const slideMs = Math.ceil(width / 50) * 200;
    await page.clock.runFor(slideMs);
    await expect(carousel).toHaveAttribute("data-index", "1");
    await expect(carousel).toHaveAttribute("data-sliding", "false");
    await expect(carousel).toHaveAttribute("data-shift", "0");
    await expect(page.getByTestId("background-current")).toHaveAttribute("style", /\/static\/img\/wallpapers\/wallpaper1_dusk\.jpg/);
    // The next change comes 13 s after the first one began (found within the 100 ms step above), not before.
    await page.clock.runFor(13_000 - 400 - slideMs - 100);
    await expect(carousel).toHaveAttribute("data-sliding", "false");
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-sliding", "true");

    // Five minutes without mouse or key activity (counted from a key press): inactive, and the carousel rests.
    await page.keyboard.press("Shift");
    await page.clock.runFor(299_000);
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await page.clock.runFor(1_100);
    await expect(frame).toHaveAttribute("data-user-active", "false");
    // A slide under way finishes; then nothing moves.
    await page.clock.runFor(slideMs + 200);
    const resting = await carousel.getAttribute("data-index");
    await page.clock.runFor(40_000);
    await expect(carousel).toHaveAttribute("data-index", resting!);
    await expect(carousel).toHaveAttribute("data-sliding", "false");
    // A key press makes the viewer active again, and 13 s later the carousel moves on.
    await page.keyboard.press("Shift");
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await page.clock.runFor(12_900);
    await expect(carousel).toHaveAttribute("data-sliding", "false");
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute("data-sliding", "true");
    await page.context().close();
  });

  test("the activity flag: active on mouse movement, inactive after 5 minutes without it", async ({ browser }) => {
    const page = await ownerPage(browser, PHONE);
    await page.clock.install();
    await gotoHydrated(page, "/sysicon");
    const frame = page.locator("[data-user-active]");
    await freezeClock(page);
    // The 5 minutes count from the last movement.
    await page.mouse.move(100, 300);
    await page.clock.runFor(299_000);
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await page.mouse.move(120, 320);
    await page.clock.runFor(299_000);
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await page.clock.runFor(1_100);
    await expect(frame).toHaveAttribute("data-user-active", "false");
    await page.mouse.move(140, 340);
    await expect(frame).toHaveAttribute("data-user-active", "true");
    await page.context().close();
  });
});
