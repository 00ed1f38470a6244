import fs from "node:fs";
import path from "node:path";
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

// PGlite is single-process and in-process: one instance per data folder for the
// whole Node process, even when Next bundles this module more than once.
const pgliteInstances: Map<string, PGlite> = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.pglite")] ??= new Map()) as Map<string, PGlite>;

export function openPGlite(dir: string): PGlite {
  let db = pgliteInstances.get(dir);
  if (!db) {
    fs.mkdirSync(dir, { recursive: true });
    // pg_trgm: the search's index of words inside words (lib/search).
    db = new PGlite(dir, { extensions: { pg_trgm } });
    pgliteInstances.set(dir, db);
  }
  return db;
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
