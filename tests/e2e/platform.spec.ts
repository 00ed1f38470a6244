import type { Page, APIRequestContext } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated } from "./helpers/test";

// The foundation as a new user meets it: the legacy calls answer with the
// envelope, pages are in the browser's language, the icon menu's order can be
// dragged and survives a reload, unknown paths are 404.

async function signInAsDemoOwner(request: APIRequestContext) {
  expect((await (await request.post("/check_username", { data: { username: "demo" } })).json()).status).toBe(true);
  const reply = await request.post("/check_password", { data: { key: "1234" } });
  expect(await reply.json()).toMatchObject({ status: true, data: { name: "demo" } });
}

async function tileOrder(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="tile-"]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-testid")!.slice(5)));
}

/** Drags one tile onto another with real pointer moves (dnd-kit needs 5 px to start). */
async function dragTile(page: Page, from: string, to: string) {
  const source = await page.getByTestId(`tile-${from}`).boundingBox();
  const target = await page.getByTestId(`tile-${to}`).boundingBox();
  if (!source || !target) throw new Error("tile not visible");
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe("legacy API over HTTP", () => {
  test("environment calls answer with the envelope", async ({ request }) => {
    expect(await (await request.get("/api_config/is_local")).json()).toEqual({ status: true, data: true });
    expect(await (await request.get("/is_tebe_server")).json()).toEqual({ status: true, data: { is_tebe_server: false } });
    expect(await (await request.get("/api_login/is_prod")).json()).toEqual({ status: true, data: false });
    expect(await (await request.get("/api_login/is_dev")).json()).toEqual({ status: true, data: false });
    expect(await (await request.get("/api_login/is_local")).json()).toEqual({ status: true, data: true });
    expect((await (await request.get("/api_ctx/get_config")).json()).data).toMatchObject({ language: "en", ytEditMode: false });
    expect(await (await request.get("/check_logout")).json()).toEqual({ status: true, data: true });
  });

  test("a call that needs a session answers 401 UNAUTHORIZED with the envelope", async ({ request }) => {
    const reply = await request.post("/api_ctx/update_config", { data: { theme: "dark" } });
    expect(reply.status()).toBe(401);
    expect(reply.statusText()).toBe("UNAUTHORIZED");
    expect(await reply.json()).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
  });

  test("unknown API calls and bad input get envelope errors, never a stack trace", async ({ request }) => {
    const unknown = await request.get("/api_myfilex/no_such_call");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: false, error: "Unknown API call." });
    // A prefix with no handlers at all (one segment or two) answers the same envelope, not the HTML 404 page.
    for (const path of ["/api_article/articlelist", "/api_no_such_prefix/a/b"]) {
      const reply = await request.get(path);
      expect({ path, status: reply.status() }).toEqual({ path, status: 404 });
      expect(await reply.json()).toMatchObject({ status: false, error: "Unknown API call." });
    }
    await signInAsDemoOwner(request);
    const bad = await request.post("/api_ctx/update_config", { headers: { "content-type": "application/json" }, data: Buffer.from("{not json") });
    expect(bad.status()).toBe(400);
    const text = await bad.text();
    expect(JSON.parse(text)).toMatchObject({ status: false, error: "The request body is not valid JSON." });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test("health check and security headers", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(await health.json()).toMatchObject({ ok: true, database: "ok" });
    const page = await request.get("/sysicon");
    const headers = page.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"]).toContain("https://www.youtube.com");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe("pages", () => {
  test("an unknown path shows '404 Not Found' with status 404", async ({ page }) => {
    const response = await gotoHydrated(page, "/no/such/page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Not Found")).toBeVisible();
    await gotoHydrated(page, "/not-found");
    await expect(page.getByText("404 Not Found")).toBeVisible();
  });

  test.describe("in a Chinese browser", () => {
    test.use({ locale: "zh-CN" });
    test("the icon menu is in Chinese", async ({ page }) => {
      await gotoHydrated(page, "/sysicon");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      await expect(page.getByTestId("tile-media")).toContainText("媒体");
      await page.screenshot({ path: "test-results/screens/sysicon-zh.png", fullPage: true });
    });
  });

  test("the language choice is saved and wins over the browser language", async ({ page }) => {
    await gotoHydrated(page, "/sysicon");
    await expect(page.getByTestId("tile-media")).toContainText("Media");
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "zh", url: page.url() }]);
    await reloadHydrated(page);
    await expect(page.getByTestId("tile-media")).toContainText("媒体");
  });
});

test.describe("icon menu order", () => {
  test("a visitor drags a tile and the order survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/sysicon");
    const before = await tileOrder(page);
    expect(before).toEqual(["media", "theater", "channels"]);
    await dragTile(page, "channels", "media");
    await expect.poll(() => tileOrder(page)).toEqual(["channels", "media", "theater"]);
    await reloadHydrated(page);
    await expect.poll(() => tileOrder(page)).toEqual(["channels", "media", "theater"]);
  });

  test("the owner sees every tile; a dragged order is saved on the server", async ({ page, browser }) => {
    await signInAsDemoOwner(page.request);
    await gotoHydrated(page, "/sysicon");
    const before = await tileOrder(page);
    expect(before).toEqual(["media", "youtube", "document", "theater", "channels", "homeMedias", "settings"]);
    await page.screenshot({ path: "test-results/screens/sysicon-owner.png", fullPage: true });
    await dragTile(page, "settings", "media");
    const expected = ["settings", "media", "youtube", "document", "theater", "channels", "homeMedias"];
    await expect.poll(() => tileOrder(page)).toEqual(expected);
    await expect.poll(async () => (await (await page.request.get("/api_ctx/get_config")).json()).data.tileOrder).toEqual(expected);
    await reloadHydrated(page);
    await expect.poll(() => tileOrder(page)).toEqual(expected);

    // The same owner in another browser sees the saved order.
    const other = await browser.newContext();
    await signInAsDemoOwner(other.request);
    const otherPage = await other.newPage();
    await gotoHydrated(otherPage, "/sysicon");
    await expect.poll(() => tileOrder(otherPage)).toEqual(expected);
    await other.close();
  });

  test("Escape cancels a drag", async ({ page }) => {
    await gotoHydrated(page, "/sysicon");
    const before = await tileOrder(page);
    const source = (await page.getByTestId(`tile-${before[0]}`).boundingBox())!;
    const target = (await page.getByTestId(`tile-${before[2]}`).boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.keyboard.press("Escape");
    await page.mouse.up();
    await expect.poll(() => tileOrder(page)).toEqual(before);
  });
});
