import { devices, type BrowserContext, type Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, screenshot } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { expectNoAxeViolations } from "./helpers/axe";
import { watchCsp } from "./helpers/csp";

// The installable app (issue 18): the manifest, the service worker
// (lib/pwa/sw.ts) and the user menu's 'Install app'. Every other spec blocks
// service workers (playwright.config.ts); this one lets the worker in.
test.use({ serviceWorkers: "allow" });

/** Waits until the page is controlled by the app's worker; returns the version it reports. */
async function controllingWorker(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/serwist\/sw\.js$/);
  return workerVersion(page);
}

/** Asks the controlling worker for its version (lib/pwa/sw.ts answers HEMS_SW_VERSION). */
async function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error("no controller"));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: "HEMS_SW_VERSION" }, [channel.port2]);
      }),
  );
}

/** Every address in every cache of the origin. */
async function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function setLanguage(context: BrowserContext, locale: "en" | "zh", baseURL: string) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

/** Pretends the browser offers installation (what Chromium does once its install criteria are met). */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
      },
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

test("the manifest is linked, and the worker registers and controls the page without a policy violation", async ({ context, page, baseURL }) => {
  const violations = await watchCsp(context);
  await gotoHydrated(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "hems", start_url: "/", display: "standalone", theme_color: "#1f2937" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  // The tebe face (served on the next port) links the same manifest from its pages.
  const tebe = new URL(baseURL!);
  tebe.port = String(Number(tebe.port) + 1);
  for (const path of ["/", "/tblogin", "/privacy"]) {
    expect(await (await page.request.get(new URL(path, tebe).toString())).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
  expect(await controllingWorker(page)).toMatch(/^[0-9a-f]{16}$/);
  // A signed-in page too: the worker keeps controlling it.
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  await controllingWorker(page);
  expect(violations).toEqual([]);
});

test("offline, a reload shows the offline page in the visitor's language", async ({ context, page, baseURL }) => {
  await gotoHydrated(page, "/privacy");
  await controllingWorker(page);
  await context.setOffline(true);

  await setLanguage(context, "en", baseURL!);
  await page.reload();
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(page.url()).toMatch(/\/privacy$/);
  await expectNoAxeViolations(page);
  await screenshot(page, "offline-en-1280.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "offline-en-390.png");

  await setLanguage(context, "zh", baseURL!);
  // 'Try again' reloads the address asked for: still offline, the offline page again, now in Chinese.
  await page.getByTestId("offline-retry").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("您已离线");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expectNoAxeViolations(page);
  await screenshot(page, "offline-zh-390.png");
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, "offline-zh-1280.png");

  // Back online, the same address is the real page again.
  await context.setOffline(false);
  await reloadHydrated(page);
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
});

test("without a saved choice, the offline page follows the browser's language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "zh-CN", serviceWorkers: "allow" });
  const page = await context.newPage();
  await gotoHydrated(page, "/privacy");
  await controllingWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("您已离线");
  await context.close();
});

test("API replies and media are never served from the worker's caches", async ({ context, page }) => {
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/hems");
  await controllingWorker(page);
  // The page's own calls (the library, thumbnails) went through the worker's scope.
  const listed = await page.evaluate(async () => (await fetch("/api_myfilex/dirfilesroot")).json());
  expect(listed.status).toBe(true);

  const cached = await cachedAddresses(page);
  expect(cached.some((path) => path.startsWith("/_next/static/"))).toBe(true);
  expect(cached).toEqual(expect.arrayContaining(["/offline/en", "/offline/zh"]));
  expect(cached.filter((path) => /^\/(api[/_]|media_|check_|socket\.io)/.test(path))).toEqual([]);

  // Offline, the same call fails instead of answering yesterday's data.
  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    try {
      return `status ${(await fetch("/api_myfilex/dirfilesroot")).status}`;
    } catch {
      return "failed";
    }
  });
  expect(offline).toBe("failed");
  await context.setOffline(false);
});

