import fs from "node:fs";
import path from "node:path";
import pg from "pg";

// What the browser tests' servers (scripts/e2e-server.mjs, e2e-tebe-server.mjs)
// and the web benchmarks that start servers as they do (bench/web/servers.mjs)
// set up the same way.

/** An empty data folder at `relative` (to the checkout), made anew for this run. */
export function freshDataDir(relative) {
  const dataDir = path.resolve(relative);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

/** This process's environment with the production server's settings on 127.0.0.1:`port`, its data in `dataDir`, then `settings`. */
export function productionEnv(port, dataDir, settings = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...settings,
  };
}

/**
 * Points `env` at its database: with TEST_DATABASE_URL, the schema `schema` on
 * that server, dropped first so each run starts empty; without it, the
 * embedded PGlite in the data folder (any DATABASE_URL is removed).
 */
export async function pointAtFreshTestSchema(env, schema) {
  delete env.DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return;
  const url = new URL(process.env.TEST_DATABASE_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  url.searchParams.set("schema", schema);
  env.DATABASE_URL = url.toString();
}
