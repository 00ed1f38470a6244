import type { Browser, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { googleUser, startGoogleRegistration } from "./helpers/google";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

// The tebe face's landing page on "/": its server-rendered HTML (for search
// engines), the feature and tutorial carousels (Playwright's clock: 15 s,
// 4 s while the tutorials are hovered, feature pictures every 1.8 s; arrow
// keys, swipes, reduced motion), the tutorial video playing only when 60 %
// visible, the landing rule for registered visitors, Chinese, and the privacy
// and terms pages.

// A Google subject of this spec's own: every spec signs up users nobody else registers.
const LENA = googleUser({ sub: "700000000000000000901", email: "lena@example.com", name: "Lena" });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FEATURES = ["collections", "channels", "guests", "languages"] as const;
const TUTORIALS = ["category", "link", "channel", "guest"] as const;

/** A finger moving dx over the element (touchstart, touchend). */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const start = { identifier: 1, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const end = { ...start, clientX: start.clientX + dx };
  await target.dispatchEvent("touchstart", { touches: [start], targetTouches: [start], changedTouches: [start] });
  await target.dispatchEvent("touchend", { touches: [], targetTouches: [], changedTouches: [end] });
}

/** The carousel shows slide `index` (and only that one). */
async function expectSlide(carousel: Locator, index: number) {
  await expect(carousel).toHaveAttribute("data-index", String(index));
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides.nth(index)).toBeVisible();
  await expect(slides.nth(index)).toHaveAttribute("aria-hidden", "false");
  await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
}

/** A text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** A pattern for a text as it appears in the HTML. */
const inHtml = (text: string) => html(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  return context.newPage();
}

