import { NextRequest } from "next/server";
import { parse as parseSetCookie } from "cookie";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { startOidcProvider, type TestOidcProvider } from "../helpers/oidc-provider";
import { db } from "@/lib/db";
import { resetConfigForTests } from "@/lib/config";
import { log } from "@/lib/log";
import { forgetGoogleKeysForTests } from "@/lib/tebeauth/google-token";
import { flowOfRefusedSignIn } from "@/lib/tebeauth/nextauth";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as completeOAuth } from "@/app/(app)/oauth-callback/complete/route";
import { POST as registerWithToken } from "@/app/api/tebeauth/register_with_token/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";

// The whole Google (and generic OpenID Connect) sign-in as a browser does it:
// next-auth's csrf and signin, the provider's authorize with its login and
// consent pages (node-oidc-provider on 127.0.0.1), the callback where
// next-auth exchanges the code, checks the ID token and reads userinfo when
// the ID token has no email, then /oauth-callback/complete, which issues the
// app's own session. Every flow runs against the provider in both of its
// configurations: claims in the ID token (as Google), claims only from
// userinfo (a standard provider's default).

// next-auth's route handler reads the request's cookies and headers through
// next/headers, which only works inside Next's request scope: hand it the
// request being made instead.
let mockCurrentRequest: Request | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => {
    const header = mockCurrentRequest?.headers.get("cookie") ?? "";
    const pairs = header ? header.split(/;\s*/).map((pair) => pair.split("=")) : [];
    return { getAll: () => pairs.map(([name, ...value]) => ({ name, value: decodeURIComponent(value.join("=")) })) };
  },
  headers: async () => mockCurrentRequest?.headers ?? new Headers(),
}));

const ORIGIN = "http://localhost:3000";
let withIdToken: TestOidcProvider;
let withUserinfo: TestOidcProvider;
let database: TestDatabase;
/** Everything the app logged during the test (the log is silent in tests; its calls are watched). */
let logged: string[] = [];

beforeAll(async () => {
  withIdToken = await startOidcProvider({ claimsIn: "id_token" });
  withUserinfo = await startOidcProvider({ claimsIn: "userinfo" });
  database = await createTestDatabase({
    DEPLOY_TYPE: "tebe",
    GOOGLE_CLIENT_ID: withIdToken.clientId,
    GOOGLE_CLIENT_SECRET: withIdToken.clientSecret,
    GOOGLE_ISSUER: withIdToken.issuer,
    OIDC_ISSUER: withUserinfo.issuer,
    OIDC_CLIENT_ID: withUserinfo.clientId,
    OIDC_CLIENT_SECRET: withUserinfo.clientSecret,
    OIDC_NAME: "Test OIDC",
    NEXTAUTH_URL: ORIGIN,
  });
  forgetGoogleKeysForTests();
});
afterAll(async () => {
  await database.drop();
  await Promise.all([withIdToken.close(), withUserinfo.close()]);
});
beforeEach(() => {
  logged = [];
  for (const level of ["fatal", "error", "warn", "info", "debug"] as const) {
    jest
      .spyOn(log, level)
      .mockImplementation(
        (...args: unknown[]) => void logged.push(JSON.stringify(args, (_key, value: unknown) => (value instanceof Error ? value.message : value))),
      );
  }
});
afterEach(() => jest.restoreAllMocks());

/** Points Google sign-in at another provider (GOOGLE_ISSUER), as an operator changing it would. */
function useGoogleIssuer(provider: TestOidcProvider) {
  process.env.GOOGLE_ISSUER = provider.issuer;
  resetConfigForTests();
  forgetGoogleKeysForTests();
}

/** A browser's cookie jar for one origin. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = parseSetCookie(pair)[name] ?? "";
      if (!value || /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
  }
}

async function nextAuth(jar: Jar, method: "GET" | "POST", pathAndQuery: string, form?: Record<string, string>) {
  const url = new URL(pathAndQuery, ORIGIN);
  const headers = new Headers({ host: "localhost:3000", cookie: jar.header() });
  if (form) headers.set("content-type", "application/x-www-form-urlencoded");
  const req = new NextRequest(url, { method, headers, body: form ? new URLSearchParams(form).toString() : undefined });
  mockCurrentRequest = req;
  const nextauth = url.pathname.replace(/^\/api\/auth\//, "").split("/");
  const response = await (method === "GET" ? authGet : authPost)(req, { params: Promise.resolve({ nextauth }) });
  mockCurrentRequest = undefined;
  jar.take(response);
  return response;
}

/** Follows next-auth's own redirects (its error endpoint) to the page the browser ends on. */
async function followToPage(jar: Jar, location: string): Promise<string> {
  for (let hop = 0; hop < 5; hop++) {
    const path = location.startsWith(ORIGIN) ? location.slice(ORIGIN.length) : location;
    if (!path.startsWith("/api/auth/")) return path;
    location = (await nextAuth(jar, "GET", path)).headers.get("location") ?? "";
  }
  throw new Error("too many redirects");
}

