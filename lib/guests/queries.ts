import "server-only";
import { db } from "../db";
import { Prisma } from "../db/generated/client";

// The only file of lib/guests that talks to Prisma. Every read and change of a
// home's guests is scoped by that home's id.

const HOME_FIELDS = { id: true, number: true, name: true, ownerName: true, badgeColor: true } as const;

/** What lists show of a guest row: never a token hash. */
const GUEST_FIELDS = {
  id: true,
  homeId: true,
  name: true,
  email: true,
  homeNumber: true,
  status: true,
  inviteExpiresAt: true,
  friendUserId: true,
  registeredName: true,
  createdAt: true,
  friendUser: { select: { home: { select: HOME_FIELDS } } },
} as const;

/** A guest row with its host home, for sign-in and invite acceptance. */
const GUEST_WITH_HOME = {
  id: true,
  homeId: true,
  name: true,
  status: true,
  inviteExpiresAt: true,
  friendUserId: true,
  registeredName: true,
  home: { select: HOME_FIELDS },
} as const;

export type GuestRow = Prisma.GuestGetPayload<{ select: typeof GUEST_FIELDS }>;
export type GuestWithHome = Prisma.GuestGetPayload<{ select: typeof GUEST_WITH_HOME }>;
export type HomeSummary = Prisma.HomeGetPayload<{ select: typeof HOME_FIELDS }>;

export class GuestNameTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return true;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === "23505";
}

export function findHome(homeId: string): Promise<HomeSummary | null> {
  return db().home.findUnique({ where: { id: homeId }, select: HOME_FIELDS });
}

export function findHomeByNumber(number: string): Promise<HomeSummary | null> {
  return db().home.findUnique({ where: { number }, select: HOME_FIELDS });
}

/** The registered owner of the home with this number (the first one), or null. */
export async function findOwnerOfHomeNumber(number: string): Promise<{ id: string; homeId: string } | null> {
  return db().user.findFirst({ where: { home: { number } }, orderBy: { createdAt: "asc" }, select: { id: true, homeId: true } });
}

export function findUserWithHome(userId: string) {
  return db().user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true, home: { select: HOME_FIELDS } } });
}

/** A guest of this home by name (case-insensitive), any status. */
export function findGuestByName(homeId: string, name: string) {
  return db().guest.findFirst({
    where: { homeId, name: { equals: name, mode: "insensitive" } },
    select: { id: true, name: true, status: true, friendUserId: true },
  });
}

/**
 * A new pending invite. A revoked row of the same name is replaced (its name
 * is free again); any other row of that name (any case) is a clash.
 */
export async function createInvite(input: {
  homeId: string;
  name: string;
  email?: string;
  homeNumber?: string;
  friendUserId?: string;
  inviteTokenHash: string;
  inviteExpiresAt: Date;
}): Promise<GuestRow> {
  try {
    return await db().$transaction(async (tx) => {
      const same = await tx.guest.findMany({
        where: { homeId: input.homeId, name: { equals: input.name, mode: "insensitive" } },
        select: { id: true, status: true },
      });
      if (same.some((g) => g.status !== "revoked")) throw new GuestNameTakenError();
      if (same.length) await tx.guest.deleteMany({ where: { homeId: input.homeId, id: { in: same.map((g) => g.id) } } });
      return tx.guest.create({ data: { ...input, status: "pending" }, select: GUEST_FIELDS });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new GuestNameTakenError();
    throw error;
  }
}

export function listGuests(homeId: string, where: Prisma.GuestWhereInput = {}): Promise<GuestRow[]> {
  return db().guest.findMany({ where: { ...where, homeId }, select: GUEST_FIELDS, orderBy: { createdAt: "asc" } });
}

/** Revokes a pending invite of this home (its token no longer works). */
export async function revokeInvite(homeId: string, guestId: string): Promise<void> {
  await db().$transaction([
    db().guest.updateMany({ where: { id: guestId, homeId, status: "pending" }, data: { status: "revoked", inviteTokenHash: null, guestTokenHash: null } }),
    db().session.deleteMany({ where: { guestId, homeId } }),
  ]);
}

/** Deletes a guest of this home; their sessions end with them. */
export async function deleteGuest(homeId: string, guestId: string): Promise<void> {
  await db().$transaction([db().session.deleteMany({ where: { guestId, homeId } }), db().guest.deleteMany({ where: { id: guestId, homeId } })]);
}

export function findInvite(inviteTokenHash: string): Promise<GuestWithHome | null> {
  return db().guest.findUnique({ where: { inviteTokenHash }, select: GUEST_WITH_HOME });
}

/**
 * Marks a pending, unexpired invite accepted, once: the invite token is used
 * up and the guest token set. False when someone else got there first.
 */
export async function markAccepted(
  guestId: string,
  inviteTokenHash: string,
  data: { guestTokenHash: string; registeredName?: string; pinHash?: string },
): Promise<boolean> {
  const { count } = await db().guest.updateMany({
    where: { id: guestId, inviteTokenHash, status: "pending", inviteExpiresAt: { gt: new Date() } },
    data: { ...data, status: "accepted", inviteTokenHash: null },
  });
  return count === 1;
}

/** An accepted plain guest of this home by name (case-insensitive), with their PIN hash for guest_login. */
export function findAcceptedGuestInHome(homeId: string, name: string): Promise<(GuestWithHome & { pinHash: string | null }) | null> {
  return db().guest.findFirst({
    where: { homeId, status: "accepted", friendUserId: null, name: { equals: name, mode: "insensitive" } },
    select: { ...GUEST_WITH_HOME, pinHash: true },
  });
}

/** Whether this accepted plain guest of the home still has no PIN (accepted before PINs existed). */
export async function guestLacksPin(homeId: string, guestId: string): Promise<boolean> {
  return (await db().guest.count({ where: { id: guestId, homeId, status: "accepted", friendUserId: null, pinHash: null } })) === 1;
}

/** Sets the PIN of an accepted plain guest who has none, once. False when there was one already (or no such guest). */
export async function setPinIfUnset(homeId: string, guestId: string, pinHash: string): Promise<boolean> {
  const { count } = await db().guest.updateMany({
    where: { id: guestId, homeId, status: "accepted", friendUserId: null, pinHash: null },
    data: { pinHash },
  });
  return count === 1;
}

export function findByGuestToken(guestTokenHash: string): Promise<GuestWithHome | null> {
  return db().guest.findUnique({ where: { guestTokenHash }, select: GUEST_WITH_HOME });
}

/** The accepted friendship of this owner in the home with this number. */
export function findFriendshipInHome(friendUserId: string, homeNumber: string): Promise<GuestWithHome | null> {
  return db().guest.findFirst({ where: { friendUserId, status: "accepted", home: { number: homeNumber } }, select: GUEST_WITH_HOME });
}

export function findGuest(guestId: string): Promise<GuestWithHome | null> {
  return db().guest.findUnique({ where: { id: guestId }, select: GUEST_WITH_HOME });
}

/** The homes this owner is (or is invited to be) a friend of. */
export function listFriendships(friendUserId: string): Promise<GuestWithHome[]> {
  return db().guest.findMany({
    where: { friendUserId, status: { in: ["pending", "accepted"] } },
    select: GUEST_WITH_HOME,
    orderBy: { createdAt: "asc" },
  });
}
