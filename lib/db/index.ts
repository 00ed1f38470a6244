import { PrismaClient } from "./generated/client";
import type { PGlite } from "@electric-sql/pglite";
import { createAdapterFactory, openPGlite, type DatabaseTarget } from "./adapter";
import { getConfig } from "../config";

export type Db = PrismaClient;

// One client per database for the whole process (Next may load this module
// in several bundles; PGlite must be opened once).
const clients: Map<string, PrismaClient> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("hems.prisma")
] ??= new Map()) as Map<string, PrismaClient>;

function keyOf(target: DatabaseTarget): string {
  return target.kind === "pglite" ? `pglite:${target.dir}` : `pg:${target.url}#${target.schema ?? "public"}`;
}

export function createDb(target: DatabaseTarget): PrismaClient {
  const key = keyOf(target);
  let client = clients.get(key);
  if (!client) {
    client = new PrismaClient({ adapter: createAdapterFactory(target) });
    clients.set(key, client);
  }
  return client;
}

/** The application's database, as configured. */
export function db(): PrismaClient {
  return createDb(getConfig().database);
}

/**
 * The embedded database itself when the app runs on PGlite (null on a
 * PostgreSQL server), for what Prisma cannot send: COPY from a blob. It is the
 * instance behind db(), so its queries queue in order with Prisma's.
 */
export function embeddedDb(): PGlite | null {
  const target = getConfig().database;
  return target.kind === "pglite" ? openPGlite(target.dir) : null;
}

export async function disconnectDb(target: DatabaseTarget): Promise<void> {
  const key = keyOf(target);
  const client = clients.get(key);
  clients.delete(key);
  await client?.$disconnect();
}
