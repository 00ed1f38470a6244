import { call, cookieFrom, freshClientIps, sessionCookieOf } from "../helpers/http";
import { signedIn } from "../helpers/accounts";
import type { TestOidcProvider } from "../helpers/oidc-provider";
import { startTebeWithGoogle } from "../helpers/tebe-google";
import { db } from "@/lib/db";
import { AccountTakenError, createOwnerWithHome } from "@/lib/tebeauth/queries";
import { POST as loginWithToken } from "@/app/api/tebeauth/login_with_token/route";
import { POST as preregisterWithToken } from "@/app/api/tebeauth/preregister_with_token/route";
import { POST as registerWithToken } from "@/app/api/tebeauth/register_with_token/route";
import { POST as emailRegister } from "@/app/api/tebeauth/register/route";
import { POST as emailLogin } from "@/app/api/tebeauth/login/route";
import { POST as emailUnregister } from "@/app/api/tebeauth/unregister/route";
import { POST as demoRegister } from "@/app/api/tebeauth/demoregister/route";
import { POST as demoUnregister } from "@/app/api/tebeauth/demounregister/route";
import { GET as loginStatus, GET as isLogin, GET as islogin } from "@/app/api/tebeauth/is_login/route";
import { GET as isLoginDetails } from "@/app/api/tebeauth/is_login_details/route";
import { GET as profile } from "@/app/api/tebeauth/profile/route";
import { GET as checkUserId } from "@/app/api/tebeauth/check_user_id/route";
import { GET as logout } from "@/app/api/tebeauth/logout/route";
import { GET as bnx } from "@/app/api/tebeauth/bnx/route";
import { GET as deployType } from "@/app/api/tebeauth/deploy_type/route";
import { GET as isTebeServer } from "@/app/api/tebeauth/is_tebe_server/route";
import { POST as isAdmin, POST as loginIsAdmin } from "@/app/api/login/is_admin/route";
import { GET as completeOAuth } from "@/app/(app)/oauth-callback/complete/route";

let fake: TestOidcProvider;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ fake, stop } = await startTebeWithGoogle({ ADMIN_EMAILS: "Admin@Example.com", DEMO: "true" }));
});
afterAll(() => stop());

const freshIp = freshClientIps("10.9");

function cookieNamed(response: Response, name: string): string | undefined {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return set ? cookieFrom(set) : undefined;
}

async function counts() {
  return { users: await db().user.count(), homes: await db().home.count(), sessions: await db().session.count() };
}

/** Registers a Google account through preregister_with_token + register_with_token. */
async function registerGoogle(user: { sub: string; email: string; name?: string }, onboardData: unknown = {}) {
  fake.user = { ...user, email_verified: true };
  const headers = freshIp();
  const pre = await call(preregisterWithToken, "/api_tebeauth/preregister_with_token", { body: { id_token: await fake.idToken() }, headers });
  expect(pre.status).toBe(200);
  const registration = cookieNamed(pre.response, "hems_google_registration");
  expect(registration).toBeDefined();
  return call(registerWithToken, "/api_tebeauth/register_with_token", { body: { onboard_data: onboardData }, cookie: registration, headers });
}

