import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PoolConfig } from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

// Shared by the app and the Prisma CLI (prisma.config.ts), so both always talk
// to the same database. Kept free of "server-only" and of lib/config for that reason.

export type DatabaseTarget = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string; schema?: string };

/** DATABASE_URL may name a schema the Prisma way (`?schema=name`); default public. */
export function resolveDatabaseTarget(env: Record<string, string | undefined>): DatabaseTarget {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const schema = url.searchParams.get("schema") || undefined;
    url.searchParams.delete("schema");
    return { kind: "postgres", url: url.toString(), schema };
  }
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || "data");
  return { kind: "pglite", dir: path.join(dataDir, "db") };
}

const execFileAsync = promisify(execFile);

// PGlite is single-process and in-process: one instance per data folder for the
// whole Node process, even when Next bundles this module more than once.
const pgliteInstances: Map<string, PGlite> = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.pglite")] ??= new Map()) as Map<string, PGlite>;

/**
 * PostgreSQL's buffer cache inside PGlite's memory: 32 MB rather than the
 * default 128 MB, which an idle home server would hold for nothing (about
 * 100 MB of its RSS, measured); the operating system caches the files below it.
 */
const PGLITE_SHARED_BUFFERS = "32MB";

export function openPGlite(dir: string): PGlite {
  let db = pgliteInstances.get(dir);
  if (!db) {
    fs.mkdirSync(dir, { recursive: true });
    // pg_trgm: the search's index of words inside words (lib/search).
    db = new PGlite(dir, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    pgliteInstances.set(dir, db);
  }
  return db;
}

/**
 * Makes a new data folder in a short-lived child process (lib/db/pglite-create.mjs),
 * so that this process never holds the memory creating one takes (about 290 MB
 * more than opening it, kept by the process to its end). Nothing to do for an
 * existing folder or one this process has open.
 */
export async function createPGliteFolder(dir: string): Promise<void> {
  if (pgliteInstances.has(dir) || fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    await execFileAsync(process.execPath, [path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "db", "pglite-create.mjs"), dir]);
  } catch (error) {
    // The child's own error (say, no space left), not the command line.
    const stderr = String((error as { stderr?: string }).stderr ?? "");
    throw new Error(stderr.split("\n").find((line) => /Error\b/.test(line)) ?? (error as Error).message);
  }
}

export async function closePGlite(dir: string): Promise<void> {
  const db = pgliteInstances.get(dir);
  pgliteInstances.delete(dir);
  if (db && !db.closed) await db.close();
}

export function createAdapterFactory(target: DatabaseTarget): SqlMigrationAwareDriverAdapterFactory {
  if (target.kind === "postgres") {
    return new PrismaPg({ ...serverPoolConfig(target), max: 10 }, target.schema ? { schema: target.schema } : undefined);
  }
  return pgliteAdapter(openPGlite(target.dir));
}

/** Connection settings for a PostgreSQL server. Prisma's own queries name the schema; raw SQL relies on the search path. */
export function serverPoolConfig(target: DatabaseTarget & { kind: "postgres" }): PoolConfig {
  const options = target.schema ? { options: `-c search_path=${searchPathValue(target.schema)}` } : {};
  return { connectionString: target.url, ...options };
}

/** A quoted schema name for the startup "options" parameter (which splits on unescaped spaces). */
function searchPathValue(schema: string): string {
  return `"${schema.replace(/"/g, '""')}"`.replace(/\\/g, "\\\\").replace(/ /g, "\\ ");
}

/** pglite-prisma-adapter 0.6 is typed against an older driver-adapter-utils; the protocol is the same. */
export function pgliteAdapter(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return new PrismaPGlite(db) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
