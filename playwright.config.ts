import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

// Browser tests run in Debian's Chromium against the production build, served
// by the custom server on a fresh data folder: the home face on E2E_PORT
// (scripts/e2e-server.mjs) and the tebe face on E2E_PORT+1 with a local OpenID
// provider for Google sign-in (scripts/e2e-tebe-server.mjs). Specs named tebe-*.spec.ts run
// against the tebe face, every other spec against the home face.
const PORT = Number(process.env.E2E_PORT || 3210);
const TEBE_PORT = PORT + 1;
const TEBE_SPECS = /tebe-[^/]*\.spec\.ts$/;
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The two faces have their own servers and data, so a home spec and a tebe
  // spec can run side by side; specs of one face share its server's state
  // (settings, sessions, the library) and run one at a time.
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json"]],
  outputDir: "test-results/playwright",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // CI keeps only the log, where a trace is never read: E2E_TRACE=off (.ci/run) saves recording one per test (about a fifth of each test's time here).
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // A stuck click or navigation fails in its own step, named in the error, rather than
    // using up a long test's whole timeout (articles.spec once waited 10 minutes, saying only "Test timeout").
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // The app registers a service worker (lib/pwa/sw.ts); specs test the pages
    // as the server sends them, so no worker sits in between. pwa.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: TEBE_SPECS, workers: 1, use: browser },
    { name: "tebe", testMatch: TEBE_SPECS, workers: 1, use: { ...browser, baseURL: `http://127.0.0.1:${TEBE_PORT}` } },
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
