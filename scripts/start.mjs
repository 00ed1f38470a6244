import { spawn } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { serverCommand } from "./build-server.mjs";
import { serverEnv } from "./server-env.mjs";

// `npm start`: build when needed, then serve with the compiled custom server
// (which migrates, makes the demo library and owner, and prints the address).
buildIfStale();
// node itself (not npx), so a signal reaches the server.
const server = spawn(process.execPath, serverCommand(), {
  stdio: "inherit",
  env: serverEnv({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
