import "server-only";
import { serialize } from "cookie";
import type { RequestContext } from "../http/request-context";
import { db } from "../db";
import { getConfig } from "../config";
import { hashToken, newToken } from "./tokens";
import { SESSION_COOKIE, sessionCookieValue } from "./gate";
import { callerFromCookieHeader, forgetCachedCaller, sessionTokenFrom, type Caller } from "./caller";
import type { LoginUserType } from "./roles";

// Sessions: creating and ending them, and their cookies. Who is calling is
// resolved once per API call by route() (lib/http/route.ts).

export { SESSION_COOKIE, callerFromCookieHeader, type Caller };
const SESSION_DAYS = 30;

export type NewSession = { role: LoginUserType; homeId: string; userId?: string; guestId?: string };

/** Creates a session and returns the Set-Cookie value for it. */
export async function createSession(input: NewSession, ctx?: Pick<RequestContext, "https">): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db().session.create({
    data: { tokenHash: hashToken(token), role: input.role, homeId: input.homeId, userId: input.userId, guestId: input.guestId, expiresAt },
  });
  return serialize(SESSION_COOKIE, sessionCookieValue(input.role, token), cookieOptions(ctx, SESSION_DAYS * 86_400));
}

export function clearedSessionCookie(ctx?: Pick<RequestContext, "https">): string {
  return serialize(SESSION_COOKIE, "", cookieOptions(ctx, 0));
}

/** Options of the session cookie, for every cookie of the sign-in (Secure where it is). */
export function cookieOptions(ctx: Pick<RequestContext, "https"> | undefined, maxAge: number) {
  // Hosted deployments (APP_ENV development/production) and HTTPS requests get
  // Secure cookies; a home server on plain http in the LAN must still work.
  const https = ctx?.https ?? false;
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: getConfig().appEnv !== "local" || https,
    path: "/",
    maxAge,
  };
}

export async function destroySession(ctx: RequestContext): Promise<void> {
  const cookie = ctx.cookieHeader;
  const token = sessionTokenFrom(cookie);
  if (token) await db().session.deleteMany({ where: { tokenHash: hashToken(token) } });
  forgetCachedCaller(cookie);
}
