import "server-only";
import { parse as parseCookies, serialize } from "cookie";
import type { AuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { decode } from "next-auth/jwt";
import { getConfig, type AppConfig } from "../config";
import { log } from "../log";
import { GOOGLE_PROVIDER_ID, OAUTH_CALLBACK_PAGE } from "./constants";
import { wellKnownUrl, type GoogleIdentity } from "./google-token";

// next-auth does only the OAuth dance with Google (OpenID Connect: discovery,
// authorize with PKCE and state, code exchange, ID token checked against the
// provider's keys). Its own JWT cookie just carries the verified Google
// account for a few minutes to /oauth-callback/complete, which turns it into
// the app's session (hems_session) and deletes it.

/** How long next-auth's bridge cookie lives: enough to come back from Google. */
const BRIDGE_SECONDS = 10 * 60;
const NEXTAUTH_SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"] as const;

type GoogleProfile = { sub: string; email?: string; email_verified?: boolean | string; name?: string; picture?: string };

function googleProvider(config: AppConfig): OAuthConfig<GoogleProfile> {
  return {
    id: GOOGLE_PROVIDER_ID,
    name: "Google",
    type: "oauth",
    // Endpoints come from the issuer's discovery document, so tests use a local provider through this same path.
    wellKnown: wellKnownUrl(config.google.issuer),
    clientId: config.google.clientId,
    clientSecret: config.google.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile(profile) {
      return { id: profile.sub, name: profile.name ?? null, email: profile.email?.toLowerCase() ?? null, image: profile.picture ?? null };
    },
  };
}

/**
 * next-auth 4 reads its public address only from the environment: PUBLIC_URL
 * when set; a local install (reached by whatever LAN name or address) trusts
 * the request's host. A hosted deployment must set PUBLIC_URL (Vercel sets VERCEL).
 */
function applyConfiguredOrigin(config: AppConfig): void {
  if (process.env.NEXTAUTH_URL || process.env.VERCEL || process.env.AUTH_TRUST_HOST) return;
  if (config.publicUrl) process.env.NEXTAUTH_URL = config.publicUrl;
  else if (config.appEnv === "local") process.env.AUTH_TRUST_HOST = "true";
  else log.warn("PUBLIC_URL is not set: Google sign-in cannot build its callback address");
}

export function buildAuthOptions(): AuthOptions {
  const config = getConfig();
  applyConfiguredOrigin(config);
  return {
    secret: config.authSecret,
    providers: config.google.clientId && config.google.clientSecret ? [googleProvider(config)] : [],
    session: { strategy: "jwt", maxAge: BRIDGE_SECONDS },
    jwt: { maxAge: BRIDGE_SECONDS },
    // next-auth's own pages are never shown: its errors land on our status page.
    pages: { signIn: OAUTH_CALLBACK_PAGE, error: OAUTH_CALLBACK_PAGE },
    callbacks: {
      // Only an account with a verified address may go on (Google verifies the addresses it issues).
      signIn({ profile }) {
        const google = profile as GoogleProfile | undefined;
        return !!google?.email && google.email_verified !== false && google.email_verified !== "false";
      },
    },
    // Codes and messages only: no tokens, profiles or cookies in the logs.
    logger: {
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : (metadata as { error?: Error })?.error?.message;
        log.warn({ code, message }, "next-auth error");
      },
      warn(code) {
        log.warn({ code }, "next-auth warning");
      },
      debug() {},
    },
  };
}

/** The Google account next-auth verified for this browser, or null (none, expired or forged). */
export async function identityFromNextAuth(cookieHeader: string | null | undefined): Promise<GoogleIdentity | null> {
  const cookies = parseCookies(cookieHeader ?? "");
  for (const name of NEXTAUTH_SESSION_COOKIES) {
    const token = cookies[name];
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: getConfig().authSecret });
      if (payload && typeof payload.sub === "string" && typeof payload.email === "string" && payload.email) {
        return { subject: payload.sub, email: payload.email.toLowerCase(), name: typeof payload.name === "string" ? payload.name : null };
      }
    } catch {
      // Not ours or expired: look at the other name, then give up.
    }
  }
  return null;
}

/** Set-Cookie values that delete next-auth's bridge cookie (both of its names). */
export function clearedNextAuthCookies(): string[] {
  return NEXTAUTH_SESSION_COOKIES.map((name) =>
    serialize(name, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0, secure: name.startsWith("__Secure-") }),
  );
}
