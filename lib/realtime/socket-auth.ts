import { parse as parseCookies } from "cookie";
import { createDb } from "../db";
import type { AppConfig } from "../config";
import { SESSION_COOKIE, parseSessionCookie } from "../auth/gate";
import { hashToken } from "../auth/tokens";

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
