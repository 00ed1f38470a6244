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

/** Health of the process and its database, for load balancers and uptime checks. */
export async function checkHealth(): Promise<{ ok: boolean; database: "ok" | "error"; latencyMs: number }> {
  const started = performance.now();
  try {
    await db().$queryRaw`SELECT 1`;
    return { ok: true, database: "ok", latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, database: "error", latencyMs: Math.round(performance.now() - started) };
  }
}
