import { parse as parseCookies } from "cookie";
import { createDb } from "../db";
import type { AppConfig } from "../config";
import { SESSION_COOKIE, parseSessionCookie } from "../auth/gate";
import { hashToken } from "../auth/tokens";
import { CROSS_SITE_REFUSED, isCrossSite } from "../http/cross-site";
import type { IncomingMessage } from "node:http";

// The home of a socket's signed-in session, read from its handshake cookie.
// Used by server.ts (outside Next), so it stays free of "server-only".
export async function sessionHomeOf(config: AppConfig, cookieHeader: string | undefined): Promise<string | null> {
  const token = parseSessionCookie(cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined)?.token;
  if (!token) return null;
  const session = await createDb(config.database).session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { homeId: true, expiresAt: true, role: true },
  });
  return session && session.expiresAt > new Date() && session.role === "owner" ? session.homeId : null;
}

/**
 * socket.io's allowRequest: a handshake that a page of another site opened
 * (the browser's Sec-Fetch-Site, else its Origin) is refused, so another site
 * cannot listen to this home's live progress with the owner's cookie.
 */
export function refuseCrossSiteHandshake(req: IncomingMessage, callback: (error: string | null | undefined, allowed: boolean) => void): void {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const crossSite = isCrossSite(headers, `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`);
  callback(crossSite ? CROSS_SITE_REFUSED : null, !crossSite);
}
