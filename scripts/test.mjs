import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { jestFilesByDatabaseUse } from "./test-groups.mjs";

// `npm test`: the static checks (types, lint, format), then Jest (unit and
// integration tests, real database) and Playwright against a production build in
// Chromium: every test once. PGlite by default; a PostgreSQL server when
// TEST_DATABASE_URL is set. Ends with one "N passed, N failed" line.
//
// `node scripts/test.mjs --database-pass [spec ...]` (.ci/run's second pass) runs
// only what depends on the database: the Jest files that open one
// (scripts/test-groups.mjs) and the browser specs named after the flag. The
// checks and the pure tests gave the same answer in the first pass.

const args = process.argv.slice(2);
const databasePass = args[0] === "--database-pass";
const passSpecs = databasePass ? args.slice(1) : [];
// Each test file opens its own database (a PGlite folder, or its own schema on
// TEST_DATABASE_URL's server) and binds only ephemeral ports, so files can run
// side by side; Jest's default on 2 cores would be a single worker. JEST_WORKERS=1
// runs them one at a time again (a machine already busy gains nothing from 2).
const JEST_WORKERS = process.env.JEST_WORKERS || "2";

fs.mkdirSync("test-results", { recursive: true });
// Reports of an earlier run must not count for this one.
for (const report of ["test-results/jest.json", "test-results/playwright.json"]) fs.rmSync(report, { force: true });
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "embedded PGlite";
const timings = [];
function timed(part, work) {
  const started = performance.now();
  const result = work();
  timings.push(`${part} ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
}
const run = (command, commandArgs, env = process.env) => spawnSync(command, commandArgs, { stdio: "inherit", env });

const failedChecks = [];
if (!databasePass) {
  console.log("\n== Checks: types, lint, format ==");
  for (const check of ["typecheck", "lint", "format:check"])
    if (timed(check, () => run("npm", ["run", "--silent", check])).status !== 0) failedChecks.push(check);
  if (failedChecks.length) console.log(`Failed checks: ${failedChecks.join(", ")}`);
}

const jestFiles = databasePass ? jestFilesByDatabaseUse().database : [];
console.log(`\n== Jest: ${databasePass ? `the ${jestFiles.length} files that open a database` : "unit and integration tests"} on ${database} ==`);
const jest = timed("Jest", () =>
  run(
    "npx",
    [
      "jest",
      "--ci",
      `--maxWorkers=${JEST_WORKERS}`,
      "--json",
      "--outputFile=test-results/jest.json",
      ...(databasePass ? ["--runTestsByPath", ...jestFiles] : []),
    ],
    {
      ...process.env,
      NODE_OPTIONS: `--experimental-vm-modules --no-warnings --import ${JSON.stringify(path.resolve("tests/fixtures/async-local-storage.mjs"))}`,
    },
  ),
);

console.log(`\n== Playwright: ${databasePass ? passSpecs.join(" ") || "no" : "browser"} specs in Chromium on ${database} ==`);
let playwright = { status: 0 };
if (!databasePass || passSpecs.length) {
  // The first pass has type-checked the project just now; a failed check leaves the build its own.
  timed("build", () => buildIfStale({ typesChecked: !databasePass && !failedChecks.includes("typecheck") }));
  playwright = timed("Playwright", () =>
    run("npx", ["playwright", "test", ...passSpecs], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/playwright.json" }),
  );
}
const playwrightRan = !databasePass || passSpecs.length > 0;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
// CI keeps only the tail of the log: each failure carries the start of its error.
function firstLines(message) {
  const text = String(message ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" | ");
  return text ? ` :: ${text.slice(0, 400)}` : "";
}
function jestFailures(report) {
  const root = process.cwd() + "/";
  return (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(root, "");
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    // A file that failed to load or crashed has no failed test of its own.
    if (file.status === "failed" && !failedTests.length) return [`${name} (the file failed to run)`];
    return failedTests.map((test) => `${name} › ${test.fullName}${firstLines(test.failureMessages?.[0])}`);
  });
}
function playwrightFailures(report) {
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected" || test.status === "flaky")
          failures.push(`${spec.file}:${spec.line} › ${spec.title}${firstLines(test.results?.at(-1)?.error?.message)}`);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return failures;
}
/** The browser spec files that took longest (test time summed; they run two at a time), to see where CI's minutes go. */
function slowestSpecFiles(report, count = 6) {
  const seconds = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) for (const result of test.results ?? []) seconds.set(file, (seconds.get(file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, total]) => `${file} ${Math.round(total)} s`);
}
const jestReport = readJson("test-results/jest.json");
const pwReport = playwrightRan ? readJson("test-results/playwright.json") : { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 } };
const passed = (jestReport?.numPassedTests ?? 0) + (pwReport?.stats?.expected ?? 0);
// A failed check counts as one failed test.
const failed = failedChecks.length + (jestReport?.numFailedTests ?? 0) + (pwReport?.stats?.unexpected ?? 0) + (pwReport?.stats?.flaky ?? 0);
const skipped = (jestReport?.numPendingTests ?? 0) + (jestReport?.numTodoTests ?? 0) + (pwReport?.stats?.skipped ?? 0);
const crashed = jest.status !== 0 || playwright.status !== 0 || !jestReport || !pwReport;
// A runner that crashed before reporting counts as a failure even with no failed test.
const failedOrCrashed = failed + (crashed && failed === 0 ? 1 : 0);
const checksLine = databasePass ? "" : `Checks: ${failedChecks.length ? `${failedChecks.join(", ")} failed` : "passed"}; `;
console.log(
  `\n${checksLine}Jest: ${jestReport?.numPassedTests ?? 0} passed, ${jestReport?.numFailedTests ?? "?"} failed; Playwright: ${pwReport?.stats?.expected ?? 0} passed, ${pwReport?.stats?.unexpected ?? "?"} failed`,
);
console.log(`Time: ${timings.join(", ")}`);
if (playwrightRan && pwReport?.suites) console.log(`Slowest browser specs: ${slowestSpecFiles(pwReport).join(", ")}`);
const failures = [...failedChecks.map((check) => `check ${check}`), ...jestFailures(jestReport), ...playwrightFailures(pwReport)];
const runName = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
fs.writeFileSync(`test-results/summary-${runName}.json`, JSON.stringify({ passed, failed: failedOrCrashed, skipped, failures }));
// CI keeps only the tail of the log, so the failed tests are named last.
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failedOrCrashed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(crashed || failed ? 1 : 0);
