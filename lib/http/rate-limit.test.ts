import crypto from "node:crypto";
import { Redis } from "ioredis";
import { resetConfigForTests } from "../config";
import { redisClient } from "../redis";
import { takeAttempt } from "./rate-limit";

// With REDIS_URL the counts live in Redis, under REDIS_PREFIX
// (tests/integration/instances.test.ts shows two instances sharing them).

const LIMIT = { points: 3, durationSeconds: 60 };
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

function useRedis(url: string, prefix: string) {
  process.env.REDIS_URL = url;
  process.env.REDIS_PREFIX = prefix;
  process.env.AUTH_SECRET = "rate-limit-test-secret-32-characters!";
  resetConfigForTests();
}

test("the counts are kept in Redis under REDIS_PREFIX", async () => {
  const prefix = `hems-test-${crypto.randomBytes(6).toString("hex")}:`;
  useRedis("redis://127.0.0.1:6379", prefix);
  for (let i = 0; i < 3; i++) await takeAttempt("rl-test-redis", LIMIT, "10.0.0.1");
  await expect(takeAttempt("rl-test-redis", LIMIT, "10.0.0.1")).rejects.toMatchObject({ status: 429 });
  await redisClient("redis://127.0.0.1:6379").quit();
  const redis = new Redis("redis://127.0.0.1:6379");
  try {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toEqual([`${prefix}limit:rl-test-redis:10.0.0.1`]);
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

test("while Redis is down, the limit still holds, counted in this process's memory", async () => {
  // Nothing listens on port 1: every command fails, and the limiter falls back to its insurance.
  const down = "redis://127.0.0.1:1";
  useRedis(down, "hems-test-down:");
  try {
    for (let i = 0; i < 3; i++) await takeAttempt("rl-test-down", LIMIT, "10.0.0.2");
    await expect(takeAttempt("rl-test-down", LIMIT, "10.0.0.2")).rejects.toMatchObject({ status: 429 });
  } finally {
    // Stops its reconnection tries, which would keep Jest from exiting.
    redisClient(down).disconnect();
  }
});
