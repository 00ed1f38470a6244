// Tebe-face sign-in values shared by pages, route handlers and tests. Pure
// values: safe on client and server.

/** The two Google flows; the state travels through next-auth's callback URL. */
export const GOOGLE_FLOW_STATES = ["login", "register"] as const;
export type GoogleFlowState = (typeof GOOGLE_FLOW_STATES)[number];

/** next-auth's id for the Google (OpenID Connect) provider: /api/auth/signin/google. */
export const GOOGLE_PROVIDER_ID = "google";
/** next-auth's id for the generic OpenID Connect provider (OIDC_*): /api/auth/signin/oidc. */
export const OIDC_PROVIDER_ID = "oidc";

/** The server half of /oauth-callback: next-auth ends the OAuth dance here. */
export const OAUTH_COMPLETE_PATH = "/oauth-callback/complete";
export const OAUTH_CALLBACK_PAGE = "/oauth-callback";

/** Result codes of the Google sign-in flow, read by /oauth-callback (also the envelope errors of the token calls). */
export const LOGIN_FAILED_NOT_REGISTERED = "LOGIN_FAILED_NOT_REGISTERED";
export const USER_ALREADY_REGISTERED = "USER_ALREADY_REGISTERED";

/** What /oauth-callback shows, passed as ?result= by the server half (or next-auth's ?error=). */
export const OAUTH_RESULTS = [
  "ok",
  LOGIN_FAILED_NOT_REGISTERED,
  USER_ALREADY_REGISTERED,
  "NO_IDENTITY",
  "LOGIN_FAILED",
  "REGISTRATION_FAILED",
  "UNKNOWN_STATE",
] as const;
export type OAuthResult = (typeof OAUTH_RESULTS)[number];

/** The OAuth status page redirects after 10 s (documents: "OAuth status 10 s"). */
export const OAUTH_STATUS_REDIRECT_MS = 10_000;

/** Where each flow goes once it worked: login to the home, register to onboarding. */
export const AFTER_LOGIN_URL = "/tbhome";
export const AFTER_REGISTER_URL = "/tbonboarding";

/** Email accounts: a password has at least 8 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/**
 * "A fixed demo password value is sent by auth calls": demo accounts
 * (/tb_demo_register) all use this password, so they exist only where demo
 * mode or test routes are on.
 */
export const DEMO_PASSWORD = "hems-demo-2024";
