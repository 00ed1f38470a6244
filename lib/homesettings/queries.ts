import "server-only";
import { db } from "../db";

// The only file of lib/homesettings that talks to Prisma.

const PERSONALISATION_FIELDS = { name: true, ownerName: true, number: true, badgeColor: true, wallpaper: true } as const;

export function findPersonalisation(homeId: string) {
  return db().home.findUnique({ where: { id: homeId }, select: PERSONALISATION_FIELDS });
}

export function updateHome(homeId: string, data: { name?: string; ownerName?: string; badgeColor?: string; wallpaper?: string }) {
  return db().home.update({ where: { id: homeId }, data, select: PERSONALISATION_FIELDS });
}

/**
 * Deletes a home and everything keyed to it, in one transaction: its
 * sessions (also those of visitors, which carry the home id but no account
 * of the home), then the home, whose foreign keys cascade to its owners,
 * guests, media roots and files, scan states, play history, sections and
 * links, channels and items, auto-play config, articles, lenses and blocks,
 * and invites. Friend entries in other homes that point at this home's
 * owner go too (they point at an account that no longer exists).
 */
export async function deleteHomeCompletely(homeId: string): Promise<void> {
  await db().$transaction([db().session.deleteMany({ where: { homeId } }), db().home.deleteMany({ where: { id: homeId } })]);
}
