import { db } from "../db";
import { Prisma } from "../db/generated/client";

// The only file of lib/invites that talks to Prisma. No "server-only": the
// caller lookup (lib/auth/caller.ts) reads invite sessions through it, and
// server.ts serves media with that lookup outside Next's bundles.

const INVITE_FIELDS = {
  id: true,
  code: true,
  homeId: true,
  lensId: true,
  expiresAt: true,
  maxViews: true,
  viewCount: true,
  revoked: true,
  note: true,
  createdAt: true,
  durationHours: true,
  firstViewAt: true,
  lastViewAt: true,
} as const satisfies Prisma.InviteSelect;

export type InviteRow = Prisma.InviteGetPayload<{ select: typeof INVITE_FIELDS }>;

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export function findLensInHome(lensId: string, homeId: string) {
  return db().mediaLens.findFirst({ where: { id: lensId, homeId }, select: { id: true, title: true, description: true } });
}

/**
 * Whether `relpath` (a decoded media relpath, spelled exactly as the lens stores it) is one of the lens's blocks.
 * Not lib/lenses' lensBlockPaths: that module is "server-only", and server.ts's media path checks invitees with this.
 */
export async function lensHasRelpath(lensId: string, relpath: string): Promise<boolean> {
  return (await db().lensBlock.count({ where: { lensId, relpath } })) > 0;
}

export function createInviteRow(data: {
  code: string;
  homeId: string;
  lensId: string;
  passcodeHash: string;
  expiresAt: Date | null;
  durationHours: number | null;
  maxViews: number | null;
  note: string;
}): Promise<InviteRow> {
  return db().invite.create({ data, select: INVITE_FIELDS });
}

export function findInviteInHome(id: string, homeId: string): Promise<InviteRow | null> {
  return db().invite.findFirst({ where: { id, homeId }, select: INVITE_FIELDS });
}

export function findInviteByCode(code: string) {
  return db().invite.findUnique({ where: { code }, select: { ...INVITE_FIELDS, passcodeHash: true } });
}

export function listInvitesOfLens(lensId: string, homeId: string): Promise<InviteRow[]> {
  return db().invite.findMany({ where: { lensId, homeId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: INVITE_FIELDS });
}

export function updateInviteRow(id: string, data: Prisma.InviteUpdateInput): Promise<InviteRow> {
  return db().invite.update({ where: { id }, data, select: INVITE_FIELDS });
}

/** Revokes an invite and ends its visitors' sessions in one transaction. */
export async function revokeInviteRow(id: string): Promise<InviteRow> {
  const [row] = await db().$transaction([
    db().invite.update({ where: { id }, data: { revoked: true }, select: INVITE_FIELDS }),
    db().inviteSession.deleteMany({ where: { inviteId: id } }),
  ]);
  return row;
}

export async function deleteInvitesOfLens(lensId: string, homeId: string): Promise<number> {
  return (await db().invite.deleteMany({ where: { lensId, homeId } })).count;
}

/**
 * Counts one view, if the invite still has one: ONE conditional UPDATE, so
 * concurrent validations cannot all read "views left" and all pass (on
 * PostgreSQL the row lock makes a waiting UPDATE re-check its WHERE against
 * the committed row). Returns the view's number (1, 2, ...), or null when the
 * invite is revoked, expired or used up.
 */
export async function claimView(inviteId: string, now: Date): Promise<number | null> {
  const rows = await db().$queryRaw<{ viewCount: number }[]>`
    UPDATE "Invite"
    SET "viewCount" = "viewCount" + 1, "firstViewAt" = COALESCE("firstViewAt", ${now}), "lastViewAt" = ${now}
    WHERE "id" = ${inviteId}
      AND NOT "revoked"
      AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
      AND ("maxViews" IS NULL OR "viewCount" < "maxViews")
    RETURNING "viewCount"`;
  return rows[0] ? Number(rows[0].viewCount) : null;
}

export function createInviteSession(inviteId: string, tokenHash: string, viewNumber: number) {
  return db().inviteSession.create({ data: { inviteId, tokenHash, viewNumber }, select: { id: true } });
}

/** A visitor's session with the state of its invite, by the hash of its cookie token. */
export function findInviteSession(tokenHash: string) {
  return db().inviteSession.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      viewNumber: true,
      invite: { select: { id: true, code: true, homeId: true, lensId: true, revoked: true, expiresAt: true, maxViews: true } },
    },
  });
}

export async function deleteInviteSession(tokenHash: string): Promise<void> {
  await db().inviteSession.deleteMany({ where: { tokenHash } });
}
