import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { serverEnv } from "./server-env.mjs";
import pg from "pg";
import { serverCommand } from "./build-server.mjs";

// The server Playwright tests: production build, embedded defaults (demo owner
// and library), a fresh data folder, and a fresh schema when TEST_DATABASE_URL is set.
const dataDir = path.resolve("test-results/e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: process.env.E2E_PORT || "3210",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DEMO: "true",
  DEPLOY_TYPE: "home",
  APP_ENV: "local",
  LOG_LEVEL: "warn",
  // The test routes (/test/chat and the rest) are on here; the tebe face's server keeps them off, so both answers are tested.
  TEST_ROUTES: "true",
};
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS hems_e2e CASCADE");
  await client.end();
  url.searchParams.set("schema", "hems_e2e");
  env.DATABASE_URL = url.toString();
}

// node itself (not npx), so a signal reaches the server and nothing is left listening.
const server = spawn(process.execPath, serverCommand(), { stdio: "inherit", env: serverEnv(env) });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