/** Clicks the sign-in button (state login or register): answers the provider's authorization address. */
async function startSignIn(jar: Jar, providerId: string, provider: TestOidcProvider, state: string, scope = "openid email profile") {
  const csrf = (await (await nextAuth(jar, "GET", "/api/auth/csrf")).json()) as { csrfToken: string };
  // What next-auth/react's signIn(providerId, { callbackUrl }) posts.
  const signin = await nextAuth(jar, "POST", `/api/auth/signin/${providerId}`, {
    csrfToken: csrf.csrfToken,
    callbackUrl: `/oauth-callback/complete?state=${state}`,
    json: "true",
  });
  const { url } = (await signin.json()) as { url: string };
  expect(url.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const authorize = new URL(url).searchParams;
  expect(authorize.get("scope")).toBe(scope);
  expect(authorize.get("code_challenge_method")).toBe("S256");
  expect(authorize.get("state")).toBeTruthy();
  return url;
}

/** The app's side of the provider's answer: next-auth's callback, then /oauth-callback/complete when next-auth let it through. */
async function finishSignIn(jar: Jar, callback: string) {
  expect(callback.startsWith(`${ORIGIN}/api/auth/callback/`)).toBe(true);
  const afterCallback = await nextAuth(jar, "GET", callback.slice(ORIGIN.length));
  const complete = afterCallback.headers.get("location")!;
  if (!complete.startsWith(`${ORIGIN}/oauth-callback/complete`)) return { location: await followToPage(jar, complete) };
  const finished = await call(completeOAuth, complete.slice(ORIGIN.length), { cookie: jar.header() });
  jar.take(finished.response);
  return { location: finished.response.headers.get("location")! };
}

/** The whole sign-in as `provider.user`, through the provider's login and consent pages. */
async function signIn(jar: Jar, state: string, { providerId = "google", provider = withIdToken } = {}) {
  const authorizeUrl = await startSignIn(jar, providerId, provider, state);
  return finishSignIn(jar, await provider.authorize(authorizeUrl));
}

/** Onboarding's account step for the registration waiting in `jar`. */
async function finishOnboarding(jar: Jar, homeName: string) {
  return call(registerWithToken, "/api_tebeauth/register_with_token", {
    body: { onboard_data: { user_profile: { home_name: homeName } } },
    cookie: jar.header(),
  });
}

function refusals(): unknown[] {
  return logged
    .map((line) => JSON.parse(line) as unknown[])
    .filter(([fields]) => (fields as { event?: string })?.event === "sign_in_refused")
    .map(([fields]) => fields);
}

describe.each([
  ["claims in the ID token", () => withIdToken],
  ["claims only from userinfo", () => withUserinfo],
])("Google sign-in against an OpenID provider with %s", (label, providerOf) => {
  let provider: TestOidcProvider;
  // Each configuration's users are its own.
  const tag = label.startsWith("claims in") ? "idt" : "uinf";
  let counts: TestOidcProvider["requests"];

  beforeAll(() => {
    provider = providerOf();
    useGoogleIssuer(provider);
    counts = { ...provider.requests };
  });

  test("login for an account nobody registered ends in LOGIN_FAILED_NOT_REGISTERED, logged", async () => {
    provider.user = { sub: `${tag}-sub-1`, email: `${tag}1@example.com`, name: "Flow One", email_verified: true };
    const jar = new Jar();
    const tokenRequests = provider.requests.token;
    const { location } = await signIn(jar, "login", { provider });
    expect(location).toBe("/oauth-callback?result=LOGIN_FAILED_NOT_REGISTERED&state=login");
    expect(provider.requests.token).toBe(tokenRequests + 1);
    expect(jar.has("hems_session")).toBe(false);
    // next-auth's bridge cookie is gone either way.
    expect(jar.has("next-auth.session-token")).toBe(false);
    expect(await db().user.count({ where: { email: `${tag}1@example.com` } })).toBe(0);
    expect(refusals()).toEqual([{ event: "sign_in_refused", provider: "google", reason: "not_registered" }]);
  });

  test("register, finish onboarding, log in; registering again is refused", async () => {
    provider.user = { sub: `${tag}-sub-2`, email: `${tag.toUpperCase()}2@Example.com`, name: "Flow Two", email_verified: true };
    const jar = new Jar();
    const registered = await signIn(jar, "register", { provider });
    expect(registered.location).toBe("/oauth-callback?result=ok&state=register");
    expect(jar.has("hems_google_registration")).toBe(true);
    expect(jar.has("hems_session")).toBe(false);

    const created = await finishOnboarding(jar, "Flow Home");
    expect(created.status).toBe(200);
    // The name came from the provider (the ID token or userinfo).
    expect(created.json.data).toMatchObject({ home_name: "Flow Home", owner_name: "Flow Two", home_number: expect.stringMatching(/^\d{10}$/) });

    const other = new Jar();
    const login = await signIn(other, "login", { provider });
    expect(login.location).toBe("/oauth-callback?result=ok&state=login");
    expect(other.has("hems_session")).toBe(true);
    const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: other.header() });
    expect(status.json.data).toMatchObject({ type: "owner", email: `${tag}2@example.com`, home_name: "Flow Home" });

    const again = await signIn(new Jar(), "register", { provider });
    expect(again.location).toBe("/oauth-callback?result=USER_ALREADY_REGISTERED&state=register");
    expect(refusals()).toEqual([{ event: "sign_in_refused", provider: "google", reason: "already_registered" }]);
  });

  test("an account whose address the provider has not verified is turned away and logged", async () => {
    provider.user = { sub: `${tag}-sub-3`, email: `${tag}3@example.com`, name: "Flow Three", email_verified: false };
    const jar = new Jar();
    const { location } = await signIn(jar, "register", { provider });
    expect(location).toBe("/oauth-callback?error=AccessDenied");
    expect(flowOfRefusedSignIn(jar.header())).toBe("register");
    expect(await db().user.count({ where: { googleSubject: `${tag}-sub-3` } })).toBe(0);
    expect(refusals()).toEqual([{ event: "sign_in_refused", provider: "google", reason: "email_unverified" }]);
  });

  test("cancelling at the provider's consent page ends on the status page before any code exchange; the status page knows it was a registration", async () => {
    provider.user = { sub: `${tag}-sub-4`, email: `${tag}4@example.com`, name: "Flow Four" };
    const jar = new Jar();
    const tokenRequests = provider.requests.token;
    const authorizeUrl = await startSignIn(jar, "google", provider, "register");
    const callback = await provider.authorize(authorizeUrl, { cancel: true });
    expect(new URL(callback).searchParams.get("error")).toBe("access_denied");
    const { location } = await finishSignIn(jar, callback);
    expect(location).toMatch(/^\/oauth-callback\?(.*&)?error=Callback/);
    expect(flowOfRefusedSignIn(jar.header())).toBe("register");
    expect(provider.requests.token).toBe(tokenRequests);
    expect(jar.has("next-auth.session-token")).toBe(false);
    expect(refusals()).toEqual([{ event: "sign_in_refused", provider: "google", reason: "provider_access_denied" }]);
  });

  test.each([
    ["changed", (state: string) => state.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "state_mismatch"],
    ["removed", () => null, "state_missing"],
  ])("a callback whose state was %s is refused before the code is exchanged; the log names neither state nor code", async (_how, tamper, reason) => {
    provider.user = { sub: `${tag}-sub-5`, email: `${tag}5@example.com`, name: "Flow Five" };
    const jar = new Jar();
    const tokenRequests = provider.requests.token;
    const authorizeUrl = await startSignIn(jar, "google", provider, "login");
    const callback = new URL(await provider.authorize(authorizeUrl));
    const state = callback.searchParams.get("state")!;
    const code = callback.searchParams.get("code")!;
    expect(state).toBe(new URL(authorizeUrl).searchParams.get("state"));
    const tampered = tamper(state);
    if (tampered === null) callback.searchParams.delete("state");
    else callback.searchParams.set("state", tampered);

    const { location } = await finishSignIn(jar, callback.toString());
    expect(location).toMatch(/^\/oauth-callback\?(.*&)?error=OAuthCallback/);
    expect(provider.requests.token).toBe(tokenRequests);
    expect(jar.has("next-auth.session-token")).toBe(false);
    expect(refusals()).toEqual([{ event: "sign_in_refused", provider: "google", reason }]);
    const everything = logged.join("\n");
    for (const secret of [state, code, provider.clientSecret, ...(tampered ? [tampered] : [])]) expect(everything).not.toContain(secret);
  });

  test("a callback replayed in another browser is refused before the code is exchanged; so is one replayed in the same browser", async () => {
    provider.user = { sub: `${tag}-sub-6`, email: `${tag}6@example.com`, name: "Flow Six" };
    const jar = new Jar();
    const authorizeUrl = await startSignIn(jar, "google", provider, "register");
    const callback = await provider.authorize(authorizeUrl);
    const tokenRequests = provider.requests.token;

    const elsewhere = new Jar();
    const replayed = await finishSignIn(elsewhere, callback);
    expect(replayed.location).toMatch(/^\/oauth-callback\?(.*&)?error=OAuthCallback/);
    expect(provider.requests.token).toBe(tokenRequests);
    expect(elsewhere.has("next-auth.session-token")).toBe(false);

    // The browser that started it still finishes; opening the callback there again is refused too.
    expect((await finishSignIn(jar, callback)).location).toBe("/oauth-callback?result=ok&state=register");
    expect((await finishSignIn(jar, callback)).location).toMatch(/^\/oauth-callback\?(.*&)?error=OAuthCallback/);
    expect(provider.requests.token).toBe(tokenRequests + 1);
    expect(refusals()).toEqual([
      { event: "sign_in_refused", provider: "google", reason: "state_cookie_missing" },
      { event: "sign_in_refused", provider: "google", reason: "state_cookie_missing" },
    ]);
    const code = new URL(callback).searchParams.get("code")!;
    expect(logged.join("\n")).not.toContain(code);
  });

  test("the provider's discovery document and key set were fetched once for all these sign-ins; userinfo only when the ID token had no email", () => {
    expect(provider.requests.token - counts.token).toBeGreaterThanOrEqual(5);
    expect(provider.requests.discovery - counts.discovery).toBe(1);
    expect(provider.requests.jwks - counts.jwks).toBe(1);
    if (provider.claimsIn === "userinfo") expect(provider.requests.userinfo - counts.userinfo).toBe(provider.requests.token - counts.token);
    else expect(provider.requests.userinfo - counts.userinfo).toBe(0);
  });
});

