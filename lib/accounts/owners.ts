import type { Db } from "../db";
import { hashSecret, verifySecret } from "./keys";
import { ensureHouseholdHome } from "./homes";

/** Whether the home face has an owner who signs in by name and key. */
export async function hasHomeOwner(db: Db): Promise<boolean> {
  return (await db.user.count({ where: { keyHash: { not: null } } })) > 0;
}

/**
 * Makes sure the home-face owner `name` exists with `key` (kept only as a hash).
 * Used by start-up for OWNER_NAME/OWNER_KEY and the demo owner; never reachable
 * from an anonymous request.
 */
export async function ensureHomeOwner(db: Db, owner: { name: string; key: string }): Promise<{ created: boolean }> {
  const home = await ensureHouseholdHome(db);
  const existing = await db.user.findUnique({ where: { name: owner.name } });
  if (existing) {
    if (!(await verifySecret(existing.keyHash, owner.key))) {
      await db.user.update({ where: { id: existing.id }, data: { keyHash: await hashSecret(owner.key) } });
    }
    return { created: false };
  }
  await db.user.create({
    data: { homeId: home.id, name: owner.name, keyHash: await hashSecret(owner.key), isAdmin: true },
  });
  await db.home.update({ where: { id: home.id }, data: { ownerName: home.ownerName || owner.name } });
  return { created: true };
}
