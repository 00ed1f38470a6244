import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { LOCK_FILE } from "@/lib/data-dir";

// What stops the server before it listens: one line naming the cause, exit 1.
// These starts fail before Next loads, so they need no build.

function startServer(env: Record<string, string>, user: { uid?: number; gid?: number } = {}) {
  return spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: "3999", NODE_OPTIONS: "", ...env },
    encoding: "utf8",
    timeout: 30_000,
    ...user,
  });
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-startup-"));
  tempDirs.push(dir);
  return dir;
}
let holder: ChildProcess | undefined;
afterAll(() => {
  holder?.kill("SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

test("a bad DEPLOY_TYPE stops start-up with a message naming it", () => {
  const result = startServer({ DEPLOY_TYPE: "hotel", DATA_DIR: tempDir() });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("DEPLOY_TYPE must be one of home, tebe");
  expect(result.stderr).not.toContain("hotel");
});

test("a second server on a DATA_DIR in use refuses to start, naming the folder and the other process", async () => {
  const dataDir = tempDir();
  // The first server's hold on the folder (lib/data-dir.ts, as server.ts takes it).
  const script = `require("./lib/data-dir").lockDataDir(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  holder = spawn(process.execPath, ["--import", "tsx", "-e", script], { env: { ...process.env, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => holder!.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve()));

  fs.writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify({ authSecret: "s".repeat(43) }));
  const before = fs.readdirSync(dataDir).map((name) => [name, fs.readFileSync(path.join(dataDir, name), "utf8")]);

  const second = startServer({ DATA_DIR: dataDir });
  expect(second.status).toBe(1);
  expect(second.stderr.trim()).toBe(
    `DATA_DIR ${dataDir} is in use by another hems server (process ${holder.pid}). One data folder serves one server: stop that server, or give this one its own DATA_DIR.`,
  );
  // The first keeps its lock; nothing was changed.
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).pid).toBe(holder.pid);
  expect(fs.readdirSync(dataDir).map((name) => [name, fs.readFileSync(path.join(dataDir, name), "utf8")])).toEqual(before);
}, 40_000);

test("an empty DATA_DIR the server cannot write stops start-up with one line naming it", () => {
  const dataDir = tempDir();
  fs.chmodSync(dataDir, 0o555);
  // root writes anywhere: the server runs as an unprivileged user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dataDir, 65534, 65534);
  const result = startServer({ DATA_DIR: dataDir }, asRoot ? { uid: 65534, gid: 65534 } : {});
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(
    `Cannot write ${path.join(dataDir, "secrets.json")}: permission denied. Everything hems writes lives in DATA_DIR, which must be writable by the server's user.`,
  );
}, 40_000);
