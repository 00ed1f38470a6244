import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "../config";
import { redisClient } from "../redis";
import { tooManyRequests } from "./errors";

// Attempt limits for sign-in, passcodes and invites, per client address and per
// account. In process memory on one instance; with REDIS_URL in Redis, so that
// several instances share one count (else each would allow its own).

export type AttemptLimit = { points: number; durationSeconds: number };

const limiters: Map<string, RateLimiterAbstract> = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.rate-limiters")] ??= new Map()) as Map<
  string,
  RateLimiterAbstract
>;

function limiter(name: string, limit: AttemptLimit): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    const options = { keyPrefix: name, points: limit.points, duration: limit.durationSeconds };
    const redis = getConfig().redis;
    found = redis
      ? new RateLimiterRedis({
          ...options,
          keyPrefix: `${redis.prefix}limit:${name}`,
          storeClient: redisClient(redis.url),
          // While Redis is down each instance counts on its own rather than answering 500 to every sign-in.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(name, found);
  }
  return found;
}

/**
 * Seconds before a key may try again (0: now). A record past its end counts as
 * gone even before the store's own timer removes it.
 */
function secondsBlocked(used: RateLimiterRes | null, points: number): number {
  return used && used.consumedPoints >= points && used.msBeforeNext > 0 ? used.msBeforeNext / 1000 : 0;
}

/** A 429 envelope error when any key has used up its failed attempts. */
export async function refuseIfBlocked(name: string, limit: AttemptLimit, keys: string[]): Promise<void> {
  const rl = limiter(name, limit);
  for (const key of keys) {
    const wait = secondsBlocked(await rl.get(key), limit.points);
    if (wait) throw tooManyRequests(wait);
  }
}

/** Whether a key still has attempts left. */
export async function hasAttemptsLeft(name: string, limit: AttemptLimit, key: string): Promise<boolean> {
  return secondsBlocked(await limiter(name, limit).get(key), limit.points) === 0;
}

/**
 * Takes one attempt from a key before the secret is checked, or answers 429
 * when none is left. Counting first (one atomic increment of the store)
 * means parallel guesses cannot all pass one check while the slow hash runs.
 * A success gives the attempt back (returnAttempt).
 */
export async function takeAttempt(name: string, limit: AttemptLimit, key: string): Promise<void> {
  try {
    await limiter(name, limit).consume(key);
  } catch (refused) {
    if (refused instanceof RateLimiterRes) throw tooManyRequests(refused.msBeforeNext / 1000);
    throw refused;
  }
}

export async function returnAttempt(name: string, limit: AttemptLimit, key: string): Promise<void> {
  await limiter(name, limit).reward(key);
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
 * Slowing down instead of locking out (OWASP): `freeAttempts` attempts go
 * through at once; the last of them and each later one make the next attempt
 * wait, twice as long each time (firstWaitSeconds, 2x, 4x, ...) up to
 * maxWaitSeconds. Attempts are forgotten lifetimeSeconds after the first one,
 * or at once on success (clearProgressive).
 */
export type ProgressiveLimit = { freeAttempts: number; firstWaitSeconds: number; maxWaitSeconds: number; lifetimeSeconds: number };

function progressiveLimiters(name: string, limit: ProgressiveLimit) {
  return {
    // Counts attempts only: never refuses by itself.
    attempts: limiter(`${name}:attempts`, { points: Number.MAX_SAFE_INTEGER, durationSeconds: limit.lifetimeSeconds }),
    // A gate with one pass per wait: the first attempt through sets the wait, the rest are refused until it ends.
    gate: limiter(`${name}:gate`, { points: 1, durationSeconds: limit.maxWaitSeconds }),
  };
}

/**
 * Takes one attempt from a key, or answers 429 with the rest of its wait. Both
 * steps are single atomic increments of the store, so parallel attempts
 * cannot slip through one check while the slow hash runs.
 */
export async function takeProgressiveAttempt(name: string, limit: ProgressiveLimit, key: string): Promise<void> {
  const { attempts, gate } = progressiveLimiters(name, limit);
  const taken = (await attempts.penalty(key)).consumedPoints;
  if (taken < limit.freeAttempts) return;
  const waitSeconds = Math.min(limit.maxWaitSeconds, limit.firstWaitSeconds * 2 ** (taken - limit.freeAttempts));
  try {
    await gate.consume(key, 1, { customDuration: waitSeconds });
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    // Refused before any secret was tried: not an attempt.
    await attempts.reward(key);
    throw tooManyRequests(refused.msBeforeNext / 1000);
  }
}

/** Forgets a key's attempts and wait (after a success). */
export async function clearProgressive(name: string, limit: ProgressiveLimit, key: string): Promise<void> {
  const { attempts, gate } = progressiveLimiters(name, limit);
  await Promise.all([attempts.delete(key), gate.delete(key)]);
}

/**
 * The caller's address: set by server.ts (lib/http/client-ip: the socket peer,
 * or X-Forwarded-For through TRUST_PROXY only). Without the custom server
 * (`next start`, serverless hosts) the platform's own X-Forwarded-For is used.
 */
export function clientAddress(req: Request): string {
  return req.headers.get("x-hems-client-ip") || req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "unknown";
}
