import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import type { DatabaseTarget } from "./adapter";
import { createPGliteFolder, openPGlite } from "./adapter";

// Applies the committed migrations in prisma/migrations, recording them in
// Prisma's own _prisma_migrations table (same columns and checksums), so
// `prisma migrate status` and the CLI see the same history. Prisma 6.19's WASM
// schema engine cannot re-run `migrate deploy` on an existing database here
// (it fails to read `name`-typed catalog columns through either driver adapter).

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// The same advisory lock key Prisma Migrate uses, so two starters never race.
const LOCK_KEY = 72707369;

type Sql = {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** The database cannot be reached or opened at start: the message names the server or folder and the cause. */
export class DatabaseStartError extends Error {
  name = "DatabaseStartError";
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "the connection was reset",
};

function cannotUseServer(url: string, error: unknown): DatabaseStartError {
  const { hostname, port } = new URL(url);
  const e = error as { code?: string; message?: string };
  // The server's own messages name the database or role ("database "x" does not exist"), never the password.
  const reason = (e.code && NETWORK_ERRORS[e.code]) || e.message || String(error);
  return new DatabaseStartError(`Cannot use the PostgreSQL server named by DATABASE_URL (${hostname}:${port || 5432}): ${reason}.`);
}

async function connect(target: DatabaseTarget): Promise<Sql> {
  if (target.kind === "pglite") {
    let db: ReturnType<typeof openPGlite>;
    try {
      await createPGliteFolder(target.dir);
      db = openPGlite(target.dir);
      await db.waitReady;
    } catch (error) {
      throw new DatabaseStartError(`Cannot open the embedded database in ${target.dir}: ${(error as Error).message}.`);
    }
    return {
      exec: async (sql) => void (await db.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
      close: async () => {}, // the app keeps using the same in-process database
    };
  }
  // A server that never answers must not hold the start forever.
  const client = new Client({ connectionString: target.url, connectionTimeoutMillis: 15_000 });
  try {
    await client.connect();
    if (target.schema) {
      const schema = client.escapeIdentifier(target.schema);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw cannotUseServer(target.url, error);
  }
  return {
    exec: async (sql) => void (await client.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
    close: () => client.end(),
  };
}

export type MigrationFile = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

export class MigrationError extends Error {
  name = "MigrationError";
}

/** Applies every migration not yet recorded; returns the names it applied. */
export async function applyMigrations(target: DatabaseTarget, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  const sql = await connect(target);
  const applied: string[] = [];
  try {
    await sql.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await sql.exec(HISTORY_TABLE);
    const done = await sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const byName = new Map(done.map((row) => [row.migration_name, row]));
    for (const migration of migrations) {
      const previous = byName.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied.`);
        }
        continue;
      }
      if (previous) {
        throw new MigrationError(`Migration ${migration.name} failed earlier; resolve it by hand before starting.`);
      }
      const id = crypto.randomUUID();
      await sql.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)`, [id, migration.checksum, migration.name]);
      try {
        await sql.exec(`BEGIN;\n${migration.sql}\nCOMMIT;`);
      } catch (error) {
        await sql.exec("ROLLBACK").catch(() => {});
        await sql.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await sql.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
      applied.push(migration.name);
    }
  } catch (error) {
    // A database that answers but takes no writes (a read-only standby, a full disk) stops the start here.
    if (error instanceof MigrationError) throw error;
    throw target.kind === "postgres"
      ? cannotUseServer(target.url, error)
      : new DatabaseStartError(`Cannot use the embedded database in ${target.dir}: ${(error as Error).message}.`);
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await sql.close();
  }
  return applied;
}