test("the same account whichever way the claims arrive: registered with claims in the ID token, signed in with claims from userinfo", async () => {
  const user = { sub: "same-sub", email: "same@example.com", name: "Same Person", email_verified: true };
  useGoogleIssuer(withIdToken);
  withIdToken.user = user;
  const jar = new Jar();
  expect((await signIn(jar, "register", { provider: withIdToken })).location).toBe("/oauth-callback?result=ok&state=register");
  expect((await finishOnboarding(jar, "Same Home")).status).toBe(200);

  useGoogleIssuer(withUserinfo);
  withUserinfo.user = user;
  const other = new Jar();
  expect((await signIn(other, "login", { provider: withUserinfo })).location).toBe("/oauth-callback?result=ok&state=login");
  const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: other.header() });
  expect(status.json.data).toMatchObject({ type: "owner", email: "same@example.com", home_name: "Same Home" });
  expect(await db().user.count({ where: { email: "same@example.com" } })).toBe(1);
});

test("the generic OpenID Connect provider (OIDC_*) registers and signs in accounts of its own, apart from Google's", async () => {
  useGoogleIssuer(withIdToken);
  // The same subject at Google and at the generic provider are two people.
  const user = { sub: "generic-sub", email: "generic@example.com", name: "Generic Person", email_verified: true };
  withUserinfo.user = user;
  const jar = new Jar();
  expect((await signIn(jar, "register", { providerId: "oidc", provider: withUserinfo })).location).toBe("/oauth-callback?result=ok&state=register");
  expect((await finishOnboarding(jar, "Generic Home")).status).toBe(200);
  expect(await db().user.count({ where: { googleSubject: "oidc:generic-sub" } })).toBe(1);

  const other = new Jar();
  expect((await signIn(other, "login", { providerId: "oidc", provider: withUserinfo })).location).toBe("/oauth-callback?result=ok&state=login");
  expect(other.has("hems_session")).toBe(true);

  withIdToken.user = user;
  expect((await signIn(new Jar(), "login", { provider: withIdToken })).location).toBe("/oauth-callback?result=LOGIN_FAILED_NOT_REGISTERED&state=login");
});
