import crypto from "node:crypto";
import type { Db } from "../db";

/** A random, unused 10-digit home number. */
export async function allocateHomeNumber(db: Db): Promise<string> {
  for (;;) {
    const number = String(crypto.randomInt(1_000_000_000, 10_000_000_000));
    if (!(await db.home.findUnique({ where: { number }, select: { id: true } }))) return number;
  }
}

/** The home face serves one household: its home is made on first start. */
export async function ensureHouseholdHome(db: Db) {
  const existing = await db.home.findFirst({ orderBy: { createdAt: "asc" } });
  if (existing) return existing;
  return db.home.create({ data: { number: await allocateHomeNumber(db), name: "My Home" } });
}
