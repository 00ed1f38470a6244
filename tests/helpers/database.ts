import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { resetConfigForTests } from "@/lib/config";
import { applyMigrations } from "@/lib/db/migrate";
import { closePGlite, resolveDatabaseTarget, type DatabaseTarget } from "@/lib/db/adapter";
import { disconnectDb } from "@/lib/db";

// Each integration test file gets its own empty, migrated database: a PGlite
// folder by default, or a fresh schema on TEST_DATABASE_URL's server.

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
