import { NextRequest } from "next/server";
import { parse as parseSetCookie } from "cookie";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { startOidcFake, type OidcFake } from "../fixtures/oidc-fake";
import { db } from "@/lib/db";
import { forgetGoogleKeysForTests } from "@/lib/tebeauth/google-token";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as completeOAuth } from "@/app/oauth-callback/complete/route";
import { POST as registerWithToken } from "@/app/api/tebeauth/register_with_token/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";

// The whole Google sign-in as a browser does it: next-auth's csrf and signin,
// the provider's authorize (a local OpenID Connect provider on 127.0.0.1), the
// callback where next-auth exchanges the code and checks the ID token, then
// /oauth-callback/complete, which issues the app's own session.

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
let fake: OidcFake;
let database: TestDatabase;

beforeAll(async () => {
  fake = await startOidcFake();
  database = await createTestDatabase({
    DEPLOY_TYPE: "tebe",
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_ISSUER: fake.issuer,
    NEXTAUTH_URL: ORIGIN,
  });
  forgetGoogleKeysForTests();
});
afterAll(async () => {
  await database.drop();
  await fake.close();
});

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

/** Clicks "Sign in with Google" (state login or register) and follows every redirect back to /oauth-callback. */
async function googleSignIn(jar: Jar, state: string) {
  const csrf = (await (await nextAuth(jar, "GET", "/api/auth/csrf")).json()) as { csrfToken: string };
  // What next-auth/react's signIn("google", { callbackUrl }) posts.
  const signin = await nextAuth(jar, "POST", "/api/auth/signin/google", {
    csrfToken: csrf.csrfToken,
    callbackUrl: `/oauth-callback/complete?state=${state}`,
    json: "true",
  });
  const { url: authorizeUrl } = (await signin.json()) as { url: string };
  expect(authorizeUrl.startsWith(`${fake.issuer}/authorize?`)).toBe(true);
  const authorize = new URL(authorizeUrl).searchParams;
  expect(authorize.get("scope")).toBe("openid email profile");
  expect(authorize.get("code_challenge_method")).toBe("S256");
  expect(authorize.get("state")).toBeTruthy();

  const provider = await fetch(authorizeUrl, { redirect: "manual" });
  const callback = provider.headers.get("location")!;
  expect(callback.startsWith(`${ORIGIN}/api/auth/callback/google?`)).toBe(true);
  const afterCallback = await nextAuth(jar, "GET", callback.slice(ORIGIN.length));
  const complete = afterCallback.headers.get("location")!;
  if (!complete.startsWith(`${ORIGIN}/oauth-callback/complete`)) return { location: complete, response: afterCallback };

  const finished = await call(completeOAuth, complete.slice(ORIGIN.length), { cookie: jar.header() });
  jar.take(finished.response);
  return { location: finished.response.headers.get("location")!, response: finished.response };
}

test("login with Google for an account nobody registered ends in LOGIN_FAILED_NOT_REGISTERED", async () => {
  fake.user = { sub: "flow-sub-1", email: "flow1@example.com", name: "Flow One", email_verified: true };
  const jar = new Jar();
  const tokenRequests = fake.tokenRequests;
  const { location } = await googleSignIn(jar, "login");
  expect(location).toBe("/oauth-callback?result=LOGIN_FAILED_NOT_REGISTERED&state=login");
  expect(fake.tokenRequests).toBe(tokenRequests + 1);
  expect(jar.has("hems_session")).toBe(false);
  // next-auth's bridge cookie is gone either way.
  expect(jar.has("next-auth.session-token")).toBe(false);
  expect(await db().user.count()).toBe(0);
});

test("register with Google, finish onboarding, then log in with Google", async () => {
  fake.user = { sub: "flow-sub-2", email: "Flow2@Example.com", name: "Flow Two", email_verified: true };
  const jar = new Jar();
  const registered = await googleSignIn(jar, "register");
  expect(registered.location).toBe("/oauth-callback?result=ok&state=register");
  expect(jar.has("hems_google_registration")).toBe(true);
  expect(jar.has("hems_session")).toBe(false);

  // Onboarding's account step.
  const created = await call(registerWithToken, "/api_tebeauth/register_with_token", {
    body: { onboard_data: { user_profile: { home_name: "Flow Home" } } },
    cookie: jar.header(),
  });
  expect(created.status).toBe(200);
  expect(created.json.data).toMatchObject({ home_name: "Flow Home", owner_name: "Flow Two", home_number: expect.stringMatching(/^\d{10}$/) });

  const other = new Jar();
  const login = await googleSignIn(other, "login");
  expect(login.location).toBe("/oauth-callback?result=ok&state=login");
  expect(other.has("hems_session")).toBe(true);
  const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: other.header() });
  expect(status.json.data).toMatchObject({ type: "owner", email: "flow2@example.com", home_name: "Flow Home" });

  const again = await googleSignIn(new Jar(), "register");
  expect(again.location).toBe("/oauth-callback?result=USER_ALREADY_REGISTERED&state=register");
});

test("a Google account without a verified address is turned away by next-auth onto the status page", async () => {
  fake.user = { sub: "flow-sub-3", email: "flow3@example.com", email_verified: false };
  const { location } = await googleSignIn(new Jar(), "login");
  // next-auth's AccessDenied goes to its error endpoint, which sends the browser to /oauth-callback?error=...
  expect(location).toBe(`${ORIGIN}/api/auth/error?error=AccessDenied`);
  expect(await followToPage(new Jar(), location)).toBe("/oauth-callback?error=AccessDenied");
  expect(await db().user.count({ where: { googleSubject: "flow-sub-3" } })).toBe(0);
});

test("a callback whose state does not match the browser's is refused by next-auth", async () => {
  fake.user = { sub: "flow-sub-4", email: "flow4@example.com", email_verified: true };
  const jar = new Jar();
  const csrf = (await (await nextAuth(jar, "GET", "/api/auth/csrf")).json()) as { csrfToken: string };
  const signin = await nextAuth(jar, "POST", "/api/auth/signin/google", {
    csrfToken: csrf.csrfToken,
    callbackUrl: "/oauth-callback/complete?state=login",
    json: "true",
  });
  const { url } = (await signin.json()) as { url: string };
  const forged = new URL(url);
  forged.searchParams.set("state", "attacker-state");
  const callback = (await fetch(forged, { redirect: "manual" })).headers.get("location")!;
  const response = await nextAuth(jar, "GET", callback.slice(ORIGIN.length));
  expect(response.headers.get("location")).toBe(`${ORIGIN}/api/auth/error?error=OAuthCallback`);
  expect(jar.has("next-auth.session-token")).toBe(false);
  expect(await followToPage(jar, response.headers.get("location")!)).toMatch(/^\/oauth-callback\?(.*&)?error=OAuthCallback/);
});
