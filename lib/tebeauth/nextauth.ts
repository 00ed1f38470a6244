import "server-only";
import { parse as parseCookies, serialize } from "cookie";
import type { AuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { decode } from "next-auth/jwt";
import { TokenSet, custom, type BaseClient } from "openid-client";
import { getConfig, type AppConfig } from "../config";
import { log } from "../log";
import { GOOGLE_FLOW_STATES, GOOGLE_PROVIDER_ID, OAUTH_CALLBACK_PAGE, OIDC_PROVIDER_ID, type GoogleFlowState } from "./constants";
import type { GoogleIdentity } from "./google-token";
import { discovery } from "./oidc-discovery";
import { logRefusedSignIn } from "./sign-in-log";

// next-auth does only the OAuth dance with the OpenID provider (Google, or
// any standard one configured as OIDC_*): authorize with PKCE and state, code
// exchange, ID token checked against the provider's keys, then userinfo when
// the ID token carries no email or name (a standard provider's default). Its
// own JWT cookie just carries the verified account for a few minutes to
// /oauth-callback/complete, which turns it into the app's session
// (hems_session) and deletes it.

/** How long next-auth's bridge cookie lives: enough to come back from the provider. */
const BRIDGE_SECONDS = 10 * 60;
const NEXTAUTH_SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"] as const;
const NEXTAUTH_CALLBACK_URL_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"] as const;
/** Accounts of the generic provider are kept apart from Google's (one subject namespace per provider). */
const OIDC_SUBJECT_PREFIX = `${OIDC_PROVIDER_ID}:`;

/** Which provider an account's subject belongs to. */
export function providerOfSubject(subject: string): string {
  return subject.startsWith(OIDC_SUBJECT_PREFIX) ? OIDC_PROVIDER_ID : GOOGLE_PROVIDER_ID;
}

type OidcClaims = { sub: string; email?: string; email_verified?: boolean | string; name?: string; picture?: string };
type ProviderSettings = { id: string; name: string; issuer: string; clientId: string; clientSecret: string; scopes: string[]; subjectPrefix: string };

/** The claims of the ID token, with email and name from userinfo when the ID token has none (the pair email + email_verified always from one source). */
async function claimsOf(tokens: TokenSet, client: BaseClient): Promise<OidcClaims> {
  const claims = tokens.claims() as OidcClaims;
  if (claims.email && claims.name) return claims;
  if (!client.issuer.metadata.userinfo_endpoint) return claims;
  let info: OidcClaims;
  try {
    // openid-client refuses an answer about another subject than the ID token's.
    info = (await client.userinfo(tokens)) as OidcClaims;
  } catch {
    throw new Error("userinfo request failed");
  }
  const email = claims.email ? claims : info;
  return { ...info, ...claims, sub: claims.sub, email: email.email, email_verified: email.email_verified, name: claims.name ?? info.name };
}

async function oidcProvider(settings: ProviderSettings): Promise<OAuthConfig<OidcClaims>> {
  // Cached: the discovery document and the keys are fetched once per process, not on every sign-in.
  const { document, issuer } = await discovery(settings.issuer);
  return {
    id: settings.id,
    name: settings.name,
    type: "oauth",
    issuer: document.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { url: document.authorization_endpoint, params: { scope: settings.scopes.join(" ") } },
    token: {
      url: document.token_endpoint,
      // The exchange and the ID token checks of openid-client, with the cached issuer (and so its cached keys).
      async request({ params, checks, provider }) {
        const client = new issuer.Client({ client_id: settings.clientId, client_secret: settings.clientSecret, redirect_uris: [provider.callbackUrl] });
        client[custom.clock_tolerance] = 10;
        return { tokens: await client.callback(provider.callbackUrl, params, checks) };
      },
    },
    userinfo: { url: document.userinfo_endpoint, request: ({ tokens, client }) => claimsOf(new TokenSet(tokens), client) },
    jwks_endpoint: document.jwks_uri,
    idToken: true,
    checks: ["pkce", "state"],
    profile(profile) {
      return {
        id: `${settings.subjectPrefix}${profile.sub}`,
        name: profile.name ?? null,
        email: profile.email?.toLowerCase() ?? null,
        image: profile.picture ?? null,
      };
    },
  };
}

/** The providers configured (Google first), each with its discovery; one that cannot be discovered now is left out and logged. */
async function configuredProviders(config: AppConfig): Promise<OAuthConfig<OidcClaims>[]> {
  const settings: ProviderSettings[] = [];
  const { google, oidc } = config;
  if (google.clientId && google.clientSecret) {
    const scopes = ["openid", "email", "profile"];
    settings.push({
      id: GOOGLE_PROVIDER_ID,
      name: "Google",
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      scopes,
      subjectPrefix: "",
    });
  }
  if (oidc) settings.push({ id: OIDC_PROVIDER_ID, ...oidc, subjectPrefix: OIDC_SUBJECT_PREFIX });
  const providers = await Promise.all(
    settings.map((s) =>
      oidcProvider(s).catch((error: unknown) => {
        log.warn({ provider: s.id, reason: error instanceof Error ? error.message : "unexpected" }, "OpenID discovery failed");
        return null;
      }),
    ),
  );
  return providers.filter((p) => p !== null);
}

// What a refused sign-in's log line says: a reason code, never the message
// (openid-client's state mismatch message names the expected state).
const CALLBACK_REASONS: [RegExp, string][] = [
  [/^State cookie was missing/, "state_cookie_missing"],
  [/^State value could not be parsed/, "state_cookie_invalid"],
  [/^state mismatch/, "state_mismatch"],
  [/^state missing/, "state_missing"],
  [/^PKCE code_verifier cookie was missing/, "pkce_cookie_missing"],
  [/^PKCE code_verifier value could not be parsed/, "pkce_cookie_invalid"],
  [/cookie was created for a different provider/, "provider_mismatch"],
  [/^iss (mismatch|missing)/, "issuer_mismatch"],
  [/^invalid_grant/, "code_rejected"],
  [/^invalid_client/, "client_rejected"],
  [/^userinfo/, "userinfo_failed"],
  [/^expected 200 OK|^outgoing request timed out|ECONNREFUSED|fetch failed/, "provider_unreachable"],
];

type ErrorMetadata = { error?: unknown; providerId?: string } | Error | undefined;

function messageOf(metadata: ErrorMetadata): string {
  const error = metadata instanceof Error ? metadata : metadata?.error;
  return error instanceof Error ? error.message : "";
}

/** The reason code of a next-auth error during sign-in; "" when logged already, null for other errors. */
export function refusalReason(code: string, metadata: ErrorMetadata): string | null {
  const message = messageOf(metadata);
  switch (code) {
    case "OAUTH_CALLBACK_HANDLER_ERROR": {
      // The provider sent the browser back with ?error= (access_denied: cancelled at consent).
      const providerError = !(metadata instanceof Error) && metadata?.providerId ? message : "";
      return /^[a-z_]{1,40}$/.test(providerError) ? `provider_${providerError}` : "callback_failed";
    }
    case "OAUTH_CALLBACK_ERROR":
      // A bare Error is the provider's ?error=, already logged as OAUTH_CALLBACK_HANDLER_ERROR.
      if (metadata instanceof Error) return "";
      return CALLBACK_REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? "id_token_invalid";
    case "SIGNIN_OAUTH_ERROR":
      return "signin_failed";
    case "OAUTH_PARSE_PROFILE_ERROR":
      return "profile_invalid";
    default:
      return null;
  }
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

export async function buildAuthOptions(): Promise<AuthOptions> {
  const config = getConfig();
  applyConfiguredOrigin(config);
  return {
    secret: config.authSecret,
    providers: await configuredProviders(config),
    session: { strategy: "jwt", maxAge: BRIDGE_SECONDS },
    jwt: { maxAge: BRIDGE_SECONDS },
    // next-auth's own pages are never shown: its errors land on our status page.
    pages: { signIn: OAUTH_CALLBACK_PAGE, error: OAUTH_CALLBACK_PAGE },
    callbacks: {
      // Only an account with an address may go on, and one the provider says is verified when it says (Google verifies the addresses it issues).
      signIn({ profile, account }) {
        const claims = profile as OidcClaims | undefined;
        const refusal = !claims?.email ? "email_missing" : claims.email_verified === false || claims.email_verified === "false" ? "email_unverified" : null;
        if (refusal) logRefusedSignIn(account?.provider, refusal);
        return !refusal;
      },
    },
    // Codes only: no tokens, profiles, cookies or error messages (which may quote a state or nonce) in the logs.
    logger: {
      error(code, metadata) {
        const reason = refusalReason(code, metadata as ErrorMetadata);
        const provider = metadata instanceof Error ? undefined : (metadata as { providerId?: string } | undefined)?.providerId;
        if (reason) logRefusedSignIn(provider, reason);
        else if (reason === null) log.warn({ code }, "next-auth error");
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

/**
 * The flow (login or register) a sign-in that next-auth turned away had
 * started: its error address does not say, but the callback address it keeps
 * in a cookie does (…/complete?state=register). Only picks where the status
 * page goes next.
 */
export function flowOfRefusedSignIn(cookieHeader: string | null | undefined): GoogleFlowState | null {
  const cookies = parseCookies(cookieHeader ?? "");
  for (const name of NEXTAUTH_CALLBACK_URL_COOKIES) {
    const value = cookies[name];
    if (!value) continue;
    const state = URL.canParse(value, "http://n") ? new URL(value, "http://n").searchParams.get("state") : null;
    if ((GOOGLE_FLOW_STATES as readonly string[]).includes(state ?? "")) return state as GoogleFlowState;
  }
  return null;
}

/** Set-Cookie values that delete next-auth's bridge cookie (both of its names). */
export function clearedNextAuthCookies(): string[] {
  return NEXTAUTH_SESSION_COOKIES.map((name) =>
    serialize(name, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0, secure: name.startsWith("__Secure-") }),
  );
}
