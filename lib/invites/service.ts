import "server-only";
import crypto from "node:crypto";
import { serialize } from "cookie";
import type { Caller } from "../auth/caller";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { cookieOptions } from "../auth/session";
import { hashToken, newToken } from "../auth/tokens";
import { hashSecret, verifySecret } from "../accounts/keys";
import { badRequest, conflict, forbidden, notFound, unauthorized, AppError } from "../http/errors";
import type { RequestContext } from "../http/request-context";
import { countFailure, refuseIfBlocked, returnAttempt, takeAttempt, type AttemptLimit } from "../http/rate-limit";
import { decodeUrlSafeBase64Path } from "../media/paths";
import { photoDetail, type PhotoDetail } from "../media/photo-detail";
import { INVITE_COOKIE, inviteeCaller, liveInviteSession, inviteSessionLive, lensAllows } from "./access";
import {
  claimView,
  createInviteRow,
  createInviteSession,
  deleteInviteSession,
  deleteInvitesOfLens,
  findInviteByCode,
  findInviteInHome,
  findLensInHome,
  isUniqueViolation,
  listInvitesOfLens,
  revokeInviteRow,
  updateInviteRow,
  type InviteRow,
} from "./queries";
import {
  type CreateInviteInput,
  INVALID_PASSCODE,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_ENDED,
  INVITE_ERRORS,
  INVITE_NOT_FOUND,
  LENS_NOT_FOUND,
  MEDIA_ID_NOT_FOUND,
  OWNERS_ONLY,
  PLEASE_VALIDATE,
  type UpdateInviteInput,
} from "./schemas";

// Passcode invites to a media lens (/api_invite_f2f/*). The owner of a home
// makes invites for its lenses: a random code (160 bits) for the link
// /invite/{code}, a passcode stored only as an argon2 hash, and a limit by
// time, by views or both. A visitor who gives the right passcode gets an
// invite session (its own httpOnly cookie, ./access.ts): ONE view of the
// invite, counted by a conditional UPDATE (./queries.ts claimView), so
// concurrent visitors never get more views than the invite has. The session
// reads the lens's files and nothing else, and ends at once when the invite
// is revoked, expires, or its view limit is lowered below the session's view.

// Wrong passcodes allowed per 15 minutes. Per address, every attempt is taken
// before the slow hash (given back when right), so parallel guesses from one
// address cannot pass one check together. Per invite only failures count, so
// a popular invite's visitors never lock it; a distributed guesser gets at
// most PER_INVITE wrong tries (plus those in flight) per window.
const PER_ADDRESS: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };
const PER_INVITE: AttemptLimit = { points: 30, durationSeconds: 15 * 60 };

const HOUR_MS = 3_600_000;
const SESSION_COOKIE_SECONDS_MAX = 30 * 86_400;

/** A new invite code: INVITE_CODE_LENGTH characters of a 32-letter alphabet (a byte & 31 is unbiased). */
export function newInviteCode(): string {
  return Array.from(crypto.randomBytes(INVITE_CODE_LENGTH), (byte) => INVITE_CODE_ALPHABET[byte & 31]).join("");
}

export type InviteStatus = "active" | "revoked" | "expired" | "used_up";

function statusOf(invite: Pick<InviteRow, "revoked" | "expiresAt" | "maxViews" | "viewCount">, now = new Date()): InviteStatus {
  if (invite.revoked) return "revoked";
  if (invite.expiresAt && invite.expiresAt <= now) return "expired";
  if (invite.maxViews !== null && invite.viewCount >= invite.maxViews) return "used_up";
  return "active";
}

/** "2026-12-03 04:00 UTC": the manager's short form (the page formats expires_at_iso in the viewer's zone). */
const shortUtc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export type InviteListRow = {
  id: string;
  invite_code: string;
  resource_id: string;
  expires_at: string | null;
  expires_at_iso: string | null;
  /** Milliseconds since 1970, or null without a time limit. */
  expires_at_raw: number | null;
  /** The chosen expiration in hours (the editor's days and hours), or null. */
  expiration: number | null;
  max_views: number | null;
  view_count: number;
  revoked: boolean;
  note: string;
  status: InviteStatus;
  created_at: string;
};

function listRow(invite: InviteRow): InviteListRow {
  return {
    id: invite.id,
    invite_code: invite.code,
    resource_id: invite.lensId,
    expires_at: invite.expiresAt ? shortUtc(invite.expiresAt) : null,
    expires_at_iso: invite.expiresAt?.toISOString() ?? null,
    expires_at_raw: invite.expiresAt?.getTime() ?? null,
    expiration: invite.durationHours,
    max_views: invite.maxViews,
    view_count: invite.viewCount,
    revoked: invite.revoked,
    note: invite.note,
    status: statusOf(invite),
    created_at: invite.createdAt.toISOString(),
  };
}

function assertOwner(caller: Caller): void {
  assertRole(caller, OWNER, OWNERS_ONLY);
}