test("the HTML of / holds the tagline, the ways in, every feature and tutorial, the privacy and terms links, and its metadata", async ({ browser }) => {
  const page = await newPage(browser);
  const res = await page.request.get("/");
  expect(res.status()).toBe(200);
  const body = await res.text();
  const l = en.landing;
  // Every message also travels in the page's data for the client: look for the rendered elements.
  expect(body).toMatch(new RegExp(`<h1[^>]*>${inHtml(l.tagline)}</h1>`));
  expect(body).toMatch(new RegExp(`<p[^>]*>${inHtml(l.lead)}</p>`));
  expect(body).toMatch(/<a[^>]*href="\/tblogin"[^>]*>Sign in with Google<\/a>/);
  expect(body).toMatch(/<a[^>]*href="\/tbregister"[^>]*>Register<\/a>/);
  for (const id of FEATURES) expect(body).toContain(`<h3>${l.features[id].title}</h3>`);
  for (const id of TUTORIALS)
    expect(body).toMatch(new RegExp(`<h3><span[^>]*>\\d</span>${inHtml(l.tutorials[id].title)}</h3><p>${inHtml(l.tutorials[id].text)}</p>`));
  for (const id of TUTORIALS) expect(body).toContain(`src="/landing/tutorial-${id}.en.mp4"`);
  // The largest paint, the first feature's first picture, is fetched at once and first;
  // the other pictures wait, and no clip is fetched before it plays.
  const pictures = [...body.matchAll(/<img [^>]*src="\/landing\/feature-[^"]+"[^>]*>/g)].map((m) => m[0]);
  expect(pictures).toHaveLength(12);
  expect(pictures[0]).toContain('src="/landing/feature-collections-1.webp"');
  expect(pictures[0]).toContain('fetchPriority="high"');
  expect(pictures[0]).not.toContain('loading="lazy"');
  for (const picture of pictures.slice(1)) expect(picture).toContain('loading="lazy"');
  expect(body.match(/<video [^>]*>/g)?.every((video) => video.includes('preload="none"'))).toBe(true);
  expect(body).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy policy<\/a>/);
  expect(body).toMatch(/<a[^>]*href="\/terms"[^>]*>Terms<\/a>/);
  expect(body).toContain(`<title>${l.metaTitle}</title>`);
  expect(body).toContain(`<meta name="description" content="${l.metaDescription}"/>`);
  expect(body).toContain(`<meta property="og:title" content="${l.metaTitle}"/>`);
  expect(body).toContain(`<meta property="og:image" content="`);
  // Nothing from another host: every src and href of the page is local.
  const external = [...body.matchAll(/(?:src|href)="(https?:\/\/[^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .filter((u) => !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(u));
  expect(external).toEqual([]);

  // The pictures and clips are real local files.
  for (const file of [
    "/landing/feature-collections-1.webp",
    "/landing/tutorial-guest.en.webp",
    "/landing/tutorial-guest.en.mp4",
    "/landing/tutorial-guest.zh.mp4",
  ]) {
    const asset = await page.request.get(file);
    expect(asset.status(), file).toBe(200);
  }
});

test("the carousels move on by themselves: features every 15 s with pictures every 1.8 s, tutorials every 15 s or 4 s while hovered", async ({ browser }) => {
  const page = await newPage(browser);
  await page.clock.install();
  await gotoHydrated(page, "/");
  const features = page.getByTestId("features");
  const tutorials = page.getByTestId("tutorials");
  await expectSlide(features, 0);
  await expectSlide(tutorials, 0);
  // Stop time, then start every timer at the same instant: a slide shown by hand gets its full time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  for (const carousel of ["features", "tutorials"]) {
    await page.getByTestId(`${carousel}-next`).click();
    await page.getByTestId(`${carousel}-prev`).click();
  }
  await page.mouse.move(5, 5);
  await expectSlide(features, 0);
  await expectSlide(tutorials, 0);

  // The shown feature's pictures: the next every 1.8 s, back to the first after the third.
  const pictures = features.locator('[aria-roledescription="slide"]').nth(0).getByTestId("feature-images");
  await expect(pictures).toHaveAttribute("data-index", "0");
  await page.clock.runFor(1_700);
  await expect(pictures).toHaveAttribute("data-index", "0");
  await page.clock.runFor(100);
  await expect(pictures).toHaveAttribute("data-index", "1");
  await expect(pictures.locator('img[data-active="true"]')).toHaveAttribute("src", "/landing/feature-collections-2.webp");
  await page.clock.runFor(3_600);
  await expect(pictures).toHaveAttribute("data-index", "0");

  // 15 s after that instant, both carousels move on.
  await page.clock.runFor(15_000 - 5_400 - 100);
  await expectSlide(features, 0);
  await expectSlide(tutorials, 0);
  await page.clock.runFor(100);
  await expectSlide(features, 1);
  await expectSlide(tutorials, 1);

  // The pointer over the tutorials: every 4 s; the features keep their 15 s.
  await tutorials.hover();
  await page.clock.runFor(3_900);
  await expectSlide(tutorials, 1);
  await page.clock.runFor(100);
  await expectSlide(tutorials, 2);
  await page.clock.runFor(4_000);
  await expectSlide(tutorials, 3);
  await page.clock.runFor(4_000);
  await expectSlide(tutorials, 0);
  await expectSlide(features, 1);
  // Pointer gone: back to 15 s.
  await page.mouse.move(5, 5);
  await page.clock.runFor(14_900);
  await expectSlide(tutorials, 0);
  await page.clock.runFor(100);
  await expectSlide(tutorials, 1);
});

test("arrow keys on the dots and swipes of more than 50 px move the carousels, wrapping around; focus is visible", async ({ browser }) => {
  const page = await newPage(browser, { viewport: PHONE, hasTouch: true });
  // The carousels' own timers stay still: only the keys and swipes move them (a slow run outlasted 4 s once).
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const features = page.getByTestId("features");
  const dots = features.getByTestId("features-dot");
  await expect(dots).toHaveCount(4);

  // Tab to the first dot: keyboard focus shows an outline.
  await page.getByTestId("features-prev").focus();
  await page.keyboard.press("Tab");
  await expect(dots.nth(0)).toBeFocused();
  expect(await dots.nth(0).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");

  await page.keyboard.press("ArrowRight");
  await expectSlide(features, 1);
  await expect(dots.nth(1)).toBeFocused();
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expectSlide(features, 3);
  await expect(dots.nth(3)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expectSlide(features, 0);

  // The arrows and dots by click.
  await page.getByTestId("features-next").click();
  await expectSlide(features, 1);
  await dots.nth(3).click();
  await expectSlide(features, 3);

  // Swipes on the tutorials: left is next, right is previous, 50 px or less is nothing.
  const tutorials = page.getByTestId("tutorials");
  await tutorials.scrollIntoViewIfNeeded();
  await swipe(tutorials, -120);
  await expectSlide(tutorials, 1);
  await swipe(tutorials, 50);
  await expectSlide(tutorials, 1);
  await swipe(tutorials, 120);
  await swipe(tutorials, 120);
  await expectSlide(tutorials, 3);
  await swipe(features, -80);
  await expectSlide(features, 0);

  // At 390 px nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("with prefers-reduced-motion nothing moves by itself", async ({ browser }) => {
  const page = await newPage(browser, { reducedMotion: "reduce" });
  await page.clock.install();
  await gotoHydrated(page, "/");
  await expectSlide(page.getByTestId("features"), 0);
  await page.getByTestId("tutorials").hover();
  await page.clock.runFor(40_000);
  await expectSlide(page.getByTestId("features"), 0);
  await expectSlide(page.getByTestId("tutorials"), 0);
  await expect(page.getByTestId("feature-images").first()).toHaveAttribute("data-index", "0");
  // By hand it still moves.
  await page.getByTestId("tutorials-next").click();
  await expectSlide(page.getByTestId("tutorials"), 1);
});

test("the tutorial video plays muted and inline while at least 60 % of it is visible, and pauses otherwise", async ({ browser }) => {
  const page = await newPage(browser, { viewport: PHONE });
  await gotoHydrated(page, "/");
  const tutorials = page.getByTestId("tutorials");
  const video = tutorials.locator('[aria-roledescription="slide"]').nth(0).getByTestId("tutorial-video");
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.playsInline])).toEqual([true, true]);
  // Below the fold on a phone: paused.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // All of it on screen: playing.
  await video.evaluate((v) => v.scrollIntoView({ block: "center" }));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);

  // Only about half of it on screen: paused.
  await video.evaluate((v) => {
    const box = v.getBoundingClientRect();
    window.scrollBy(0, box.top - (window.innerHeight - box.height * 0.5));
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // Back in view, then another slide shown: the hidden one pauses, the shown one plays.
  await video.evaluate((v) => v.scrollIntoView({ block: "center" }));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await page.getByTestId("tutorials-next").click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const second = tutorials.locator('[aria-roledescription="slide"]').nth(1).getByTestId("tutorial-video");
  await expect.poll(() => second.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test("a registered visitor: signed in, / goes home (with stay=1 it offers 'Go to my home'); signed out, / goes to /tblogin unless stay=1", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await newPage(browser);
  await startGoogleRegistration(page, LENA);
  expect(
    (
      await page.request.post("/api_tebeauth/register_with_token", { data: { onboard_data: { user_profile: { home_name: "Lena's", owner_name: "Lena" } } } })
    ).status(),
  ).toBe(200);

  await gotoHydrated(page, "/");
  await waitForURLHydrated(page, "**/tbhome");
  await gotoHydrated(page, "/?stay=1");
  await expect(page.getByTestId("landing-go-home")).toHaveAttribute("href", "/tbhome");
  await expect(page.getByTestId("landing-go-home")).toHaveText("Go to my home");
  await expect(page.getByTestId("landing-sign-in")).toHaveCount(0);
  await expect(page.getByTestId("landing-register")).toHaveCount(0);

  expect((await page.request.post("/api_tebeauth/logout")).status()).toBe(200);
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL(/\/tblogin$/);
  await gotoHydrated(page, "/?stay=1");
  await expect(page).toHaveURL(/\/\?stay=1$/);
  await expect(page.getByTestId("landing-tagline")).toHaveText(en.landing.tagline);
  await expect(page.getByTestId("landing-sign-in")).toHaveAttribute("href", "/tblogin");
  await expect(page.getByTestId("landing-register")).toHaveAttribute("href", "/tbregister");
  await expect(page.getByTestId("landing-go-home")).toHaveCount(0);
});

test("a zh-CN browser reads the landing page, its metadata and the privacy and terms pages in Chinese", async ({ browser }) => {
  const page = await newPage(browser, { locale: "zh-CN", viewport: PHONE });
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle(zh.landing.metaTitle);
  await expect(page.getByTestId("landing-tagline")).toHaveText(zh.landing.tagline);
  await expect(page.getByTestId("landing-sign-in")).toHaveText(zh.landing.signIn);
  await expect(page.getByTestId("landing-register")).toHaveText(zh.landing.register);
  await expect(page.getByTestId("features").locator("h3").first()).toHaveText(zh.landing.features.collections.title);
  await expect(page.getByTestId("tutorials").locator("h3").first()).toContainText(zh.landing.tutorials.category.title);
  await expect(page.getByTestId("landing-privacy")).toHaveText(zh.landing.privacy);
  await expect(page.getByTestId("landing-terms")).toHaveText(zh.landing.terms);

  await page.getByTestId("landing-privacy").click();
  await waitForURLHydrated(page, "**/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.legal.privacyTitle);
  await expect(page.getByTestId("privacy-page")).toContainText(zh.legal.privacyCookies);
  await gotoHydrated(page, "/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.legal.termsTitle);
});

test("/privacy and /terms answer 200 with their plain text, rendered on the server", async ({ browser }) => {
  const page = await newPage(browser);
  const privacy = await page.request.get("/privacy");
  expect(privacy.status()).toBe(200);
  const privacyHtml = await privacy.text();
  expect(privacyHtml).toContain(`<h1>${en.legal.privacyTitle}</h1>`);
  for (const line of Object.values(en.legal.privacyStored)) expect(privacyHtml).toContain(`<li>${html(line)}</li>`);
  expect(privacyHtml).toContain(`<li>${en.legal.privacyNot.item1}</li>`);
  expect(privacyHtml).toContain(`<p>${html(en.legal.privacyCookies)}</p>`);
  const terms = await page.request.get("/terms");
  expect(terms.status()).toBe(200);
  const termsHtml = await terms.text();
  expect(termsHtml).toContain(`<h1>${en.legal.termsTitle}</h1>`);
  for (const line of Object.values(en.legal.termsItems)) expect(termsHtml).toContain(`<li>${html(line)}</li>`);
});
