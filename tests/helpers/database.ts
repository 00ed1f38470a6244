import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { resetConfigForTests } from "@/lib/config";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { closePGlite, resolveDatabaseTarget, type DatabaseTarget } from "@/lib/db/adapter";
import { disconnectDb } from "@/lib/db";

// Each integration test file gets its own empty, migrated database: a PGlite
// folder by default, or a fresh schema on TEST_DATABASE_URL's server.

/**
 * A migrated, empty PGlite folder, made once for the current migrations and
 * copied for each test file: creating and migrating one takes about 3 s, a
 * copy a tenth of that. Jest's workers may race to make it; the first rename wins.
 */
async function migratedTemplate(): Promise<string> {
  const key = crypto
    .createHash("sha256")
    .update(
      readMigrations()
        .map((migration) => migration.checksum)
        .join(),
    )
    .digest("hex")
    .slice(0, 16);
  const template = path.join(os.tmpdir(), `hems-pglite-template-${key}`);
  if (fs.existsSync(path.join(template, "PG_VERSION"))) return template;
  const building = fs.mkdtempSync(`${template}.building-`);
  const dir = path.join(building, "db");
  try {
    await applyMigrations({ kind: "pglite", dir });
    await closePGlite(dir);
    fs.renameSync(dir, template);
  } catch (error) {
    // Another worker's rename came first: use its copy.
    if (!fs.existsSync(path.join(template, "PG_VERSION"))) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export type TestDatabase = { target: DatabaseTarget; dataDir: string; drop(): Promise<void> };

export async function createTestDatabase(extraEnv: Record<string, string> = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const schema = `hems_test_${crypto.randomBytes(6).toString("hex")}`;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.searchParams.set("schema", schema);
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
  }
  process.env.DATA_DIR = dataDir;
  Object.assign(process.env, extraEnv);
  resetConfigForTests();
  const target = resolveDatabaseTarget(process.env);
  if (target.kind === "pglite") fs.cpSync(await migratedTemplate(), target.dir, { recursive: true });
  // On a copy of the template, this checks that every migration is recorded.
  await applyMigrations(target);
  return {
    target,
    dataDir,
    async drop() {
      await disconnectDb(target);
      if (target.kind === "pglite") {
        await closePGlite(target.dir);
      } else {
        const client = new Client({ connectionString: target.url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's own database, for files that keep one for all their tests: the object is filled in
 * a beforeAll (read it in hooks and tests, not at load time) and the database dropped in an afterAll,
 * after `settle` (background work that may still write to it).
 */
export function testDatabaseForFile(settle?: () => Promise<unknown>): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  }, 120_000);
  afterAll(async () => {
    await settle?.();
    await database.drop();
  });
  return database;
}