async function ownInvite(caller: Caller, id: string): Promise<InviteRow> {
  assertOwner(caller);
  const invite = await findInviteInHome(id, caller.homeId);
  if (!invite) throw notFound(INVITE_NOT_FOUND);
  return invite;
}

async function ownLens(caller: Caller, lensId: string) {
  assertOwner(caller);
  const lens = await findLensInHome(lensId, caller.homeId);
  if (!lens) throw notFound(LENS_NOT_FOUND);
  return lens;
}

const expiryFrom = (hours: number | null, now = Date.now()) => (hours === null ? null : new Date(now + hours * HOUR_MS));

/** GET get_invite_code: a fresh code for the editor to show before saving (create may also make one). */
export function getInviteCode(caller: Caller): { invite_code: string } {
  assertOwner(caller);
  return { invite_code: newInviteCode() };
}

/** POST create: a new invite to one of the owner's lenses. */
export async function createInvite(caller: Caller, input: CreateInviteInput): Promise<InviteListRow> {
  await ownLens(caller, input.resource_id);
  try {
    return listRow(
      await createInviteRow({
        code: input.invite_code ?? newInviteCode(),
        homeId: caller.homeId,
        lensId: input.resource_id,
        passcodeHash: await hashSecret(input.passcode),
        expiresAt: expiryFrom(input.expiration),
        durationHours: input.expiration,
        maxViews: input.view_count,
        note: input.note,
      }),
    );
  } catch (error) {
    // A code from get_invite_code used twice (a double submit): never two invites behind one link.
    if (isUniqueViolation(error)) throw conflict("This invite code is already in use.");
    throw error;
  }
}

/** GET getall/{lensId}: the lens's invites, newest first. */
export async function listInvites(caller: Caller, lensId: string): Promise<InviteListRow[]> {
  await ownLens(caller, lensId);
  return (await listInvitesOfLens(lensId, caller.homeId)).map(listRow);
}

/** GET loadinvite/{id}: one invite, for the editor. */
export async function loadInvite(caller: Caller, id: string): Promise<InviteListRow> {
  return listRow(await ownInvite(caller, id));
}

/**
 * PATCH update/{id} {payload}: a new expiration starts from now; a new view
 * limit applies to sessions already open too (a view past it ends); an empty
 * passcode keeps the old one.
 */
export async function updateInvite(caller: Caller, id: string, payload: UpdateInviteInput): Promise<InviteListRow> {
  const invite = await ownInvite(caller, id);
  const hours = payload.expiration === undefined ? invite.durationHours : payload.expiration;
  const views = payload.view_count === undefined ? invite.maxViews : payload.view_count;
  if (hours === null && views === null) throw badRequest(INVITE_ERRORS.selectExpiration);
  return listRow(
    await updateInviteRow(id, {
      ...(payload.expiration !== undefined && { expiresAt: expiryFrom(payload.expiration), durationHours: payload.expiration }),
      ...(payload.view_count !== undefined && { maxViews: payload.view_count }),
      ...(payload.passcode && { passcodeHash: await hashSecret(payload.passcode) }),
      ...(payload.note !== undefined && { note: payload.note }),
    }),
  );
}

/**
 * GET renew/{id}: a new term of the same invite: not revoked, its views
 * counted from zero again, its time limit (the same number of hours) from now.
 */
export async function renewInvite(caller: Caller, id: string): Promise<InviteListRow> {
  const invite = await ownInvite(caller, id);
  return listRow(await updateInviteRow(id, { revoked: false, viewCount: 0, firstViewAt: null, lastViewAt: null, expiresAt: expiryFrom(invite.durationHours) }));
}

/** GET revoke/{id}: ends the invite and every visitor's session of it at once. */
export async function revokeInvite(caller: Caller, id: string): Promise<InviteListRow> {
  await ownInvite(caller, id);
  return listRow(await revokeInviteRow(id));
}

/** GET deleteallinvites/{lensId}: deletes every invite of the lens (and so their sessions). */
export async function deleteAllInvites(caller: Caller, lensId: string): Promise<{ deleted: number }> {
  await ownLens(caller, lensId);
  return { deleted: await deleteInvitesOfLens(lensId, caller.homeId) };
}

export type InviteStats = {
  id: string;
  invite_code: string;
  status: InviteStatus;
  views_used: number;
  /** null: no view limit. */
  views_left: number | null;
  max_views: number | null;
  /** Whole seconds until it expires (0 once expired); null: no time limit. */
  time_left_seconds: number | null;
  expires_at_iso: string | null;
  first_view_at: string | null;
  last_view_at: string | null;
};

/** GET stats/{id}: views used and left, time left, first and last view. */
export async function inviteStats(caller: Caller, id: string, now = new Date()): Promise<InviteStats> {
  const invite = await ownInvite(caller, id);
  return {
    id: invite.id,
    invite_code: invite.code,
    status: statusOf(invite, now),
    views_used: invite.viewCount,
    views_left: invite.maxViews === null ? null : Math.max(0, invite.maxViews - invite.viewCount),
    max_views: invite.maxViews,
    time_left_seconds: invite.expiresAt ? Math.max(0, Math.floor((invite.expiresAt.getTime() - now.getTime()) / 1000)) : null,
    expires_at_iso: invite.expiresAt?.toISOString() ?? null,
    first_view_at: invite.firstViewAt?.toISOString() ?? null,
    last_view_at: invite.lastViewAt?.toISOString() ?? null,
  };
}

