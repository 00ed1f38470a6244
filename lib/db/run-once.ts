import { Pool } from "pg";
import { getConfig } from "../config";
import { serverPoolConfig, type DatabaseTarget } from "./adapter";

// Background work (a scan of a media root, say) that several app instances on
// one PostgreSQL server would each start: a session-level advisory lock lets
// one of them run it and the others skip it. The lock lives on a connection
// held for the run, so a process that dies mid-run frees it at once. PGlite
// is one process by construction: the work just runs.
// No "server-only": the indexer runs it from start-up.

export type RunOutcome<T> = { ran: true; value: T } | { ran: false };

const pools: Map<string, Pool> = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.run-once-pools")] ??= new Map()) as Map<string, Pool>;

function poolFor(target: DatabaseTarget & { kind: "postgres" }): Pool {
  const key = `${target.url}#${target.schema ?? "public"}`;
  let pool = pools.get(key);
  if (!pool) {
    // One connection per job running at once; idle ones close after a while and
    // never hold the process open (a test runner crashed on exit while they did).
    pool = new Pool({ ...serverPoolConfig(target), max: 10, allowExitOnIdle: true });
    pool.on("error", () => undefined); // a dropped idle connection: the next connect() makes a new one
    pools.set(key, pool);
  }
  return pool;
}

/**
 * Runs `task` unless another process runs the job `name` right now (then
 * resolves { ran: false } at once, without waiting). Names are per schema, so
 * deployments sharing a server do not block each other.
 */
export async function runOnce<T>(name: string, task: () => Promise<T>): Promise<RunOutcome<T>> {
  const target = getConfig().database;
  if (target.kind === "pglite") return { ran: true, value: await task() };
  const lock = `hems:${target.schema ?? "public"}:${name}`;
  const client = await poolFor(target).connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [lock]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await task() };
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lock]).catch((error: Error) => {
        // Not unlocked: the connection is dropped instead, which frees the lock.
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
