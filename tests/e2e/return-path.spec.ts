import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, waitForURLHydrated } from "./helpers/test";
import { HomeSignIn } from "./helpers/signIn";

// Open redirect (issue 13, point 5): a return address that a browser would
// read as another host must never be followed after signing in.

const ELSEWHERE = "/\\localhost:4000/x";

/** Every address the tab's main frame went to. */
function trackNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

test("the reported case: /relogin?from=/\\localhost:4000/x, then signing in, stays on this site", async ({ page, baseURL }) => {
  const visited = trackNavigations(page);
  await gotoHydrated(page, `/relogin?from=${ELSEWHERE}`);
  await expect(page.getByTestId("status-title")).toHaveText("Session expired");
  // Nothing stored (null), or only an address of this site.
  expect((await page.evaluate(() => window.localStorage.getItem("hems:failedUrl"))) ?? "").not.toContain("localhost:4000");
  await waitForURLHydrated(page, (url) => url.pathname === "/", { timeout: 6_000 });
  await new HomeSignIn(page).signIn();
  await expect(page.getByTestId("hero-screen")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(visited.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
});

test("a remembered address that leads elsewhere is dropped by the sign-in too", async ({ page, baseURL }) => {
  const visited = trackNavigations(page);
  await gotoHydrated(page, "/");
  await page.evaluate((address) => window.localStorage.setItem("hems:failedUrl", address), ELSEWHERE);
  await new HomeSignIn(page).signIn();
  await expect(page.getByTestId("hero-screen")).toBeVisible();
  expect(visited.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
});
