import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { POST as checkUsername } from "@/app/api/session/check_username/route";
import { POST as checkPassword } from "@/app/api/session/check_password/route";
import { POST as emailRegister } from "@/app/api/tebeauth/register/route";
import { POST as emailLogin } from "@/app/api/tebeauth/login/route";
import { POST as emailUnregister } from "@/app/api/tebeauth/unregister/route";
import { db } from "@/lib/db";
import { ensureHomeOwner } from "@/lib/accounts/owners";
import { nth } from "../helpers/checked";

// The owner lockout rules (issue 13, point 4), on both faces: a known device
// (signed hems_device cookie) is never locked out by failures from elsewhere;
// unknown devices are limited per address (hard) and slowed down per account
// (progressive waits, never the old 15-minute lock). Time moves by faking only
// Date, which the in-memory limiter reads; no test sleeps.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
afterEach(() => jest.useRealTimers());

/** Freezes Date (only Date: timers, I/O and the database run as usual); returns a way to move it on. */
function controlClock() {
  let now = Date.now();
  jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  return (seconds: number) => {
    now += seconds * 1000;
    jest.setSystemTime(now);
  };
}

let ipCounter = 0;
function freshIp() {
  ipCounter++;
  return `10.13.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

type Reply = { status: number; retryAfter: number | null; deviceCookie?: string; sessionSet: boolean };
type Face = {
  name: string;
  /** A new account; answers its name and right secret. */
  create(): Promise<{ account: string; secret: string }>;
  wrongSecret: string;
  /** One sign-in attempt from an address, with the cookies a browser carries. */
  attempt(account: string, secret: string, ip: string, cookie?: string): Promise<Reply>;
};

function reply(response: Response): Reply {
  const set = response.headers.getSetCookie();
  const device = set.find((c) => c.startsWith("hems_device=") && !c.startsWith("hems_device=;"));
  const retryAfter = response.headers.get("retry-after");
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    deviceCookie: device ? cookieFrom(device) : undefined,
    sessionSet: set.some((c) => c.startsWith("hems_session=") && !c.startsWith("hems_session=;")),
  };
}

let accountCounter = 0;
const faces: Face[] = [
  {
    name: "home face: name and key",
    async create() {
      const account = `lk${++accountCounter}`;
      await ensureHomeOwner(db(), { name: account, key: "2468" });
      return { account, secret: "2468" };
    },
    wrongSecret: "1111",
    async attempt(account, key, ip, cookie) {
      const headers = { "x-hems-client-ip": ip };
      const name = await call(checkUsername, "/check_username", { body: { username: account }, headers });
      const nameCookie = cookieFrom(name.response.headers.get("set-cookie")!);
      const { response } = await call(checkPassword, "/check_password", { body: { key }, headers, cookie: [nameCookie, cookie].filter(Boolean).join("; ") });
      return reply(response);
    },
  },
  {
    name: "tebe face: email and password",
    async create() {
      const account = `lockout${++accountCounter}@example.com`;
      const registered = await call(emailRegister, "/api_tebeauth/register", {
        body: { email: account, password: "right-password" },
        headers: { "x-hems-client-ip": freshIp() },
      });
      expect(registered.status).toBe(200);
      return { account, secret: "right-password" };
    },
    wrongSecret: "wrong-password",
    async attempt(email, password, ip, cookie) {
      const { response } = await call(emailLogin, "/api_tebeauth/login", { body: { email, password }, headers: { "x-hems-client-ip": ip }, cookie });
      return reply(response);
    },
  },
];

describe.each(faces)("$name", (face) => {
  /** The owner signs in once from their own browser: answers its device cookie. */
  async function knownDevice(account: string, secret: string): Promise<string> {
    const first = await face.attempt(account, secret, freshIp());
    expect(first.status).toBe(200);
    expect(first.deviceCookie).toBeDefined();
    return first.deviceCookie!;
  }

  /** Strangers use up the five free attempts of unknown devices: each a 400. */
  async function spendFreeAttempts(account: string) {
    for (let i = 0; i < 5; i++) expect((await face.attempt(account, face.wrongSecret, freshIp())).status).toBe(400);
  }

  /** A new account whose free attempts are used up: the right secret from an unknown device is refused (429) now. */
  async function slowedDown() {
    const { account, secret } = await face.create();
    await spendFreeAttempts(account);
    const refused = await face.attempt(account, secret, freshIp());
    expect(refused.status).toBe(429);
    return { account, secret, refused };
  }

  test("a successful sign-in sets a long-lived, HttpOnly, SameSite=Lax device cookie, Secure where the session cookie is", async () => {
    const { account, secret } = await face.create();
    const plain = face.name.startsWith("home")
      ? await call(checkUsername, "/check_username", { body: { username: account } }).then(async (name) =>
          call(checkPassword, "/check_password", { body: { key: secret }, cookie: cookieFrom(name.response.headers.get("set-cookie")!) }),
        )
      : await call(emailLogin, "/api_tebeauth/login", { body: { email: account, password: secret } });
    const device = plain.response.headers.getSetCookie().find((c) => c.startsWith("hems_device="))!;
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(device)?.[1])).toBeGreaterThanOrEqual(365 * 86_400);
    expect(device).not.toMatch(/Secure/i);
    // Behind an HTTPS proxy the session cookie is Secure: so is the device cookie.
    const headers = { "x-forwarded-proto": "https" };
    const https = face.name.startsWith("home")
      ? await call(checkUsername, "/check_username", { body: { username: account }, headers }).then(async (name) =>
          call(checkPassword, "/check_password", { body: { key: secret }, headers, cookie: cookieFrom(name.response.headers.get("set-cookie")!) }),
        )
      : await call(emailLogin, "/api_tebeauth/login", { body: { email: account, password: secret }, headers });
    const set = https.response.headers.getSetCookie();
    expect(set.find((c) => c.startsWith("hems_session="))).toMatch(/Secure/i);
    expect(set.find((c) => c.startsWith("hems_device="))).toMatch(/Secure/i);
    // The cookie does not carry the account's name or address.
    expect(decodeURIComponent(device)).not.toContain(account);
    expect(Buffer.from(nth(nth(device.split("="), 1).split("."), 1), "base64url").toString()).not.toContain(account);
  });

  test("failures from elsewhere do not lock out the owner's known device", async () => {
    const advance = controlClock();
    const { account, secret } = await face.create();
    const device = await knownDevice(account, secret);
    // A stranger keeps guessing from many addresses, waiting out every delay.
    for (let i = 0; i < 8; i++) {
      if (i > 0) advance(60);
      expect((await face.attempt(account, face.wrongSecret, freshIp())).status).toBe(400);
    }
    // Strangers are slowed down now: even the right secret must wait from an unknown device...
    expect((await face.attempt(account, secret, freshIp())).status).toBe(429);
    // ...but the owner's own browser signs in at once, from any address.
    const owner = await face.attempt(account, secret, freshIp(), device);
    expect(owner.status).toBe(200);
    expect(owner.sessionSet).toBe(true);
  });

  test("unknown devices slow the account down progressively: 5 free attempts, then waits that double up to 10 minutes", async () => {
    const advance = controlClock();
    const { account, secret } = await face.create();
    await spendFreeAttempts(account);
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const refused = await face.attempt(account, secret, freshIp());
      expect(refused.status).toBe(429);
      expect(refused.sessionSet).toBe(false);
      waits.push(refused.retryAfter!);
      // One second early is still too early.
      advance(refused.retryAfter! - 1);
      expect((await face.attempt(account, secret, freshIp())).status).toBe(429);
      advance(1);
      expect((await face.attempt(account, face.wrongSecret, freshIp())).status).toBe(400);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
  }, 120_000);

  test("a success from an unknown device resets the account's slow-down", async () => {
    const advance = controlClock();
    const { account, secret, refused } = await slowedDown();
    advance(refused.retryAfter!);
    expect((await face.attempt(account, secret, freshIp())).status).toBe(200);
    // Five free attempts again.
    await spendFreeAttempts(account);
    expect((await face.attempt(account, secret, freshIp())).status).toBe(429);
  });

  test("the slow-down is not a lock: after its wait the owner signs in from a new browser, never 15 minutes", async () => {
    const advance = controlClock();
    const { account, secret, refused } = await slowedDown();
    expect(refused.retryAfter).toBeLessThan(900);
    advance(refused.retryAfter!);
    expect((await face.attempt(account, secret, freshIp())).status).toBe(200);
  });

  test("a known device has its own limit: 5 failures, then it counts as unknown; its success clears them", async () => {
    const advance = controlClock();
    const { account, secret } = await face.create();
    const device = await knownDevice(account, secret);
    // Strangers used up the unknown devices' free attempts: they must wait now.
    await spendFreeAttempts(account);
    // The owner mistypes on their own browser, signs in, mistypes again: never slowed down by the strangers.
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await face.attempt(account, face.wrongSecret, ip, device)).status).toBe(400);
    expect((await face.attempt(account, secret, ip, device)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await face.attempt(account, face.wrongSecret, ip, device)).status).toBe(400);
    // A sixth failure in a row on that browser makes it an unknown device: it waits like one.
    expect((await face.attempt(account, secret, ip, device)).status).toBe(429);
    // After the device's 15 minutes it signs in again.
    advance(15 * 60);
    expect((await face.attempt(account, secret, ip, device)).status).toBe(200);
  });

  test("a device cookie for another account, or a forged one, counts as an unknown device", async () => {
    const { account, secret } = await face.create();
    const other = await face.create();
    const otherDevice = await knownDevice(other.account, other.secret);
    const [name, token = ""] = otherDevice.split("=");
    const [header, payload] = token.split(".");
    const forged = `${name}=${header}.${payload}.${Buffer.from("not the signature").toString("base64url")}`;
    await spendFreeAttempts(account);
    expect((await face.attempt(account, secret, freshIp(), otherDevice)).status).toBe(429);
    expect((await face.attempt(account, secret, freshIp(), forged)).status).toBe(429);
  });

  test("one address gets 20 failed attempts per 15 minutes, over any accounts; then 429 even for a right secret, but not for a known device", async () => {
    const advance = controlClock();
    const { account, secret } = await face.create();
    const device = await knownDevice(account, secret);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await face.attempt(`${i}${account}`, face.wrongSecret, ip)).status).toBe(400);
    const refused = await face.attempt(account, secret, ip);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(14 * 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected; the owner's browser on this address is not either.
    expect((await face.attempt(account, secret, freshIp())).status).toBe(200);
    expect((await face.attempt(account, secret, ip, device)).status).toBe(200);
    advance(15 * 60);
    expect((await face.attempt(account, secret, ip)).status).toBe(200);
  }, 60_000);

  test("parallel guesses cannot all pass one check: each is counted before the secret is checked", async () => {
    const { account } = await face.create();
    const replies = await Promise.all(Array.from({ length: 12 }, () => face.attempt(account, face.wrongSecret, freshIp())));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

test("unregister tries the password under the same rules, and a known device is not slowed down", async () => {
  const advance = controlClock();
  const email = "leaving@example.com";
  await call(emailRegister, "/api_tebeauth/register", { body: { email, password: "right-password" }, headers: { "x-hems-client-ip": freshIp() } });
  const device = reply(
    (await call(emailLogin, "/api_tebeauth/login", { body: { email, password: "right-password" }, headers: { "x-hems-client-ip": freshIp() } })).response,
  ).deviceCookie!;
  for (let i = 0; i < 5; i++) {
    const wrong = await call(emailUnregister, "/api_tebeauth/unregister", {
      body: { email, password: "wrong-password" },
      headers: { "x-hems-client-ip": freshIp() },
    });
    expect(wrong.status).toBe(400);
  }
  const stranger = await call(emailUnregister, "/api_tebeauth/unregister", {
    body: { email, password: "right-password" },
    headers: { "x-hems-client-ip": freshIp() },
  });
  expect(stranger.status).toBe(429);
  expect(await db().user.count({ where: { email } })).toBe(1);
  advance(1);
  const owner = await call(emailUnregister, "/api_tebeauth/unregister", {
    body: { email, password: "right-password" },
    headers: { "x-hems-client-ip": freshIp() },
    cookie: device,
  });
  expect(owner.status).toBe(200);
  expect(await db().user.count({ where: { email } })).toBe(0);
});
