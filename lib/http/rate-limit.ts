import { RateLimiterMemory } from "rate-limiter-flexible";
import { tooManyRequests } from "./errors";

// Attempt limits for sign-in, passcodes and invites, per client address and per
// account. In-process memory: one app instance (several instances would share
// a store, e.g. rate-limiter-flexible's Redis or Postgres limiter).

export type AttemptLimit = { points: number; durationSeconds: number };

const limiters: Map<string, RateLimiterMemory> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("hems.rate-limiters")
] ??= new Map()) as Map<string, RateLimiterMemory>;

function limiter(name: string, limit: AttemptLimit): RateLimiterMemory {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds });
    limiters.set(name, found);
  }
  return found;
}

/** A 429 envelope error when any key has used up its failed attempts. */
export async function refuseIfBlocked(name: string, limit: AttemptLimit, keys: string[]): Promise<void> {
  const rl = limiter(name, limit);
  for (const key of keys) {
    const used = await rl.get(key);
    if (used && used.consumedPoints >= limit.points) throw tooManyRequests(used.msBeforeNext / 1000);
  }
}

/** Counts one failed attempt against every key (successes are not counted). */
export async function countFailure(name: string, limit: AttemptLimit, keys: string[]): Promise<void> {
  const rl = limiter(name, limit);
  // consume() rejects once the points are used up; the next refuseIfBlocked answers 429.
  await Promise.all(keys.map((key) => rl.consume(key).catch(() => undefined)));
}

/** Forgets the attempts of a key (after a success). */
export async function clearAttempts(name: string, limit: AttemptLimit, key: string): Promise<void> {
  await limiter(name, limit).delete(key);
}

/**
 * The caller's address: set by server.ts (lib/http/client-ip: the socket peer,
 * or X-Forwarded-For through TRUST_PROXY only). Without the custom server
 * (`next start`, serverless hosts) the platform's own X-Forwarded-For is used.
 */
export function clientAddress(req: Request): string {
  return (
    req.headers.get("x-hems-client-ip") ||
    req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ||
    req.headers.get("x-real-ip") ||
    "unknown"
  );
}
