// Which pages need a session, and where a visitor without one is sent.
// Pure: used by proxy.ts (before any page renders) and by server pages.

import type { LoginUserType } from "./roles";
import { safeReturnPath } from "./return-path";

export const SESSION_COOKIE = "hems_session";

// Route prefixes whose pages show a home's own content: signed-in callers only.
const PROTECTED_PREFIXES = [
  "/false/true",
  "/true/true",
  "/true/false",
  "/false/false",
  "/hems",
  "/hems_photo",
  "/hems_video",
  "/video",
  "/photo",
  "/folder",
  "/playlist",
  "/playchannel",
  "/autoplaylist",
  "/settings",
  "/article",
  "/articlelist",
  "/getarticle",
  "/medialens",
  "/youtubeview",
  "/theater",
  "/ytdirview",
  "/ytplayerdirview",
  "/tbhome",
  "/tbauch",
  "/tbview",
  "/tbgview",
  "/tbplay",
  "/tbplaylist",
  "/tbplaychannel",
  "/tbautoplaylist",
  "/tbsettings",
  "/tbguestman",
  "/tbfriendman",
  "/tbdelacc",
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
  return `${page}?from=${encodeURIComponent(safeReturnPath(from) ?? "/")}`;
}

/** The tebe face's Google sign-in, remembering the page that asked for it (if any). */
export function tebeSignInPath(from: string | null): string {
  const path = safeReturnPath(from);
  return path ? `/tblogin?from=${encodeURIComponent(path)}` : "/tblogin";
}

/** The home face's sign-in on "/", remembering the page that asked for it (if any). */
export function homeSignInPath(from: string | null): string {
  const path = safeReturnPath(from);
  return path && path !== "/" ? `/?from=${encodeURIComponent(path)}` : "/";
}

/**
 * Where a visitor without a usable session is sent from a page that needs one.
 * A session cookie that no longer works (expired, ended elsewhere) means the
 * session expired: the re-login notice of its role. No session cookie at all
 * (never signed in here, or signed out) means nobody is signed in: straight to
 * the sign-in, not told a session expired (documents: "Not-logged-in users
 * are redirected to /tblogin"; the home face signs in on "/").
 */
export function signedOutPath(deployType: "home" | "tebe", session: { role: LoginUserType | null } | null, from: string): string {
  if (!session) return deployType === "tebe" ? tebeSignInPath(from) : homeSignInPath(from);
  return reloginPath(deployType, session.role, from);
}

/** Query flags that keep a visitor on the landing page: stay=1, or the forced-landing flag of logout and the site name. */
export function forcedToStay(query: Record<string, string | string[] | undefined>): boolean {
  const flag = (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value : [value]).some((v) => v === "1" || v === "true");
  };
  return flag("stay") || flag("forceLanding");
}

export type LandingVisit = {
  deployType: "home" | "tebe";
  /** A working session (any role). */
  signedIn: boolean;
  /** Someone registered has signed in as an owner in this browser (the long-lived marker cookie). */
  registered: boolean;
  /** stay=1 or forceLanding=1. */
  stay: boolean;
};

/**
 * The tebe landing rule (documents: "The landing page redirects a
 * registered, not-logged-in visitor to /tblogin unless forced to stay"):
 * where "/" sends this visitor, or null to show the landing page. A
 * signed-in visitor goes to their home screen, as typing a service's
 * address does once signed in; the site name and logout keep the landing
 * page with forceLanding=1. The home face's "/" is its own sign-in and home.
 */
export function landingRedirect(visit: LandingVisit): string | null {
  if (visit.deployType !== "tebe" || visit.stay) return null;
  if (visit.signedIn) return "/tbhome";
  if (visit.registered) return "/tblogin";
  return null;
}
