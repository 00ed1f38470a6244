import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";

// `npm test`: Jest (unit + integration, real database), then Playwright
// against a production build in Chromium. PGlite by default; a PostgreSQL
// server when TEST_DATABASE_URL is set. Ends with one "N passed, N failed" line.

fs.mkdirSync("test-results", { recursive: true });
// Reports of an earlier run must not count for this one.
for (const report of ["test-results/jest.json", "test-results/playwright.json"]) fs.rmSync(report, { force: true });
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "embedded PGlite";
console.log(`\n== Jest: unit and integration tests on ${database} ==`);
const timings = [];
function timed(part, work) {
  const started = performance.now();
  const result = work();
  timings.push(`${part} ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
}
const jest = timed("Jest", () => spawnSync("npx", ["jest", "--ci", "--json", "--outputFile=test-results/jest.json"], {
  stdio: "inherit",
  env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules --no-warnings" },
}));

console.log(`\n== Playwright: browser tests in Chromium on ${database} ==`);
timed("build", buildIfStale);
const playwright = timed("Playwright", () => spawnSync("npx", ["playwright", "test"], {
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/playwright.json" },
}));

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
const jestReport = readJson("test-results/jest.json");
const pwReport = readJson("test-results/playwright.json");
const passed = (jestReport?.numPassedTests ?? 0) + (pwReport?.stats?.expected ?? 0);
const failed = (jestReport?.numFailedTests ?? 0) + (pwReport?.stats?.unexpected ?? 0) + (pwReport?.stats?.flaky ?? 0);
const skipped = (jestReport?.numPendingTests ?? 0) + (jestReport?.numTodoTests ?? 0) + (pwReport?.stats?.skipped ?? 0);
const crashed = jest.status !== 0 || playwright.status !== 0 || !jestReport || !pwReport;
// A runner that crashed before reporting counts as a failure even with no failed test.
const failedOrCrashed = failed + (crashed && failed === 0 ? 1 : 0);
console.log(`\nJest: ${jestReport?.numPassedTests ?? 0} passed, ${jestReport?.numFailedTests ?? "?"} failed; Playwright: ${pwReport?.stats?.expected ?? 0} passed, ${pwReport?.stats?.unexpected ?? "?"} failed`);
console.log(`Time: ${timings.join(", ")}`);
const runName = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
fs.writeFileSync(`test-results/summary-${runName}.json`, JSON.stringify({ passed, failed: failedOrCrashed, skipped }));
console.log(`${passed} passed, ${failedOrCrashed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(crashed || failed ? 1 : 0);
