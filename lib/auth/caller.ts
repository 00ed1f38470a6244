import { parse as parseCookies } from "cookie";
import { db } from "../db";
import { getConfig } from "../config";
import { hashToken } from "./tokens";
import { SESSION_COOKIE, parseSessionCookie } from "./gate";
import type { CallerRole } from "./roles";
import { recentMap } from "../cache/recent";
import { inviteeFromCookieHeader } from "../invites/access";

// Who is calling: the session behind a cookie header. Kept free of
// "server-only" because server.ts (outside Next's bundles) serves media with
// it too; lib/auth/session.ts re-exports it for everything else.

export type Caller = {
  sessionId: string;
  /** A session role, or a caller kind that has no session row (roles.ts). */
  role: CallerRole;
  homeId: string;
  userId: string | null;
  guestId: string | null;
  name: string;
  isAdmin: boolean;
  /** A lens invitee's one media lens (the invite's); absent for every other caller. */
  lensId?: string;
};

export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parseSessionCookie(parseCookies(cookieHeader)[SESSION_COOKIE])?.token : undefined;
}

type SessionRow = {
  id: string;
  role: Caller["role"];
  homeId: string;
  userId: string | null;
  guestId: string | null;
  expiresAt: Date;
  userName: string | null;
  userEmail: string | null;
  userIsAdmin: boolean | null;
  guestName: string | null;
};

// Every page and call looks its caller up: one query with its user and guest
// joined (Prisma's include sends three, about 3 ms more on the embedded database).
async function lookUpCaller(token: string): Promise<{ caller: Caller; expiresAt: Date } | null> {
  const [session] = await db().$queryRaw<SessionRow[]>`
    SELECT s.id, s.role::text AS role, s."homeId", s."userId", s."guestId", s."expiresAt",
           u.name AS "userName", u.email AS "userEmail", u."isAdmin" AS "userIsAdmin", g.name AS "guestName"
    FROM "Session" s
    LEFT JOIN "User" u ON u.id = s."userId"
    LEFT JOIN "Guest" g ON g.id = s."guestId"
    WHERE s."tokenHash" = ${hashToken(token)}`;
  if (!session || session.expiresAt <= new Date()) return null;
  const admins = getConfig().adminEmails;
  const caller: Caller = {
    sessionId: session.id,
    role: session.role,
    homeId: session.homeId,
    userId: session.userId,
    guestId: session.guestId,
    name: session.userName ?? session.userEmail ?? session.guestName ?? "",
    // Guests are never admins, even a visiting friend who is one at home.
    isAdmin:
      session.role === "owner" &&
      session.userId !== null &&
      (!!session.userIsAdmin || (!!session.userEmail && admins.includes(session.userEmail.toLowerCase()))),
  };
  return { caller, expiresAt: session.expiresAt };
}

/** The signed-in caller behind a cookie header, or null for none, unknown or expired. Pages use this one: an invitee sees no home page. */
export async function callerFromCookieHeader(cookieHeader: string | null | undefined): Promise<Caller | null> {
  const token = sessionTokenFrom(cookieHeader);
  if (!token) return null;
  return (await lookUpCaller(token))?.caller ?? null;
}

/**
 * The caller of an API call: the signed-in session's, else a lens invitee's
 * (an invite session cookie, lib/invites/access.ts), checked against the
 * database every time. The routes' roles decide what an invitee may call.
 */
export async function apiCallerFromCookieHeader(cookieHeader: string | null | undefined): Promise<Caller | null> {
  return (await callerFromCookieHeader(cookieHeader)) ?? (await inviteeFromCookieHeader(cookieHeader));
}

// ------------------------------------------------------------ short cache

/**
 * How long a looked-up caller may be reused by the media byte streams. A video
 * player sends a ranged GET every few hundred kilobytes; one session query
 * each (several ms on the embedded database) is most of a 1 MiB range's cost.
 * The cache is only for reading media bytes, holds callers (never refusals),
 * and is bounded in time: sign-out forgets its token at once (destroySession);
 * anything else that ends a session (a revoked guest, a deleted account)
 * takes effect for media bytes within this many ms.
 */
export const CALLER_CACHE_MS = 5_000;
const CALLER_CACHE_MAX = 1_000;

const recentCallers = recentMap<Caller>("callerCache", CALLER_CACHE_MAX);

/**
 * apiCallerFromCookieHeader, reusing a signed-in caller seen within
 * CALLER_CACHE_MS (media bytes only). Invitees are never cached: a revoked
 * invite ends a stream at its next range request.
 */
export async function recentCallerFromCookieHeader(cookieHeader: string | null | undefined): Promise<Caller | null> {
  const token = sessionTokenFrom(cookieHeader);
  const hit = token ? recentCallers.get(token) : undefined;
  if (hit) return hit;
  const found = token ? await lookUpCaller(token) : null;
  if (!found) return inviteeFromCookieHeader(cookieHeader);
  recentCallers.set(token!, found.caller, Math.min(Date.now() + CALLER_CACHE_MS, found.expiresAt.getTime()));
  return found.caller;
}

/** Forgets a session's cached caller (sign-out). */
export function forgetCachedCaller(cookieHeader: string | null | undefined): void {
  const token = sessionTokenFrom(cookieHeader);
  if (token) recentCallers.delete(token);
}
