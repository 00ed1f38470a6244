import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { GET as healthz } from "@/app/healthz/route";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { startUp } from "@/lib/startup";

// Failing loudly: a database that cannot be reached stops the start with one
// line naming the server and the cause (instrumentation.ts runs startUp; it
// exits non-zero), never the password; a database that reads but cannot
// write makes /healthz answer 503.

// The PostgreSQL server of the test run (also up during the PGlite run).
const SERVER = new URL(process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test");
const PASSWORD = "hunter2-not-shown";

function serverUrl(change: { host?: string; port?: string; database?: string; user?: string; options?: string }): string {
  const url = new URL(SERVER);
  url.search = "";
  if (change.options) url.searchParams.set("options", change.options);
  if (change.host) url.hostname = change.host;
  if (change.port) url.port = change.port;
  if (change.database) url.pathname = `/${change.database}`;
  url.username = change.user ?? (url.username || "postgres");
  url.password = PASSWORD;
  return url.toString();
}
const serverName = (url: string) => `${new URL(url).hostname}:${new URL(url).port || 5432}`;

let database: TestDatabase;
let umask: number;
let savedEnv: NodeJS.ProcessEnv;
const tempDirs: string[] = [];
beforeAll(async () => {
  umask = process.umask();
  database = await createTestDatabase({ DEPLOY_TYPE: "home", APP_ENV: "local" });
  savedEnv = { ...process.env };
});
afterAll(async () => {
  process.umask(umask);
  process.env = savedEnv;
  resetConfigForTests();
  await database.drop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the start-up with this DATABASE_URL; returns what it printed and the exit code it asked for. */
async function start(databaseUrl: string): Promise<{ printed: string[]; exitCode: unknown }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-startfail-"));
  tempDirs.push(dataDir);
  process.env = { ...savedEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEPLOY_TYPE: "home", APP_ENV: "local", DEMO: "false" };
  resetConfigForTests();
  const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await startUp();
    return { printed: errors.mock.calls.map((args) => args.join(" ")), exitCode: exit.mock.calls[0]?.[0] };
  } finally {
    exit.mockRestore();
    errors.mockRestore();
  }
}

describe("a database that cannot be used stops the start with one line", () => {
  test("wrong port: the server and 'connection refused'", async () => {
    const url = serverUrl({ host: "127.0.0.1", port: "1" });
    expect(await start(url)).toEqual({
      printed: ["Cannot use the PostgreSQL server named by DATABASE_URL (127.0.0.1:1): connection refused."],
      exitCode: 1,
    });
  });

  test("wrong host: the host and why it cannot be found", async () => {
    const url = serverUrl({ host: "no-such-host.invalid" });
    const { printed, exitCode } = await start(url);
    expect(exitCode).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^Cannot use the PostgreSQL server named by DATABASE_URL \(no-such-host\.invalid:\d+\): (no such host|the host name could not be looked up)\.$/,
    );
  });

  test("missing database: its name", async () => {
    const url = serverUrl({ database: "hems_no_such_database" });
    expect(await start(url)).toEqual({
      printed: [`Cannot use the PostgreSQL server named by DATABASE_URL (${serverName(url)}): database "hems_no_such_database" does not exist.`],
      exitCode: 1,
    });
  });

  test("missing role: its name, never the password", async () => {
    const url = serverUrl({ user: "hems_no_such_role" });
    const { printed, exitCode } = await start(url);
    expect(exitCode).toBe(1);
    expect(printed).toEqual([`Cannot use the PostgreSQL server named by DATABASE_URL (${serverName(url)}): role "hems_no_such_role" does not exist.`]);
    expect(printed.join("\n")).not.toContain(PASSWORD);
  });

  test("a database that answers but takes no writes (a read-only standby): the server and the refusal", async () => {
    const url = serverUrl({ options: "-c default_transaction_read_only=on" });
    const { printed, exitCode } = await start(url);
    expect(exitCode).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      new RegExp(
        `^Cannot use the PostgreSQL server named by DATABASE_URL \\(${serverName(url)}\\): cannot execute CREATE TABLE in a read-only transaction\\.$`,
      ),
    );
  });
});

describe("/healthz", () => {
  beforeAll(() => {
    process.env = { ...savedEnv };
    resetConfigForTests();
  });

  test("answers 503 while the database refuses writes, though it still answers reads", async () => {
    const now = jest.spyOn(Date, "now");
    let clock = Date.parse("2026-01-01T00:00:00Z");
    now.mockImplementation(() => clock);
    try {
      expect(await call(healthz as never, "/healthz")).toMatchObject({ status: 200, json: { ok: true, database: "ok" } });
      const probe = await db().healthProbe.findUniqueOrThrow({ where: { id: 1 } });

      // Writes now fail the way a full or read-only disk makes them fail; reads still work.
      await db().$executeRawUnsafe(
        `CREATE FUNCTION hems_refuse_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`,
      );
      await db().$executeRawUnsafe(
        `CREATE TRIGGER hems_refuse_writes BEFORE INSERT OR UPDATE ON "HealthProbe" FOR EACH ROW EXECUTE FUNCTION hems_refuse_writes()`,
      );
      expect(await db().$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);

      // A success holds for 5 s: a busy load balancer does not write on every call.
      clock += 4_000;
      expect((await call(healthz as never, "/healthz")).status).toBe(200);
      clock += 1_000;
      const failing = await call(healthz as never, "/healthz");
      expect(failing).toMatchObject({ status: 503, json: { ok: false, database: "error" } });
      expect(failing.response.headers.get("cache-control")).toBe("no-store");
      clock += 1;
      expect((await call(healthz as never, "/healthz")).status).toBe(503);

      // Writable again: healthy at the next call.
      await db().$executeRawUnsafe(`DROP TRIGGER hems_refuse_writes ON "HealthProbe"`);
      expect((await call(healthz as never, "/healthz")).status).toBe(200);
      expect((await db().healthProbe.findUniqueOrThrow({ where: { id: 1 } })).checkedAt.getTime()).toBeGreaterThanOrEqual(probe.checkedAt.getTime());
    } finally {
      now.mockRestore();
    }
  });
});