test("a new deploy's worker takes over the open page", async ({ page }) => {
  await gotoHydrated(page, "/privacy");
  const version = await controllingWorker(page);

  // The next deploy's worker, registered as the app registers its worker. (Playwright cannot
  // route a worker's own script, so the new version is told apart by its address.)
  const takeover = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(navigator.serviceWorker.controller?.scriptURL ?? ""), { once: true }),
      ),
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/serwist/sw.js?deploy=2", { scope: "/" });
  });
  // skipWaiting + clientsClaim: no waiting worker, no second reload needed; the open page is the new worker's.
  expect(await takeover).toMatch(/\/serwist\/sw\.js\?deploy=2$/);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { active: r?.active?.scriptURL, waiting: r?.waiting?.scriptURL ?? null, installing: r?.installing?.scriptURL ?? null };
  });
  expect(registration).toEqual({ active: expect.stringMatching(/\?deploy=2$/), waiting: null, installing: null });
  expect(await workerVersion(page)).toBe(version);

  // The open page goes on working under the new worker, and the next pages are the server's
  // current ones (pages never come from the worker's caches).
  await expect(page.getByTestId("privacy-page")).toBeVisible();
  // (Which of the two workers controls it then does not matter: the app registering its own
  // address again is a second update, which a busy machine may finish only later.)
  await gotoHydrated(page, "/terms");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/serwist\/sw\.js(\?deploy=2)?$/);
  await expect(page.getByTestId("terms-page")).toBeVisible();
});

test("the user menu offers 'Install app' where the browser offers installation", async ({ context, page, baseURL }) => {
  await signInDemoOwner(page.request);
  for (const locale of ["en", "zh"] as const) {
    await setLanguage(context, locale, baseURL!);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 720 });
      await gotoHydrated(page, "/settings");
      await offerInstall(page);
      await page.getByTestId("user-tag").click();
      const entry = page.getByTestId("menu-install");
      await expect(entry).toHaveText(locale === "en" ? "Install app" : "安装应用");
      await expect(entry).toHaveAttribute("data-install", "prompt");
      await screenshot(page, `install-${locale}-${width}.png`);
      await entry.click();
      expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
      // A prompt is shown once: the entry is gone until the browser offers again.
      await page.getByTestId("user-tag").click();
      await expect(page.getByTestId("user-menu")).toBeVisible();
      await expect(page.getByTestId("menu-install")).toHaveCount(0);
    }
  }
});

test("without the browser's offer there is no entry; on iPhone Safari the entry shows how to install", async ({ browser, page, baseURL }) => {
  // Desktop Chromium with no manifest to read cannot offer installation (so no beforeinstallprompt, whatever its heuristics).
  await page.route("**/manifest.webmanifest", (route) => route.fulfill({ status: 404 }));
  await signInDemoOwner(page.request);
  await gotoHydrated(page, "/settings");
  await page.getByTestId("user-tag").click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByTestId("menu-install")).toHaveCount(0);

  const { defaultBrowserType: _, ...iphone } = devices["iPhone 13"];
  const context = await browser.newContext({ ...iphone, baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signInDemoOwner(phone.request);
  for (const locale of ["en", "zh"] as const) {
    await setLanguage(context, locale, baseURL!);
    await gotoHydrated(phone, "/settings");
    await phone.getByTestId("user-tag").click();
    const entry = phone.getByTestId("menu-install");
    await expect(entry).toHaveAttribute("data-install", "ios-hint");
    await screenshot(phone, `install-iphone-menu-${locale}-390.png`);
    await entry.click();
    const hint = phone.getByTestId("install-hint");
    await expect(hint).toContainText(
      locale === "en"
        ? "To install this app on iPhone, tap Share, then Add to Home Screen."
        : "要在 iPhone 上安装此应用，请轻点“共享”，然后选择“添加到主屏幕”。",
    );
    await expectNoAxeViolations(phone);
    await screenshot(phone, `install-iphone-hint-${locale}-390.png`);
    await phone.getByTestId("install-hint-ok").click();
    await expect(hint).toHaveCount(0);
  }
  await context.close();
});
