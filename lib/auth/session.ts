import "server-only";
import { serialize } from "cookie";
import { db } from "../db";
import { getConfig } from "../config";
import { forbidden, unauthorized, type ErrorMessage } from "../http/errors";
import { hashToken, newToken } from "./tokens";
import { SESSION_COOKIE, sessionCookieValue } from "./gate";
import { callerFromCookieHeader, forgetCachedCaller, sessionTokenFrom, type Caller } from "./caller";
import type { LoginUserType } from "../shell/viewer";

// The session helper every feature uses: who is calling, in which home, in which role.

export { SESSION_COOKIE, callerFromCookieHeader, type Caller };
const SESSION_DAYS = 30;

export type NewSession = { role: LoginUserType; homeId: string; userId?: string; guestId?: string };

/** Creates a session and returns the Set-Cookie value for it. */
export async function createSession(input: NewSession, req?: Request): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db().session.create({
    data: { tokenHash: hashToken(token), role: input.role, homeId: input.homeId, userId: input.userId, guestId: input.guestId, expiresAt },
  });
  return serialize(SESSION_COOKIE, sessionCookieValue(input.role, token), cookieOptions(req, SESSION_DAYS * 86_400));
}

export function clearedSessionCookie(req?: Request): string {
  return serialize(SESSION_COOKIE, "", cookieOptions(req, 0));
}

/** Options of the session cookie, for every cookie of the sign-in (Secure where it is). */
export function cookieOptions(req: Request | undefined, maxAge: number) {
  // Hosted deployments (APP_ENV development/production) and HTTPS requests get
  // Secure cookies; a home server on plain http in the LAN must still work.
  const https = req ? new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https" : false;
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: getConfig().appEnv !== "local" || https,
    path: "/",
    maxAge,
  };
}

export function getCaller(req: Request): Promise<Caller | null> {
  return callerFromCookieHeader(req.headers.get("cookie"));
}

/** The caller, or a 401 'You are not login!'. */
export async function requireCaller(req: Request): Promise<Caller> {
  const caller = await getCaller(req);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * The caller when their role is one of `roles`: 401 without a session, 403
 * (with the service's own refusal text) for any other role. A route handler
 * calls it before it reads its body or parameters, so a guest's garbage sent
 * to an owner's call is refused as a guest (403), never judged as input (400).
 * The service still checks again on its first line.
 */
export async function requireRole(req: Request, roles: readonly LoginUserType[], message?: ErrorMessage): Promise<Caller> {
  const caller = await requireCaller(req);
  if (!roles.includes(caller.role)) throw forbidden(message);
  return caller;
}

/** The owner of the session's home (not a guest, not a visiting friend); see requireRole. */
export function requireOwner(req: Request, message?: ErrorMessage): Promise<Caller> {
  return requireRole(req, ["owner"], message);
}

export async function destroySession(req: Request): Promise<void> {
  const cookie = req.headers.get("cookie");
  const token = sessionTokenFrom(cookie);
  if (token) await db().session.deleteMany({ where: { tokenHash: hashToken(token) } });
  forgetCachedCaller(cookie);
}
