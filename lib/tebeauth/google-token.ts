import "server-only";
import { errors, jwtVerify, type JWTPayload } from "jose";
import { z } from "zod";
import { getConfig } from "../config";
import { AppError, badRequest } from "../http/errors";
import { log } from "../log";
import { acceptedIssuers, discovery, forgetDiscoveryForTests, type Discovered } from "./oidc-discovery";

// Google ID tokens (from the client's Google button, or anything holding one)
// are checked against the provider's published keys: signature (RS256), issuer
// = GOOGLE_ISSUER, audience = GOOGLE_CLIENT_ID, expiry. The keys' address comes
// from the provider's discovery document, so tests point GOOGLE_ISSUER at a
// local provider and run this same code.

export type GoogleIdentity = { subject: string; email: string; name: string | null };

export const INVALID_ID_TOKEN = "Invalid Google ID token.";
export const EXPIRED_ID_TOKEN = "The Google ID token has expired. Please sign in with Google again.";
export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server.";
export const GOOGLE_UNAVAILABLE = "Google sign-in is unavailable. Please try again later.";

type KeySet = Discovered["keySet"];

function identityFrom(payload: JWTPayload): GoogleIdentity {
  const claims = z
    .object({
      sub: z.string().min(1).max(255),
      email: z.string().trim().toLowerCase().pipe(z.email()),
      // Google sends a boolean; very old tokens a string.
      email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
      name: z.string().max(200).optional(),
    })
    .safeParse(payload);
  if (!claims.success) throw new AppError("UNAUTHORIZED", INVALID_ID_TOKEN);
  const verified = claims.data.email_verified;
  if (verified === false || verified === "false") throw new AppError("UNAUTHORIZED", "This Google account's email address is not verified.");
  return { subject: claims.data.sub, email: claims.data.email, name: claims.data.name?.trim() || null };
}

/** The identity in a valid Google ID token, or a 401 envelope error (nothing else happens). */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
  const { google } = getConfig();
  if (!google.clientId) throw badRequest(GOOGLE_NOT_CONFIGURED);
  let keySet: KeySet;
  try {
    keySet = (await discovery(google.issuer)).keySet;
  } catch (error) {
    log.warn({ issuer: google.issuer, reason: error instanceof Error ? error.message : String(error) }, "Google discovery failed");
    throw new AppError("INTERNAL", GOOGLE_UNAVAILABLE);
  }
  try {
    const { payload } = await jwtVerify(idToken, keySet, {
      issuer: acceptedIssuers(google.issuer),
      audience: google.clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat"],
      clockTolerance: 10,
    });
    return identityFrom(payload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError("UNAUTHORIZED", EXPIRED_ID_TOKEN);
    if (error instanceof errors.JWKSTimeout) throw new AppError("INTERNAL", GOOGLE_UNAVAILABLE);
    // Bad signature, wrong issuer or audience, malformed: one answer, no details (and never the token) in logs.
    log.info({ reason: error instanceof errors.JOSEError ? error.code : "unexpected" }, "Google ID token refused");
    throw new AppError("UNAUTHORIZED", INVALID_ID_TOKEN);
  }
}

/** For tests that switch issuers. */
export function forgetGoogleKeysForTests(): void {
  forgetDiscoveryForTests();
}
