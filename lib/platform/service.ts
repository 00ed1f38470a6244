import "server-only";
import { getConfig } from "../config";
import { db } from "../db";

// Environment facts the clients ask about (is_local, is_prod, is_dev, is_tebe_server).

export type EnvironmentFlag = "is_prod" | "is_dev" | "is_local";

export function environmentFlag(flag: EnvironmentFlag): boolean {
  const { appEnv } = getConfig();
  return { is_prod: appEnv === "production", is_dev: appEnv === "development", is_local: appEnv === "local" }[flag];
}

export function isTebeServer(): boolean {
  return getConfig().deployType === "tebe";
}

export type Health = { ok: boolean; database: "ok" | "error"; latencyMs: number };

// A database can answer reads and still refuse writes (read-only or full
// disk): the check writes one row. A success holds for a few seconds, so a
// busy load balancer does not turn into a stream of writes; a failure is
// tried again at the next call.
const PROBE_FRESH_MS = 5_000;
const PROBE_TIMEOUT_MS = 5_000;
let lastWrite: number | undefined;

async function writeProbe(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database write timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      db().$executeRaw`INSERT INTO "HealthProbe" ("id", "checkedAt") VALUES (1, now()) ON CONFLICT ("id") DO UPDATE SET "checkedAt" = excluded."checkedAt"`,
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Health of the process and its database, for load balancers and uptime checks: ok only while the database takes writes. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  if (lastWrite !== undefined && Date.now() - lastWrite < PROBE_FRESH_MS) return { ok: true, database: "ok", latencyMs: latency() };
  try {
    await writeProbe();
    lastWrite = Date.now();
    return { ok: true, database: "ok", latencyMs: latency() };
  } catch {
    lastWrite = undefined;
    return { ok: false, database: "error", latencyMs: latency() };
  }
}
