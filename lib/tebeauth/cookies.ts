import "server-only";
import crypto from "node:crypto";
import type { RequestContext } from "../http/request-context";
import { cookieOptions } from "../auth/session";
import { parse as parseCookies, serialize } from "cookie";
import { SignJWT, jwtVerify } from "jose";
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

/** A key for this purpose only, derived from AUTH_SECRET. */
function signingKey(): Uint8Array {
  return new Uint8Array(crypto.hkdfSync("sha256", getConfig().authSecret, "", "hems google registration cookie", 32));
}

export async function pendingRegistrationCookie(identity: GoogleIdentity, ctx?: Pick<RequestContext, "https">): Promise<string> {
  const token = await new SignJWT({ email: identity.email, name: identity.name })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(identity.subject)
    .setAudience(REGISTRATION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_REGISTRATION_SECONDS}s`)
    .sign(signingKey());
  return serialize(PENDING_REGISTRATION_COOKIE, token, cookieOptions(ctx, PENDING_REGISTRATION_SECONDS));
}

export function clearedPendingRegistrationCookie(ctx?: Pick<RequestContext, "https">): string {
  return serialize(PENDING_REGISTRATION_COOKIE, "", cookieOptions(ctx, 0));
}

/** The verified Google identity waiting to be registered, or null (missing, forged or expired). */
export async function readPendingRegistration(cookieHeader: string | null | undefined): Promise<GoogleIdentity | null> {
  const token = cookieHeader ? parseCookies(cookieHeader)[PENDING_REGISTRATION_COOKIE] : undefined;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(), { audience: REGISTRATION_AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
    return { subject: payload.sub, email: payload.email, name: typeof payload.name === "string" ? payload.name : null };
  } catch {
    return null;
  }
}

const EMAIL_ONBOARDING_COOKIE = "hems_email_onboarding";
const EMAIL_ONBOARDING_AUDIENCE = "hems:email-onboarding";

/** A key for the email onboarding cookie only, derived from AUTH_SECRET. */
function onboardingKey(): Uint8Array {
  return new Uint8Array(crypto.hkdfSync("sha256", getConfig().authSecret, "", "hems email onboarding cookie", 32));
}

export async function emailOnboardingCookie(homeId: string, ctx?: Pick<RequestContext, "https">): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(homeId)
    .setAudience(EMAIL_ONBOARDING_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_REGISTRATION_SECONDS}s`)
    .sign(onboardingKey());
  return serialize(EMAIL_ONBOARDING_COOKIE, token, cookieOptions(ctx, PENDING_REGISTRATION_SECONDS));
}

export function clearedEmailOnboardingCookie(ctx?: Pick<RequestContext, "https">): string {
  return serialize(EMAIL_ONBOARDING_COOKIE, "", cookieOptions(ctx, 0));
}

/** The home an email sign-up still has to onboard, or null (missing, forged or expired). */
export async function readEmailOnboarding(cookieHeader: string | null | undefined): Promise<string | null> {
  const token = cookieHeader ? parseCookies(cookieHeader)[EMAIL_ONBOARDING_COOKIE] : undefined;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, onboardingKey(), { audience: EMAIL_ONBOARDING_AUDIENCE, algorithms: ["HS256"] });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

export function knownUserCookie(ctx?: Pick<RequestContext, "https">): string {
  return serialize(KNOWN_USER_COOKIE, "1", cookieOptions(ctx, KNOWN_USER_SECONDS));
}

export function clearedKnownUserCookie(ctx?: Pick<RequestContext, "https">): string {
  return serialize(KNOWN_USER_COOKIE, "", cookieOptions(ctx, 0));
}

export function hasKnownUserCookie(ctx: RequestContext): boolean {
  return knownUserIn(ctx.cookieHeader);
}

/** The marker in a Cookie header (for pages, which read cookies without a Request). */
export function knownUserIn(cookieHeader: string | null | undefined): boolean {
  return parseCookies(cookieHeader ?? "")[KNOWN_USER_COOKIE] === "1";
}
