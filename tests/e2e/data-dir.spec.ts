import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./helpers/test";

// One server per data folder: a second server started on the running test
// server's DATA_DIR (scripts/e2e-server.mjs) refuses to start, naming the
// folder and the first server's process; the first keeps serving and nothing
// is lost. The folder is private to the server's user.

const dataDir = path.resolve("test-results/e2e-data");
// The compiled custom server the browser tests' servers run (scripts/build-server.mjs).
const SERVER_BUNDLE = ".next/hems-server.cjs";
const port = process.env.E2E_PORT || "3210";

async function signInAsDemoOwner(request: APIRequestContext) {
  expect((await (await request.post("/check_username", { data: { username: "demo" } })).json()).status).toBe(true);
  expect((await (await request.post("/check_password", { data: { key: "1234" } })).json()).status).toBe(true);
}

/** What the owner sees: settings, media folders, the library's first page. */
async function ownerView(request: APIRequestContext) {
  const read = async (url: string) => {
    const reply = await request.get(url);
    expect(reply.status()).toBe(200);
    return (await reply.json()).data;
  };
  return {
    config: await read("/api_ctx/get_config"),
    roots: ((await read("/api_ctx/media_roots")) as { name: string; path: string }[]).map(({ name, path }) => ({ name, path })),
    library: await read("/api_myfilex/dirfilesall/0"),
  };
}

/** The same start as scripts/e2e-server.mjs, on the same folder and port. */
function startSecondServer(): Promise<{ code: number | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO: "true",
    DEPLOY_TYPE: "home",
    APP_ENV: "local",
  };
  delete env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.searchParams.set("schema", "hems_e2e");
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, [SERVER_BUNDLE], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

test("a second server on the same DATA_DIR refuses to start; the first keeps working and nothing is lost", async ({ request }) => {
  await signInAsDemoOwner(request);
  expect((await request.post("/api_ctx/update_config", { data: { theme: "dark" } })).status()).toBe(200);
  const before = await ownerView(request);
  expect(before.config.theme).toBe("dark");
  expect(before.roots.length).toBeGreaterThan(0);

  const second = await startSecondServer();
  expect(second.code).toBe(1);
  const refusal = second.stderr.trim();
  const match = refusal.match(
    /^DATA_DIR (.+) is in use by another hems server \(process (\d+)\)\. One data folder serves one server: stop that server, or give this one its own DATA_DIR\.$/,
  );
  expect(match, refusal).not.toBeNull();
  expect(match![1]).toBe(dataDir);
  // The process it names is the running test server.
  expect(fs.readFileSync(`/proc/${match![2]}/cmdline`, "utf8")).toContain(SERVER_BUNDLE);

  // The first server still answers, still takes writes, and has lost nothing.
  expect(await (await request.get("/healthz")).json()).toMatchObject({ ok: true, database: "ok" });
  expect(await ownerView(request)).toEqual(before);
  expect((await request.post("/api_ctx/update_config", { data: { theme: "light" } })).status()).toBe(200);
  expect((await ownerView(request)).config.theme).toBe("light");
});

test("DATA_DIR and everything in it is private to the server's user", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat) return; // a temporary file gone meanwhile
    if (stat.mode & 0o077) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dataDir, entry)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dataDir);
  expect(open).toEqual([]);
});
