import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { DataDirError, LOCK_FILE, lockDataDir, prepareDataDir, tightenDataDir } from "./data-dir";
import { thrownBy } from "@/tests/helpers/checked";

// DATA_DIR is private to the server's user and held by one server process at a time.

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-datadir-"));
  tempDirs.push(dir);
  return dir;
}
const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

const children: ChildProcess[] = [];
/** Another process holding DATA_DIR's lock through the same code a server uses. */
async function holderOf(dataDir: string): Promise<ChildProcess> {
  const script = `require("./lib/data-dir").lockDataDir(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { env: { ...process.env, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}
async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

let umask: number;
beforeAll(() => {
  umask = process.umask();
});
afterAll(() => {
  process.umask(umask);
  for (const child of children) child.kill("SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the lock on DATA_DIR", () => {
  test("a second process is refused with a message naming the folder and the holder; a killed holder's lock is taken over", async () => {
    const dataDir = tempDir();
    const holder = await holderOf(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).pid).toBe(holder.pid);

    const refusal = thrownBy(() => lockDataDir(dataDir));
    expect(refusal).toBeInstanceOf(DataDirError);
    expect((refusal as Error).message).toBe(
      `DATA_DIR ${dataDir} is in use by another hems server (process ${holder.pid}). One data folder serves one server: stop that server, or give this one its own DATA_DIR.`,
    );

    // kill -9 leaves the lock file behind; its process is gone, so the next start takes it.
    await killHard(holder);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    expect(() => lockDataDir(dataDir)).not.toThrow();
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    // The holder itself may take it again (Next and server.ts both ask).
    expect(() => lockDataDir(dataDir)).not.toThrow();
  }, 30_000);

  test("a holder that exits removes its lock", async () => {
    const dataDir = tempDir();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `require("./lib/data-dir").lockDataDir(${JSON.stringify(dataDir)}); console.log(require("fs").existsSync(${JSON.stringify(path.join(dataDir, LOCK_FILE))}))`,
      ],
      {
        env: { ...process.env, NODE_OPTIONS: "" },
      },
    );
    children.push(child);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(0);
    expect(output.trim()).toBe("true");
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 30_000);

  test("a live process that got a dead holder's pid does not keep the folder locked", async () => {
    const dataDir = tempDir();
    const other = spawn("sleep", ["30"]);
    children.push(other);
    // Same pid, another start time: the pid was reused after the holder died.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: other.pid, started: "1" }));
    expect(() => lockDataDir(dataDir)).not.toThrow();
  });
});

describe("private file modes", () => {
  test("prepareDataDir makes DATA_DIR 0700 and new files private; tightenDataDir fixes existing ones once", () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o777);
    const thumbs = path.join(dataDir, "thumbs", "ab");
    fs.mkdirSync(thumbs, { recursive: true, mode: 0o755 });
    fs.chmodSync(thumbs, 0o777);
    fs.writeFileSync(path.join(thumbs, "x.webp"), "x");
    fs.chmodSync(path.join(thumbs, "x.webp"), 0o666);
    fs.mkdirSync(path.join(dataDir, "db"));
    // A symbolic link is left alone: chmod would change its target.
    const outside = path.join(tempDir(), "outside.txt");
    fs.writeFileSync(outside, "x");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, "link"));
    const config = { dataDir, deployType: "home", database: { kind: "pglite", dir: path.join(dataDir, "db") } } as const;

    prepareDataDir(config);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(process.umask()).toBe(0o077);
    fs.writeFileSync(path.join(dataDir, "new.txt"), "x");
    expect(modeOf(path.join(dataDir, "new.txt"))).toBe(0o600);

    expect(tightenDataDir(config)).toEqual([]);
    expect(modeOf(path.join(dataDir, "thumbs"))).toBe(0o700);
    expect(modeOf(thumbs)).toBe(0o700);
    expect(modeOf(path.join(thumbs, "x.webp"))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);

    // Later starts walk only the embedded database's folder (PGlite makes its files 0666).
    fs.writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17");
    fs.chmodSync(path.join(dataDir, "db", "PG_VERSION"), 0o666);
    fs.chmodSync(path.join(thumbs, "x.webp"), 0o644);
    tightenDataDir(config);
    expect(modeOf(path.join(dataDir, "db", "PG_VERSION"))).toBe(0o600);
    expect(modeOf(path.join(thumbs, "x.webp"))).toBe(0o644);
  });

  test("a DATA_DIR that is a link to the real folder is tightened through the link", () => {
    const real = tempDir();
    fs.writeFileSync(path.join(real, "secrets.json"), "{}");
    fs.chmodSync(path.join(real, "secrets.json"), 0o644);
    fs.chmodSync(real, 0o755);
    const dataDir = path.join(tempDir(), "data");
    fs.symlinkSync(real, dataDir);
    const config = { dataDir, deployType: "home", database: { kind: "pglite", dir: path.join(dataDir, "db") } } as const;
    prepareDataDir(config);
    tightenDataDir(config);
    expect(modeOf(real)).toBe(0o700);
    expect(modeOf(path.join(real, "secrets.json"))).toBe(0o600);
  });

  test("the tebe face on a PostgreSQL server leaves DATA_DIR alone (a read-only host such as Vercel)", () => {
    const dataDir = path.join(tempDir(), "never-made");
    prepareDataDir({ dataDir, deployType: "tebe", database: { kind: "postgres", url: "postgresql://u@db/hems" } });
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
