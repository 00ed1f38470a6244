// Which pages need a session, and where a visitor without one is sent.
// Pure: used by proxy.ts (before any page renders) and by server pages.

import type { LoginUserType } from "../shell/viewer";

export const SESSION_COOKIE = "hems_session";

// Route prefixes of the documents that show a home's own content.
const PROTECTED_PREFIXES = [
  "/false/true", "/true/true", "/true/false", "/false/false", "/hems", "/hems_photo", "/hems_video", "/video", "/photo", "/folder",
  "/playlist", "/playchannel", "/autoplaylist", "/settings", "/article", "/articlelist",
  "/getarticle", "/medialens", "/youtubeview", "/theater", "/ytdirview", "/ytplayerdirview",
  "/tbhome", "/tbauch", "/tbview", "/tbgview", "/tbplay", "/tbplaylist", "/tbplaychannel",
  "/tbautoplaylist", "/tbsettings", "/tbguestman", "/tbfriendman", "/tbdelacc",
];

export function needsSession(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The session cookie is "<role>.<token>": the role part only chooses which
 * re-login notice a visitor sees once the session is gone; the token decides
 * everything else.
 */
export function sessionCookieValue(role: LoginUserType, token: string): string {
  return `${role}.${token}`;
}

export function parseSessionCookie(value: string | undefined): { role: LoginUserType | null; token: string } | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot === -1) return { role: null, token: value };
  const role = value.slice(0, dot);
  const known = role === "owner" || role === "guest" || role === "registered_guest";
  return { role: known ? role : null, token: value.slice(dot + 1) };
}

/** Guests to /grelogin; owners to /relogin on the home face, /tbrelogin on the tebe face. */
export function reloginPath(deployType: "home" | "tebe", role: LoginUserType | null, from: string): string {
  const page = role === "guest" ? "/grelogin" : deployType === "tebe" ? "/tbrelogin" : "/relogin";
  return `${page}?from=${encodeURIComponent(from)}`;
}
