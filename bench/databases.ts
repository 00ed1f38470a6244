import crypto from "node:crypto";
import path from "node:path";
import type { DatabaseTarget } from "../lib/db/adapter";

export type DatabaseEnv = Record<string, string | undefined>;

/**
 * Runs `measure` on embedded PGlite (a data folder inside `work`), then, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on that server in a schema of
 * its own that is dropped afterwards.
 */
export async function onEachDatabase(work: string, measure: (label: string, env: DatabaseEnv) => Promise<void>): Promise<void> {
  await measure("embedded PGlite", { DATA_DIR: path.join(work, "data"), DATABASE_URL: undefined });
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return;
  const schema = `hems_bench_${crypto.randomBytes(4).toString("hex")}`;
  const url = new URL(server);
  url.searchParams.set("schema", schema);
  try {
    await measure("PostgreSQL server", { DATA_DIR: path.join(work, "data-pg"), DATABASE_URL: url.toString() });
  } finally {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: server });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`);
    await client.end();
  }
}

/**
 * Points the app's configuration at `env` (a variable set to undefined is
 * removed) and migrates its database; answers the database, for closeDatabase.
 * The app's modules are imported only now, after the environment is set.
 */
export async function migratedDatabase(env: DatabaseEnv): Promise<DatabaseTarget> {
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  const { resetConfigForTests, getConfig } = await import("../lib/config");
  resetConfigForTests();
  const { applyMigrations } = await import("../lib/db/migrate");
  const target = getConfig().database;
  await applyMigrations(target);
  return target;
}

/** Disconnects the app from a benchmark's database, and closes it when it is the embedded PGlite. */
export async function closeDatabase(target: DatabaseTarget): Promise<void> {
  const { disconnectDb } = await import("../lib/db");
  await disconnectDb(target);
  if (target.kind === "pglite") {
    const { closePGlite } = await import("../lib/db/adapter");
    await closePGlite(target.dir);
  }
}
