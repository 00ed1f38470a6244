import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run in Debian's Chromium against the production build, served
// by the custom server on a fresh data folder (scripts/e2e-server.mjs).
const PORT = Number(process.env.E2E_PORT || 3210);
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Without these flags Chromium tries to reach Google's hosts on this offline machine.
          executablePath: fs.existsSync(chromium) ? chromium : undefined,
          args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
