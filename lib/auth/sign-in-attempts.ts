import "server-only";
import crypto from "node:crypto";
import type { RequestContext } from "../http/request-context";
import { serialize } from "cookie";
import { SignJWT, jwtVerify } from "jose";
import { getConfig } from "../config";
import {
  clearAttempts,
  clearProgressive,
  hasAttemptsLeft,
  returnAttempt,
  takeAttempt,
  takeProgressiveAttempt,
  type AttemptLimit,
  type ProgressiveLimit,
} from "../http/rate-limit";
import { cookieOptions } from "./session";

// Attempt limits for the owner's secret (home-face key, tebe-face password),
// after OWASP's "slow down online guessing attacks with device cookies":
// - a browser that signed in to an account before carries a signed device
//   cookie naming it; its attempts count against that device only, so
//   failures from elsewhere never lock the owner out there;
// - attempts from anywhere else (no cookie, a cookie for another account, or a
//   device that used up its own attempts) are limited per address (hard) and,
//   per account, slowed down progressively instead of locked for good.

const DEVICE_COOKIE = "hems_device";
const DEVICE_AUDIENCE = "hems:device";
const DEVICE_SECONDS = 365 * 86_400;

// Failed attempts allowed per 15 minutes.
const PER_DEVICE: AttemptLimit = { points: 5, durationSeconds: 15 * 60 };
const PER_ADDRESS: AttemptLimit = { points: 20, durationSeconds: 15 * 60 };
// Unknown devices, per account: 5 free, then 2 s, 4 s, ... up to 10 minutes between attempts.
const PER_ACCOUNT: ProgressiveLimit = { freeAttempts: 5, firstWaitSeconds: 2, maxWaitSeconds: 10 * 60, lifetimeSeconds: 24 * 3600 };

/**
 * An attempt counted in advance: a wrong secret leaves it counted; a right one
 * calls succeeded() and sets trustedDeviceCookie() with the session.
 */
export type SignInAttempt = {
  /** Forgets the attempt (and the earlier failures of this device, or of unknown devices for this account). */
  succeeded(): Promise<void>;
};

/**
 * Call before checking a secret of `account` (a name unique per kind of
 * secret, e.g. "key:alice"): counts the attempt, or answers 429 with
 * Retry-After when it must not be tried now.
 */
export async function startSignInAttempt(ctx: RequestContext, account: string): Promise<SignInAttempt> {
  const accountKey = accountId(account);
  const device = await knownDevice(ctx, accountKey);
  if (device && (await hasAttemptsLeft("signin-device", PER_DEVICE, device))) {
    await takeAttempt("signin-device", PER_DEVICE, device);
    return {
      succeeded: async () => {
        await clearAttempts("signin-device", PER_DEVICE, device);
      },
    };
  }
  const address = ctx.clientAddress;
  await takeAttempt("signin-address", PER_ADDRESS, address);
  try {
    await takeProgressiveAttempt("signin-account", PER_ACCOUNT, accountKey);
  } catch (error) {
    // Refused before any secret was tried: not the address's failure.
    await returnAttempt("signin-address", PER_ADDRESS, address);
    throw error;
  }
  return {
    // The address gets this attempt back but keeps its failures: one known account must not reset its budget.
    succeeded: async () => {
      await Promise.all([returnAttempt("signin-address", PER_ADDRESS, address), clearProgressive("signin-account", PER_ACCOUNT, accountKey)]);
    },
  };
}

/** The device cookie for an account this browser just proved it holds (any way of signing in). */
export async function trustedDeviceCookie(ctx: RequestContext, account: string): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(accountId(account))
    .setJti(crypto.randomUUID())
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_SECONDS}s`)
    .sign(signingKey());
  return serialize(DEVICE_COOKIE, token, cookieOptions(ctx, DEVICE_SECONDS));
}

/** A key for this purpose only, derived from AUTH_SECRET. */
function signingKey(): Uint8Array {
  return new Uint8Array(crypto.hkdfSync("sha256", getConfig().authSecret, "", "hems device cookie", 32));
}

/** The account as cookies and limiters name it: keyed, so a cookie carries no email address nor a guessable hash of one. */
function accountId(account: string): string {
  return crypto.createHmac("sha256", signingKey()).update(account).digest("base64url");
}

/** The device id when the request carries a valid device cookie for this account, else null. */
async function knownDevice(ctx: RequestContext, accountKey: string): Promise<string | null> {
  const token = ctx.cookies[DEVICE_COOKIE];
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(), { audience: DEVICE_AUDIENCE, subject: accountKey, algorithms: ["HS256"] });
    return typeof payload.jti === "string" ? payload.jti : null;
  } catch {
    return null;
  }
}
