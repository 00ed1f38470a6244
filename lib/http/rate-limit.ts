import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
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

/** Counts one attempt against every key; a 429 envelope error once any is used up. */
export async function countAttempt(name: string, limit: AttemptLimit, keys: string[]): Promise<void> {
  const rl = limiter(name, limit);
  for (const key of keys) {
    try {
      await rl.consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) throw tooManyRequests(result.msBeforeNext / 1000);
      throw result;
    }
  }
}

/** Forgets the attempts of a key (after a success). */
export async function clearAttempts(name: string, limit: AttemptLimit, key: string): Promise<void> {
  await limiter(name, limit).delete(key);
}

/** The caller's address: set by server.ts from the socket, else the proxy's header. */
export function clientAddress(req: Request): string {
  return (
    req.headers.get("x-hems-client-ip") ||
    req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ||
    req.headers.get("x-real-ip") ||
    "unknown"
  );
}
