import crypto from "node:crypto";
import path from "node:path";

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