// ------------------------------------------------------------------ visitors

export type ValidatedInvite = { media_id: string; invite_code: string };

function inviteCookie(ctx: RequestContext, token: string, expiresAt: Date | null): string {
  const seconds = expiresAt ? Math.ceil((expiresAt.getTime() - Date.now()) / 1000) : SESSION_COOKIE_SECONDS_MAX;
  return serialize(INVITE_COOKIE, token, { ...cookieOptions(ctx, Math.max(1, Math.min(seconds, SESSION_COOKIE_SECONDS_MAX))), sameSite: "strict" });
}

/**
 * POST validateinvite/{code} {passcode}: the right passcode opens an invite
 * session, one view of the invite (a browser whose session of this invite is
 * still live opens none: one view per visitor session). Wrong: 403 'Invalid
 * passcode' (also for an unknown code); too many wrong: 429 with Retry-After;
 * right but revoked, expired or used up: 403 INVITE_ENDED.
 */
export async function validateInvite(ctx: RequestContext, code: string, passcode: string): Promise<ValidatedInvite> {
  const address = ctx.clientAddress;
  await refuseIfBlocked("invite-code", PER_INVITE, [code]);
  await takeAttempt("invite-address", PER_ADDRESS, address);
  const invite = await findInviteByCode(code);
  if (!invite || !(await verifySecret(invite.passcodeHash, passcode.trim()))) {
    await countFailure("invite-code", PER_INVITE, [code]);
    throw forbidden(INVALID_PASSCODE);
  }
  await returnAttempt("invite-address", PER_ADDRESS, address);
  const held = ctx.cookies[INVITE_COOKIE];
  const current = await liveInviteSession(held);
  if (current?.inviteId === invite.id) return { media_id: invite.lensId, invite_code: code };
  const now = new Date();
  const viewNumber = statusOf(invite, now) === "active" ? await claimView(invite.id, now) : null;
  if (viewNumber === null) throw forbidden(INVITE_ENDED);
  // One invite session per browser: the one of another invite ends here.
  if (held) await deleteInviteSession(hashToken(held));
  const token = newToken();
  await createInviteSession(invite.id, hashToken(token), viewNumber);
  ctx.setCookies.push(inviteCookie(ctx, token, invite.expiresAt));
  return { media_id: invite.lensId, invite_code: code };
}

/** GET logoutinvite/{code}: ends this browser's invite session (whatever it is: closing the viewer must end it) and clears its cookie. */
export async function logoutInvite(ctx: RequestContext): Promise<boolean> {
  const held = ctx.cookies[INVITE_COOKIE];
  if (held) await deleteInviteSession(hashToken(held));
  ctx.setCookies.push(serialize(INVITE_COOKIE, "", { ...cookieOptions(ctx, 0), sameSite: "strict" }));
  return true;
}

/** The live invite session of this browser for `code`, or 401 'Please validate this invite!'. */
async function sessionFor(ctx: RequestContext, code: string) {
  const session = await liveInviteSession(ctx.cookies[INVITE_COOKIE]);
  if (!session || session.code !== code) throw new AppError("UNAUTHORIZED", PLEASE_VALIDATE);
  return session;
}

/** GET invite_mediaid/{code}: {media_id}, the lens this browser's invite session opens (the viewer loads it with /api_medialens_f2f/load). */
export async function inviteMediaId(ctx: RequestContext, code: string): Promise<{ media_id: string }> {
  const session = await sessionFor(ctx, code);
  if (!(await findLensInHome(session.lensId, session.homeId))) throw notFound(MEDIA_ID_NOT_FOUND);
  return { media_id: session.lensId };
}

/**
 * Whether a caller's ?invite_code= may be used: an invitee's must name its own
 * invite (another code is refused, not ignored); anyone else's is ignored.
 */
export async function assertInviteCodeOf(caller: Caller, ctx: RequestContext, code: string | undefined): Promise<void> {
  if (caller.role !== "lens_invitee" || code === undefined) return;
  const session = await liveInviteSession(ctx.cookies[INVITE_COOKIE]);
  if (!session || session.code !== code) throw forbidden(PLEASE_VALIDATE);
}

/** GET getphoto/{encodedRelpath}?invite_code=: a photo of the invitee's lens (an owner: of its home). */
export async function invitePhoto(caller: Caller, ctx: RequestContext, encodedRelpath: string, code: string | undefined): Promise<PhotoDetail> {
  await assertInviteCodeOf(caller, ctx, code);
  const relpath = decodeUrlSafeBase64Path(encodedRelpath);
  if (!(await lensAllows(caller, relpath))) throw forbidden();
  return photoDetail(caller, relpath);
}

export { inviteeCaller, inviteSessionLive, unauthorized };
