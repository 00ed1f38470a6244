import { spawn } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { serverEnv } from "./server-env.mjs";

// `npm start`: build when needed, then serve with the custom server (which
// migrates, makes the demo library and owner, and prints the address).
buildIfStale();
const server = spawn("npx", ["tsx", "server.ts"], {
  stdio: "inherit",
  env: serverEnv({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
