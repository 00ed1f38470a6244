import "server-only";
import crypto from "node:crypto";
import type { RequestContext } from "../http/request-context";
import { cookieOptions } from "../auth/session";
import { parse as parseCookies, serialize } from "cookie";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import { getConfig } from "../config";
import type { GoogleIdentity } from "./google-token";

// Short-lived cookies of the tebe sign-in, besides the session itself:
// - the pending Google registration: a verified Google identity between
//   "register with Google" (or preregister_with_token) and register_with_token
//   at the end of onboarding; signed, so the browser cannot change it;
// - the email onboarding: an owner who just signed up with email and a
//   password is signed in at once and goes through onboarding (template,
//   names) like a Google user; this signed cookie names the home onboarding
//   may still fill, until register_with_token finishes it;
// - "a registered person uses this browser" (hems_registered, a year, httpOnly):
//   set whenever a browser signs in or registers as an owner, kept on logout,
//   cleared when the account is deleted; check_user_id and the landing rule
//   of "/" read it when nobody is signed in.

const PENDING_REGISTRATION_COOKIE = "hems_google_registration";
const PENDING_REGISTRATION_SECONDS = 60 * 60;
const REGISTRATION_AUDIENCE = "hems:google-registration";
const KNOWN_USER_COOKIE = "hems_registered";
const KNOWN_USER_SECONDS = 365 * 86_400;

type Https = Pick<RequestContext, "https">;

/**
 * A short-lived signed cookie of one purpose: its own name, audience and key
 * (derived from AUTH_SECRET for this purpose only), so the browser can
 * neither change it nor pass one purpose's cookie off as another's.
 */
function signedCookie(name: string, audience: string, keyPurpose: string) {
  const key = () => new Uint8Array(crypto.hkdfSync("sha256", getConfig().authSecret, "", keyPurpose, 32));
  return {
    async issue(subject: string, claims: JWTPayload, ctx?: Https): Promise<string> {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${PENDING_REGISTRATION_SECONDS}s`)
        .sign(key());
      return serialize(name, token, cookieOptions(ctx, PENDING_REGISTRATION_SECONDS));
    },
    cleared(ctx?: Https): string {
      return serialize(name, "", cookieOptions(ctx, 0));
    },
    /** The verified claims, or null (missing, forged or expired). */
    async read(cookieHeader: string | null | undefined): Promise<JWTPayload | null> {
      const token = cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
      if (!token) return null;
      try {
        return (await jwtVerify(token, key(), { audience, algorithms: ["HS256"] })).payload;
      } catch {
        return null;
      }
    },
  };
}

const pendingRegistration = signedCookie(PENDING_REGISTRATION_COOKIE, REGISTRATION_AUDIENCE, "hems google registration cookie");

export function pendingRegistrationCookie(identity: GoogleIdentity, ctx?: Https): Promise<string> {
  return pendingRegistration.issue(identity.subject, { email: identity.email, name: identity.name }, ctx);
}

export function clearedPendingRegistrationCookie(ctx?: Https): string {
  return pendingRegistration.cleared(ctx);
}

/** The verified Google identity waiting to be registered, or null (missing, forged or expired). */
export async function readPendingRegistration(cookieHeader: string | null | undefined): Promise<GoogleIdentity | null> {
  const payload = await pendingRegistration.read(cookieHeader);
  if (typeof payload?.sub !== "string" || typeof payload.email !== "string") return null;
  return { subject: payload.sub, email: payload.email, name: typeof payload.name === "string" ? payload.name : null };
}

const emailOnboarding = signedCookie("hems_email_onboarding", "hems:email-onboarding", "hems email onboarding cookie");

export function emailOnboardingCookie(homeId: string, ctx?: Https): Promise<string> {
  return emailOnboarding.issue(homeId, {}, ctx);
}

export function clearedEmailOnboardingCookie(ctx?: Https): string {
  return emailOnboarding.cleared(ctx);
}

/** The home an email sign-up still has to onboard, or null (missing, forged or expired). */
export async function readEmailOnboarding(cookieHeader: string | null | undefined): Promise<string | null> {
  const payload = await emailOnboarding.read(cookieHeader);
  return typeof payload?.sub === "string" ? payload.sub : null;
}

export function knownUserCookie(ctx?: Https): string {
  return serialize(KNOWN_USER_COOKIE, "1", cookieOptions(ctx, KNOWN_USER_SECONDS));
}

export function clearedKnownUserCookie(ctx?: Https): string {
  return serialize(KNOWN_USER_COOKIE, "", cookieOptions(ctx, 0));
}

export function hasKnownUserCookie(ctx: RequestContext): boolean {
  return knownUserIn(ctx.cookieHeader);
}

/** The marker in a Cookie header (for pages, which read cookies without a Request). */
export function knownUserIn(cookieHeader: string | null | undefined): boolean {
  return parseCookies(cookieHeader ?? "")[KNOWN_USER_COOKIE] === "1";
}
