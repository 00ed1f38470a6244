import "server-only";
import { db } from "../db";
import { Prisma } from "../db/generated/client";
import { allocateHomeNumber } from "../accounts/homes";

// The only file of lib/tebeauth that talks to Prisma.

const HOME_FIELDS = { id: true, number: true, name: true, ownerName: true, badgeColor: true } as const;
const OWNER_FIELDS = { id: true, homeId: true, email: true, name: true, passwordHash: true, home: { select: HOME_FIELDS } } as const;

export type OwnerWithHome = Prisma.UserGetPayload<{ select: typeof OWNER_FIELDS }>;
export type HomeSummary = Prisma.HomeGetPayload<{ select: typeof HOME_FIELDS }>;

export function findOwnerByGoogleSubject(googleSubject: string): Promise<OwnerWithHome | null> {
  return db().user.findUnique({ where: { googleSubject }, select: OWNER_FIELDS });
}

export function findOwnerByEmail(email: string): Promise<OwnerWithHome | null> {
  return db().user.findUnique({ where: { email }, select: OWNER_FIELDS });
}

/** An account already holds this Google account or this address. */
export async function isGoogleIdentityTaken(googleSubject: string, email: string): Promise<boolean> {
  return (await db().user.count({ where: { OR: [{ googleSubject }, { email }] } })) > 0;
}

export class AccountTakenError extends Error {}

/** What a unique-constraint violation names (fields or constraint), from either driver adapter; null for other errors. */
function uniqueViolation(error: unknown): string | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return JSON.stringify(error.meta ?? {});
  // pglite-prisma-adapter 0.6 passes PostgreSQL's error through as is (SQLSTATE 23505).
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause?.code === "23505") return typeof cause.message === "string" ? cause.message : "";
  return null;
}

/**
 * A new home with its owner, in one statement. A unique clash on the address
 * or the Google account (two registrations racing) becomes AccountTakenError;
 * a clash on the home number (a race for the same random number) is retried.
 */
export async function createOwnerWithHome(input: {
  homeName: string;
  ownerName: string;
  email: string;
  googleSubject?: string;
  passwordHash?: string;
}): Promise<OwnerWithHome> {
  for (let attempt = 0; ; attempt++) {
    const number = await allocateHomeNumber(db());
    try {
      const home = await db().home.create({
        data: {
          number,
          name: input.homeName,
          ownerName: input.ownerName,
          users: { create: { email: input.email, googleSubject: input.googleSubject, passwordHash: input.passwordHash } },
        },
        select: { users: { select: OWNER_FIELDS } },
      });
      const [owner] = home.users;
      if (!owner) throw new Error("the new home has no owner");
      return owner;
    } catch (error) {
      const clash = uniqueViolation(error);
      if (clash === null) throw error;
      if (clash.includes("number") && attempt < 3) continue;
      throw new AccountTakenError();
    }
  }
}

/** Removes a home and, by cascade, its owner, sessions, guests and collections. */
export async function deleteHome(homeId: string): Promise<void> {
  await db().home.deleteMany({ where: { id: homeId } });
}

export function findHome(homeId: string): Promise<HomeSummary | null> {
  return db().home.findUnique({ where: { id: homeId }, select: HOME_FIELDS });
}

/** Changes the names given (undefined: kept); answers the home. */
export function updateHomeNames(homeId: string, names: { name?: string; ownerName?: string }): Promise<HomeSummary> {
  return db().home.update({ where: { id: homeId }, data: names, select: HOME_FIELDS });
}

export function findUserContact(userId: string) {
  return db().user.findUnique({ where: { id: userId }, select: { name: true, email: true } });
}

export function findGuestName(guestId: string) {
  return db().guest.findUnique({ where: { id: guestId }, select: { name: true, registeredName: true } });
}

export async function startInViewMode(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { ytEditMode: false } });
}
