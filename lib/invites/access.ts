import { parse as parseCookies } from "cookie";
import type { Caller } from "../auth/caller";
import { hashToken } from "../auth/tokens";
import { findInviteSession, lensHasRelpath } from "./queries";

// Who an invite session is, and what it may read. No "server-only": the
// caller lookup (lib/auth/caller.ts) uses it, and server.ts serves media with
// that lookup outside Next's bundles.
//
// An invite session is checked against the database on EVERY request (never
// cached like the media byte path caches signed-in callers): revoking, an
// expiry or a lowered view limit ends access at the visitor's next request,
// including the next range request of a video already playing.

/** The invite session cookie: a random token (its sha-256 is stored), separate from the sign-in session. */
export const INVITE_COOKIE = "hems_invite";

export type InviteLimits = { revoked: boolean; expiresAt: Date | null; maxViews: number | null };

/** Whether a session that holds view number `viewNumber` of an invite may still see it. */
export function inviteSessionLive(invite: InviteLimits, viewNumber: number, now = new Date()): boolean {
  if (invite.revoked) return false;
  if (invite.expiresAt && invite.expiresAt <= now) return false;
  return invite.maxViews === null || viewNumber <= invite.maxViews;
}

export type InviteSessionInfo = { sessionId: string; inviteId: string; code: string; homeId: string; lensId: string };

/** The live invite session behind a cookie token, or null (none, unknown, revoked, expired, over the limit). */
export async function liveInviteSession(token: string | undefined): Promise<InviteSessionInfo | null> {
  if (!token) return null;
  const session = await findInviteSession(hashToken(token));
  if (!session || !inviteSessionLive(session.invite, session.viewNumber)) return null;
  const { invite } = session;
  return { sessionId: session.id, inviteId: invite.id, code: invite.code, homeId: invite.homeId, lensId: invite.lensId };
}

export function inviteTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader)[INVITE_COOKIE] || undefined : undefined;
}

/** A lens invitee's caller: the lens's home, and the one lens it may see. */
export function inviteeCaller(session: InviteSessionInfo): Caller {
  return {
    sessionId: `invite:${session.sessionId}`,
    role: "lens_invitee",
    homeId: session.homeId,
    userId: null,
    guestId: null,
    name: "",
    isAdmin: false,
    lensId: session.lensId,
  };
}

/** The lens invitee behind a cookie header, or null. */
export async function inviteeFromCookieHeader(cookieHeader: string | null | undefined): Promise<Caller | null> {
  const session = await liveInviteSession(inviteTokenFrom(cookieHeader));
  return session ? inviteeCaller(session) : null;
}

/**
 * Whether a caller may read the media file at a decoded media relpath as far
 * as lenses go: every caller but an invitee (their home's rules apply), and an
 * invitee for exactly the relpaths of its lens's blocks. The comparison is of
 * the exact string, so no other spelling of a path (../, //, ./, an encoded
 * form) reaches a file, whatever it resolves to.
 */
export async function lensAllows(caller: Pick<Caller, "role" | "lensId">, relpath: string): Promise<boolean> {
  if (caller.role !== "lens_invitee") return true;
  return caller.lensId !== undefined && (await lensHasRelpath(caller.lensId, relpath));
}
