import { expect, type APIRequestContext, type Browser, type BrowserContextOptions } from "@playwright/test";
import { gotoHydrated, waitForURLHydrated } from "./test";

// Session helpers for the browser tests: the home face's demo owner (name
// "demo", key "1234", created by the e2e server) signs in through the two
// sign-in calls; edit mode is set the same way on both faces; an invited
// guest accepts the invite.

export async function signInDemoOwner(request: APIRequestContext) {
  expect((await request.post("/check_username", { data: { username: "demo" } })).ok()).toBe(true);
  expect((await request.post("/check_password", { data: { key: "1234" } })).ok()).toBe(true);
}

/** The owner's edit mode for categories and channels (ytEditMode). */
export async function setEditMode(request: APIRequestContext, on: boolean) {
  expect((await request.post("/api_ctx/update_config", { data: { ytEditMode: on } })).ok()).toBe(true);
}

/**
 * A guest in a browser context of their own accepts an invite link (a name, the
 * PIN twice) and lands on the tebe home; the caller closes the context.
 */
export async function openAsInvitedGuest(browser: Browser, inviteLink: string, name: string, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await gotoHydrated(page, inviteLink);
  await page.getByTestId("accept-invite-name").fill(name);
  await page.getByTestId("accept-invite-pin").fill("2468");
  await page.getByTestId("accept-invite-pin-repeat").fill("2468");
  await page.getByTestId("accept-invite-submit").click();
  await waitForURLHydrated(page, "**/tbhome");
  return { context, page };
}

/** The demo owner, signed in, in a context of its own with this language and window; narrower than 500 px it is a phone (mobile, touch). */
export async function demoOwnerPage(browser: Browser, baseURL: string | undefined, view: { locale: string; width: number; height: number }) {
  const phone = view.width < 500;
  const context = await browser.newContext({
    baseURL,
    locale: view.locale,
    viewport: { width: view.width, height: view.height },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await signInDemoOwner(page.request);
  return { context, page };
}

/** Runs `work` with the demo owner's requests from a context of its own, closed afterwards: a spec's set-up or clean-up. */
export async function asDemoOwner(browser: Browser, work: (request: APIRequestContext) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await signInDemoOwner(context.request);
    await work(context.request);
  } finally {
    await context.close();
  }
}
