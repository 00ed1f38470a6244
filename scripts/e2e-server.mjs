import { spawn } from "node:child_process";
import { serverEnv } from "./server-env.mjs";
import { serverCommand } from "./build-server.mjs";
import { freshDataDir, productionEnv, pointAtFreshTestSchema } from "./e2e-setup.mjs";

// The server Playwright tests: production build, embedded defaults (demo owner
// and library), a fresh data folder, and a fresh schema when TEST_DATABASE_URL is set.
const dataDir = freshDataDir("test-results/e2e-data");

const env = productionEnv(process.env.E2E_PORT || "3210", dataDir, {
  DEMO: "true",
  DEPLOY_TYPE: "home",
  APP_ENV: "local",
  LOG_LEVEL: "warn",
  // The test routes (/test/chat and the rest) are on here; the tebe face's server keeps them off, so both answers are tested.
  TEST_ROUTES: "true",
});
await pointAtFreshTestSchema(env, "hems_e2e");

// node itself (not npx), so a signal reaches the server and nothing is left listening.
const server = spawn(process.execPath, serverCommand(), { stdio: "inherit", env: serverEnv(env) });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
