import "server-only";
import { db } from "../db";
import { getConfig } from "../config";
import { conflict } from "../http/errors";
import { createSession } from "../auth/session";
import { ensureHomeOwner } from "./owners";

// First-run setup of the home face: while no owner exists, the first visitor
// chooses the owner's name and key (like Jellyfin's setup wizard). Afterwards
// the call is refused; owners otherwise come only from OWNER_NAME/OWNER_KEY.

export async function needsFirstRunSetup(): Promise<boolean> {
  if (getConfig().deployType !== "home") return false;
  return (await db().user.count({ where: { keyHash: { not: null } } })) === 0;
}

export async function completeFirstRunSetup(req: Request, owner: { name: string; key: string }): Promise<{ name: string; cookie: string }> {
  if (!(await needsFirstRunSetup())) throw conflict("Setup is already done.");
  await ensureHomeOwner(db(), owner);
  // Two visitors racing: only the first owner keeps the home; the other is refused.
  const first = await db().user.findFirstOrThrow({ where: { keyHash: { not: null } }, orderBy: { createdAt: "asc" } });
  if (first.name !== owner.name) {
    await db().user.deleteMany({ where: { name: owner.name } });
    throw conflict("Setup is already done.");
  }
  return { name: owner.name, cookie: await createSession({ role: "owner", homeId: first.homeId, userId: first.id }, req) };
}