describe("Google ID tokens", () => {
  test("login_with_token for an unregistered Google account is LOGIN_FAILED_NOT_REGISTERED and creates nothing", async () => {
    fake.user = { sub: "sub-unregistered", email: "nobody@example.com", email_verified: true };
    const before = await counts();
    const { status, json, response } = await call(loginWithToken, "/api_tebeauth/login_with_token", {
      body: { id_token: await fake.idToken() },
      headers: freshIp(),
    });
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: false, error: "LOGIN_FAILED_NOT_REGISTERED" });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  test("preregister then register_with_token creates one home with a 10-digit number, signs in, and runs once", async () => {
    const first = await registerGoogle(
      { sub: "sub-alice", email: "Alice@Example.com", name: "Alice Liddell" },
      { step3: { choice: "Choice 1" }, user_profile: { home_name: "  Wonderland ", owner_name: "Alice" } },
    );
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      owner_name: "Alice",
      home_name: "Wonderland",
      home_number: expect.stringMatching(/^\d{10}$/),
      email: "alice@example.com",
    });
    const user = await db().user.findUniqueOrThrow({ where: { googleSubject: "sub-alice" }, include: { home: true } });
    expect(user.email).toBe("alice@example.com");
    expect(user.home.number).toBe(first.json.data.home_number);
    const session = sessionCookieOf(first.response);
    expect(session).toBeDefined();
    // The preregistration cookie is used up.
    expect(first.response.headers.getSetCookie().some((c) => /^hems_google_registration=;/.test(c))).toBe(true);
    const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: session });
    expect(status.json.data).toEqual({
      type: "owner",
      email: "alice@example.com",
      guest_name: null,
      home_name: "Wonderland",
      home_number: first.json.data.home_number,
      owner_name: "Alice",
      badge_color: "#68d8e7",
      deploy_type: "tebe",
    });

    // A second registration of the same Google account is refused, with the token or the old cookie.
    const again = await call(registerWithToken, "/api_tebeauth/register_with_token", {
      body: { id_token: await fake.idToken(), onboard_data: {} },
      headers: freshIp(),
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ status: false, error: "USER_ALREADY_REGISTERED" });
    const pre = await call(preregisterWithToken, "/api_tebeauth/preregister_with_token", { body: { id_token: await fake.idToken() }, headers: freshIp() });
    expect(pre.json).toMatchObject({ status: false, error: "USER_ALREADY_REGISTERED" });
    expect(await db().user.count({ where: { googleSubject: "sub-alice" } })).toBe(1);
    expect(await db().home.count({ where: { users: { some: { googleSubject: "sub-alice" } } } })).toBe(1);
  });

  test("register_with_token also takes an id_token, and uses the Google name and a default home name", async () => {
    fake.user = { sub: "sub-bob", email: "bob@example.com", name: "Bob Builder With A Very Long Name", email_verified: true };
    const { status, json } = await call(registerWithToken, "/api_tebeauth/register_with_token", {
      body: { id_token: await fake.idToken() },
      headers: freshIp(),
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ owner_name: "Bob Builder With A V", home_name: "My Home", email: "bob@example.com" });
  });

  test("register_with_token without a Google sign-in, or with a forged preregistration, is refused", async () => {
    const before = await counts();
    const none = await call(registerWithToken, "/api_tebeauth/register_with_token", { body: { onboard_data: {} } });
    expect(none.status).toBe(403);
    expect(none.json.error).toBe("You have not signed in with Google. Please sign in with Google first.");
    const forged = await call(registerWithToken, "/api_tebeauth/register_with_token", {
      body: { onboard_data: {} },
      cookie: "hems_google_registration=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZW1haWwiOiJ4QHguY29tIn0.AAAA",
    });
    expect(forged.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  test("two registrations racing for one Google account: one home, the other is USER_ALREADY_REGISTERED", async () => {
    fake.user = { sub: "sub-race", email: "race@example.com", email_verified: true };
    const idToken = await fake.idToken();
    const replies = await Promise.all(
      [1, 2].map(() => call(registerWithToken, "/api_tebeauth/register_with_token", { body: { id_token: idToken }, headers: freshIp() })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.error).toBe("USER_ALREADY_REGISTERED");
    expect(await db().home.count({ where: { users: { some: { googleSubject: "sub-race" } } } })).toBe(1);
  });

  test("an address or Google account taken at insert time (a lost race) is AccountTakenError on either database", async () => {
    await createOwnerWithHome({ email: "clash@example.com", googleSubject: "sub-clash", homeName: "A", ownerName: "" });
    await expect(createOwnerWithHome({ email: "clash@example.com", homeName: "B", ownerName: "" })).rejects.toBeInstanceOf(AccountTakenError);
    await expect(createOwnerWithHome({ email: "other@example.com", googleSubject: "sub-clash", homeName: "B", ownerName: "" })).rejects.toBeInstanceOf(
      AccountTakenError,
    );
    expect(await db().home.count({ where: { name: "B" } })).toBe(0);
  });

  test("register_with_token checks the onboarding names", async () => {
    fake.user = { sub: "sub-long", email: "long@example.com", email_verified: true };
    const { status, json } = await call(registerWithToken, "/api_tebeauth/register_with_token", {
      body: { id_token: await fake.idToken(), onboard_data: { user_profile: { home_name: "x".repeat(21) } } },
      headers: freshIp(),
    });
    expect(status).toBe(400);
    expect(json.error).toBe("Home Name cannot exceed 20 characters.");
    expect(await db().user.count({ where: { email: "long@example.com" } })).toBe(0);
  });

  test("login_with_token with a valid token signs a registered owner in", async () => {
    await registerGoogle({ sub: "sub-carol", email: "carol@example.com", name: "Carol" });
    fake.user = { sub: "sub-carol", email: "carol@example.com", email_verified: true };
    const { status, json, response } = await call(loginWithToken, "/api_tebeauth/login_with_token", {
      body: { id_token: await fake.idToken() },
      headers: freshIp(),
    });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      email: "carol@example.com",
      owner_name: "Carol",
      badge_color: "#68d8e7",
      home_number: expect.stringMatching(/^\d{10}$/),
      home_name: "My Home",
    });
    const session = sessionCookieOf(response);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("hems_session="))).toMatch(/HttpOnly/i);
    expect((await call(isLogin, "/api_tebeauth/is_login", { cookie: session })).json.data.type).toBe("owner");
  });

  test.each([
    ["expired", () => fake.idToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
    ["for another client (audience)", () => fake.idToken({ aud: "someone-elses-client" })],
    ["from another issuer", () => fake.idToken({ iss: "https://issuer.example" })],
    ["signed with a key the provider does not publish", async () => fake.idToken({}, { key: await fake.foreignKey() })],
    [
      "tampered after signing",
      async () => {
        const [header, payload = "", signature] = (await fake.idToken()).split(".");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
        claims.sub = "sub-dave-other";
        return [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
      },
    ],
    [
      "unsigned (alg none)",
      async () => {
        const [, payload] = (await fake.idToken()).split(".");
        return `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
      },
    ],
    ["not a token at all", async () => "not-a-jwt"],
    ["for an unverified address", () => fake.idToken({ email_verified: false })],
  ])("a token %s is refused with 401 and changes nothing", async (_label, makeToken) => {
    if (!(await db().user.count({ where: { googleSubject: "sub-dave" } }))) await registerGoogle({ sub: "sub-dave", email: "dave@example.com" });
    fake.user = { sub: "sub-dave", email: "dave@example.com", email_verified: true };
    const idToken = await makeToken();
    const before = await counts();
    for (const handler of [loginWithToken, preregisterWithToken]) {
      const { status, json, response } = await call(handler, "/api_tebeauth/x", { body: { id_token: idToken }, headers: freshIp() });
      expect(status).toBe(401);
      expect(json.status).toBe(false);
      expect(json.error).toMatch(/Google ID token|not verified/);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const register = await call(registerWithToken, "/api_tebeauth/register_with_token", { body: { id_token: idToken }, headers: freshIp() });
    expect(register.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  test("a missing id_token is a 400", async () => {
    const { status, json } = await call(loginWithToken, "/api_tebeauth/login_with_token", { body: {} });
    expect(status).toBe(400);
    expect(json.error).toBe("The Google ID token is missing.");
  });

  test("a burst of bad tokens from one address is stopped with 429", async () => {
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(loginWithToken, "/x", { body: { id_token: "bad.token.here" }, headers })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the server half of /oauth-callback", () => {
  test("without next-auth's verified account it reports NO_IDENTITY and issues no session", async () => {
    const { status, response } = await call(completeOAuth, "/oauth-callback/complete?state=login");
    expect(status).toBe(303);
    expect(response.headers.get("location")).toBe("/oauth-callback?result=NO_IDENTITY&state=login");
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  test("a forged next-auth cookie is no identity", async () => {
    const { response } = await call(completeOAuth, "/oauth-callback/complete?state=login", {
      cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged",
    });
    expect(response.headers.get("location")).toBe("/oauth-callback?result=NO_IDENTITY&state=login");
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  test("an unknown state is reported as such", async () => {
    const { response } = await call(completeOAuth, "/oauth-callback/complete?state=steal");
    expect(response.headers.get("location")).toBe("/oauth-callback?result=UNKNOWN_STATE");
  });
});

describe("email and password", () => {
  test.each([
    [{}, "Please enter your email."],
    [{ email: "  ", password: "longenough" }, "Please enter your email."],
    [{ email: "not-an-email", password: "longenough" }, "Please enter a valid email address."],
    [{ email: "a@b.example" }, "Please enter a password."],
    [{ email: "a@b.example", password: "short" }, "The password needs at least 8 characters."],
    [{ email: "a@b.example", password: "x".repeat(129) }, "The password has at most 128 characters."],
  ])("register refuses %j", async (body, error) => {
    const before = await counts();
    const { status, json } = await call(emailRegister, "/api_tebeauth/register", { body, headers: freshIp() });
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, error });
    expect(await counts()).toEqual(before);
  });

  test("register keeps the address lower-cased and the password only as an argon2id hash; a second one is refused", async () => {
    const { status, json } = await call(emailRegister, "/api_tebeauth/register", {
      body: { email: "  Erin@Example.COM ", password: "correct horse" },
      headers: freshIp(),
    });
    expect(status).toBe(200);
    expect(json.data).toEqual({ email: "erin@example.com", home_number: expect.stringMatching(/^\d{10}$/), home_name: "My Home" });
    const user = await db().user.findUniqueOrThrow({ where: { email: "erin@example.com" } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("correct horse");
    const again = await call(emailRegister, "/api_tebeauth/register", { body: { email: "erin@example.com", password: "another one" }, headers: freshIp() });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("USER_ALREADY_REGISTERED");
  });

  test("register signs the new owner in, and onboarding's register_with_token fills that home once (template and names)", async () => {
    const headers = freshIp();
    const { status, response } = await call(emailRegister, "/api_tebeauth/register", { body: { email: "ivy@example.com", password: "ivy-password" }, headers });
    expect(status).toBe(200);
    const session = sessionCookieOf(response);
    const onboarding = cookieNamed(response, "hems_email_onboarding");
    expect(session).toBeDefined();
    expect(onboarding).toBeDefined();
    expect((await call(loginStatus, "/x", { cookie: session })).json.data).toMatchObject({ type: "owner", email: "ivy@example.com" });

    // The session alone (onboarding finished, or never started in this browser) fills nothing.
    const alone = await call(registerWithToken, "/x", { body: { onboard_data: { step3: { choice: "choice 1" } } }, cookie: session, headers });
    expect(alone.status).toBe(403);
    // The onboarding cookie without its owner's session neither.
    const cookieOnly = await call(registerWithToken, "/x", { body: { onboard_data: { step3: { choice: "choice 1" } } }, cookie: onboarding, headers });
    expect(cookieOnly.status).toBe(403);
    const user = await db().user.findUniqueOrThrow({ where: { email: "ivy@example.com" } });
    expect(await db().section.count({ where: { homeId: user.homeId } })).toBe(0);

    const both = `${session}; ${onboarding}`;
    const done = await call(registerWithToken, "/x", {
      body: { onboard_data: { step3: { choice: "choice 2" }, user_profile: { home_name: "Ivy House", owner_name: "Ivy" } } },
      cookie: both,
      headers,
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ email: "ivy@example.com", home_name: "Ivy House", owner_name: "Ivy", home_number: expect.stringMatching(/^\d{10}$/) });
    expect(done.response.headers.getSetCookie().some((c) => c.startsWith("hems_email_onboarding=;"))).toBe(true);
    const filled = await db().section.count({ where: { homeId: user.homeId } });
    expect(filled).toBeGreaterThan(0);
    // A replayed cookie applies no second template.
    expect((await call(registerWithToken, "/x", { body: { onboard_data: { step3: { choice: "choice 1" } } }, cookie: both, headers })).status).toBe(200);
    expect(await db().section.count({ where: { homeId: user.homeId } })).toBe(filled);
    expect(await db().home.count({ where: { id: user.homeId } })).toBe(1);
  });

  test("login: right password signs in (any case of the address); wrong password and unknown address get the same answer", async () => {
    await call(emailRegister, "/api_tebeauth/register", { body: { email: "frank@example.com", password: "frank-password" }, headers: freshIp() });
    const headers = freshIp();
    const good = await call(emailLogin, "/api_tebeauth/login", { body: { email: "FRANK@example.com", password: "frank-password" }, headers });
    expect(good.status).toBe(200);
    expect(good.json.data).toMatchObject({ email: "frank@example.com", home_number: expect.stringMatching(/^\d{10}$/) });
    const session = sessionCookieOf(good.response);
    expect((await call(loginStatus, "/x", { cookie: session })).json.data).toMatchObject({ type: "owner", email: "frank@example.com" });

    const wrong = await call(emailLogin, "/api_tebeauth/login", { body: { email: "frank@example.com", password: "nope-nope" }, headers });
    const unknown = await call(emailLogin, "/api_tebeauth/login", { body: { email: "ghost@example.com", password: "nope-nope" }, headers });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ status: false, error: "Wrong email or password. Please try again." });
      expect(sessionCookieOf(reply.response)).toBeUndefined();
    }
  });

  test("a Google-only account cannot be entered with a password", async () => {
    const { status } = await call(emailLogin, "/api_tebeauth/login", { body: { email: "alice@example.com", password: "whatever1" }, headers: freshIp() });
    expect(status).toBe(400);
  });

  test("a burst of wrong passwords for one account is stopped with 429, even for the right password", async () => {
    await call(emailRegister, "/api_tebeauth/register", { body: { email: "grace@example.com", password: "grace-password" }, headers: freshIp() });
    for (let i = 0; i < 5; i++) {
      expect((await call(emailLogin, "/x", { body: { email: "grace@example.com", password: `wrong-${i}-pw` }, headers: freshIp() })).status).toBe(400);
    }
    const blocked = await call(emailLogin, "/x", { body: { email: "grace@example.com", password: "grace-password" }, headers: freshIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ status: false, error: "Too many attempts. Please try again later." });
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sessionCookieOf(blocked.response)).toBeUndefined();
  });

  test("one address trying many accounts is stopped with 429", async () => {
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call(emailLogin, "/x", { body: { email: `spray${i}@example.com`, password: "guessing1" }, headers })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 60_000);

  test("one address may create SIGNUPS_PER_HOUR (10) accounts an hour; the next gets 429 and no home", async () => {
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(emailRegister, "/x", { body: { email: `family${i}@example.com`, password: "family-password" }, headers })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(await db().user.count({ where: { email: "family10@example.com" } })).toBe(0);
  }, 120_000);

  test("unregister needs the right password, then removes the home and everything in it", async () => {
    const reg = await call(emailRegister, "/x", { body: { email: "heidi@example.com", password: "heidi-password" }, headers: freshIp() });
    const homeNumber = reg.json.data.home_number;
    const login = await call(emailLogin, "/x", { body: { email: "heidi@example.com", password: "heidi-password" }, headers: freshIp() });
    const session = sessionCookieOf(login.response);

    const wrong = await call(emailUnregister, "/api_tebeauth/unregister", {
      body: { email: "heidi@example.com", password: "not-heidi" },
      cookie: session,
      headers: freshIp(),
    });
    expect(wrong.status).toBe(400);
    expect(await db().home.count({ where: { number: homeNumber } })).toBe(1);
    const bad = await call(emailUnregister, "/api_tebeauth/unregister", { body: { email: "heidi" }, headers: freshIp() });
    expect(bad.status).toBe(400);

    const done = await call(emailUnregister, "/api_tebeauth/unregister", {
      body: { email: "heidi@example.com", password: "heidi-password" },
      cookie: session,
      headers: freshIp(),
    });
    expect(done.json).toEqual({ status: true, data: true });
    expect(done.response.headers.getSetCookie().some((c) => /^hems_session=;/.test(c))).toBe(true);
    expect(await db().home.count({ where: { number: homeNumber } })).toBe(0);
    expect(await db().user.count({ where: { email: "heidi@example.com" } })).toBe(0);
    expect((await call(loginStatus, "/x", { cookie: session })).status).toBe(401);
  });

  test("demoregister answers the new user_guid and signs in; demounregister removes it", async () => {
    const { status, json, response } = await call(demoRegister, "/api_tebeauth/demoregister", {
      body: { email: "demo1@example.com", password: "hems-demo-2024" },
      headers: freshIp(),
    });
    expect(status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email: "demo1@example.com" } });
    expect(json.data).toEqual({ user_guid: user.id, email: "demo1@example.com" });
    expect(sessionCookieOf(response)).toBeDefined();
    const gone = await call(demoUnregister, "/api_tebeauth/demounregister", {
      body: { email: "demo1@example.com", password: "hems-demo-2024" },
      headers: freshIp(),
    });
    expect(gone.json).toEqual({ status: true, data: true });
    expect(await db().user.count({ where: { email: "demo1@example.com" } })).toBe(0);
  });
});

describe("who is signed in", () => {
  test.each([
    ["login_status", loginStatus],
    ["is_login", isLogin],
    ["islogin", islogin],
    ["is_login_details", isLoginDetails],
    ["profile", profile],
  ])("%s without a session is 401 'You are not login!'", async (_name, handler) => {
    const { response, json } = await call(handler, "/x");
    expect(response.status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toMatchObject({ status: false, error: "You are not login!" });
  });

  test("a guest's status, details and profile name the host's home and no address", async () => {
    const reg = await call(emailRegister, "/x", { body: { email: "ivan@example.com", password: "ivan-password" }, headers: freshIp() });
    const home = await db().home.findUniqueOrThrow({ where: { number: reg.json.data.home_number } });
    await db().home.update({ where: { id: home.id }, data: { name: "Ivan Home", ownerName: "Ivan" } });
    const guest = await signedIn("guest", home.id);
    expect((await call(loginStatus, "/x", { cookie: guest.cookie })).json.data).toEqual({
      type: "guest",
      email: null,
      guest_name: guest.guest!.name,
      home_name: "Ivan Home",
      home_number: home.number,
      owner_name: "Ivan",
      badge_color: "#68d8e7",
      deploy_type: "tebe",
    });
    expect((await call(isLoginDetails, "/x", { cookie: guest.cookie })).json.data).toEqual({
      login_type: "guest",
      login_username: guest.guest!.name,
      home_number: home.number,
      home_name: "Ivan Home",
      guest_name: guest.guest!.name,
    });
    expect((await call(profile, "/x", { cookie: guest.cookie })).json.data).toEqual({
      owner_name: "Ivan",
      home_name: "Ivan Home",
      home_number: home.number,
      email: null,
    });
  });

  test("check_user_id tells a registered browser and an open session apart; logout ends the session", async () => {
    expect((await call(checkUserId, "/x")).json.data).toEqual({ registered: false, logged_in: false });
    await call(emailRegister, "/x", { body: { email: "judy@example.com", password: "judy-password" }, headers: freshIp() });
    const login = await call(emailLogin, "/x", { body: { email: "judy@example.com", password: "judy-password" }, headers: freshIp() });
    const session = sessionCookieOf(login.response)!;
    const known = cookieNamed(login.response, "hems_registered")!;
    expect((await call(checkUserId, "/x", { cookie: session })).json.data).toEqual({ registered: true, logged_in: true });
    expect((await call(isLoginDetails, "/x", { cookie: session })).json.data).toMatchObject({
      login_type: "owner",
      login_username: "judy@example.com",
      guest_name: null,
    });
    expect((await call(profile, "/x", { cookie: session })).json.data).toMatchObject({ email: "judy@example.com" });

    const out = await call(logout, "/api_tebeauth/logout", { cookie: session });
    expect(out.json).toEqual({ status: true, data: true });
    expect(out.response.headers.getSetCookie().some((c) => /^hems_session=;/.test(c))).toBe(true);
    expect((await call(loginStatus, "/x", { cookie: session })).status).toBe(401);
    expect((await call(checkUserId, "/x", { cookie: `${session}; ${known}` })).json.data).toEqual({ registered: true, logged_in: false });
  });

  test("bnx, deploy_type and is_tebe_server describe the server", async () => {
    expect((await call(bnx, "/api_tebeauth/bnx")).json).toEqual({ status: true, data: { client_id: fake.clientId } });
    expect((await call(deployType, "/api_tebeauth/deploy_type")).json.data).toEqual({ deploy_type: "tebe" });
    expect((await call(isTebeServer, "/api_tebeauth/is_tebe_server")).json.data).toEqual({ is_tebe_server: true });
  });
});

describe("is_admin", () => {
  test("true only for a signed-in ADMIN_EMAILS owner naming themselves; never for a guest or another owner", async () => {
    await call(emailRegister, "/x", { body: { email: "admin@example.com", password: "admin-password" }, headers: freshIp() });
    const admin = await call(emailLogin, "/x", { body: { email: "admin@example.com", password: "admin-password" }, headers: freshIp() });
    const adminCookie = sessionCookieOf(admin.response);
    const adminUser = await db().user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    await call(emailRegister, "/x", { body: { email: "plain@example.com", password: "plain-password" }, headers: freshIp() });
    const plain = await call(emailLogin, "/x", { body: { email: "plain@example.com", password: "plain-password" }, headers: freshIp() });
    const plainCookie = sessionCookieOf(plain.response);
    const guest = await signedIn("guest", adminUser.homeId);

    for (const handler of [isAdmin, loginIsAdmin]) {
      const ask = async (username: string, cookie?: string) => (await call(handler, "/x", { body: { username }, cookie })).json;
      expect(await ask("admin@example.com", adminCookie)).toEqual({ status: true, data: true });
      expect((await ask("ADMIN@example.com", adminCookie)).data).toBe(true);
      expect((await ask("plain@example.com", adminCookie)).data).toBe(false);
      expect((await ask("", adminCookie)).data).toBe(false);
      expect((await ask("plain@example.com", plainCookie)).data).toBe(false);
      expect((await ask(guest.guest!.name, guest.cookie)).data).toBe(false);
      expect((await ask("admin@example.com", guest.cookie)).data).toBe(false);
      expect((await ask("admin@example.com")).data).toBe(false);
    }
  });

  test("an owner flagged admin in the database is an admin too", async () => {
    const owner = await signedIn("owner");
    const { json } = await call(isAdmin, "/x", { body: { username: owner.user!.name }, cookie: owner.cookie });
    expect(json.data).toBe(true);
  });
});
