import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run in Debian's Chromium against the production build, served
// by the custom server on a fresh data folder: the home face on E2E_PORT
// (scripts/e2e-server.mjs) and the tebe face on E2E_PORT+1 with a local OpenID
// provider for Google sign-in (scripts/e2e-tebe-server.mjs). Specs named tebe-*.spec.ts run
// against the tebe face, every other spec against the home face.
const PORT = Number(process.env.E2E_PORT || 3210);
const TEBE_PORT = PORT + 1;
const TEBE_SPECS = /tebe-[^/]*\.spec\.ts$/;
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Without these flags Chromium tries to reach Google's hosts on this offline machine.
    executablePath: fs.existsSync(chromium) ? chromium : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json"]],
  outputDir: "test-results/playwright",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The app registers a service worker (lib/pwa/sw.ts); specs test the pages
    // as the server sends them, so no worker sits in between. pwa.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: TEBE_SPECS, use: browser },
    { name: "tebe", testMatch: TEBE_SPECS, use: { ...browser, baseURL: `http://127.0.0.1:${TEBE_PORT}` } },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: "node --import tsx scripts/e2e-tebe-server.mjs",
      url: `http://127.0.0.1:${TEBE_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { E2E_PORT: String(PORT) },
    },
  ],
});
