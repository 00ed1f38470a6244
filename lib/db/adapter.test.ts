import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closePGlite, createPGliteFolder, openPGlite } from "./adapter";

// The embedded database's memory: a new data folder is made by a child process
// (this one never holds what creating it takes), and PostgreSQL's buffer cache
// is sized for a home server.

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-adapter-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test("a new data folder is made by another process: it is a database before this process opens it, and private", async () => {
  const dir = path.join(work, "new");
  const rssBefore = process.memoryUsage().rss;
  await createPGliteFolder(dir);
  expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  // Creating one grows a process by about 300 MB; this one grew by far less than that.
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  // An existing folder is left as it is.
  const version = fs.statSync(path.join(dir, "PG_VERSION")).mtimeMs;
  await createPGliteFolder(dir);
  expect(fs.statSync(path.join(dir, "PG_VERSION")).mtimeMs).toBe(version);
}, 60_000);

test("the database opens with a 32 MB buffer cache", async () => {
  const dir = path.join(work, "opened");
  await createPGliteFolder(dir);
  const db = openPGlite(dir);
  try {
    const { rows } = await db.query<{ shared_buffers: string }>("SHOW shared_buffers");
    expect(rows).toEqual([{ shared_buffers: "32MB" }]);
  } finally {
    await closePGlite(dir);
  }
}, 60_000);
