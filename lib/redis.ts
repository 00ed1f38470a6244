import { Redis } from "ioredis";

// The Redis connection that several app instances share state through
// (REDIS_URL: attempt limits, socket.io's adapter). One per address for the
// whole process, even when Next loads this module in several bundles.
// No "server-only": server.ts uses it.

const clients: Map<string, Redis> = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.redis")] ??= new Map()) as Map<string, Redis>;

/**
 * Commands wait while it connects; while it is down they fail at the next
 * reconnection try (every half second at most) instead of waiting for it.
 */
export function redisClient(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: (times) => Math.min(times * 50, 500) });
    // ioredis reconnects by itself; without a listener an outage would crash the process.
    client.on("error", () => undefined);
    clients.set(url, client);
  }
  return client;
}
