import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { POST as checkUsername } from "@/app/api/session/check_username/route";
import { POST as checkPassword } from "@/app/api/session/check_password/route";
import { GET as checkLogin } from "@/app/api/check_login/route";
import { db } from "@/lib/db";
import { ensureHomeOwner } from "@/lib/accounts/owners";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureHomeOwner(db(), { name: "alice", key: "4321" });
  await ensureHomeOwner(db(), { name: "bob", key: "8642" });
  await ensureHomeOwner(db(), { name: "carol", key: "1357" });
});
afterAll(() => database.drop());

async function nameStep(username: string, ip = "10.0.0.1") {
  const { json, response } = await call(checkUsername, "/check_username", { body: { username }, headers: { "x-hems-client-ip": ip } });
  return { json, cookie: response.headers.get("set-cookie") ? cookieFrom(response.headers.get("set-cookie")!) : "" };
}

async function keyStep(nameCookie: string, key: string, ip = "10.0.0.1") {
  return call(checkPassword, "/check_password", { body: { key }, cookie: nameCookie, headers: { "x-hems-client-ip": ip } });
}

test.each([
  [{}, "Please enter your name."],
  [{ username: "   " }, "Please enter your name."],
  [{ username: "elevenchars" }, "The name has at most 10 characters."],
])("check_username refuses %j", async (body, error) => {
  const { status, json } = await call(checkUsername, "/check_username", { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ status: false, error });
});

test("the name step accepts a trimmed name and remembers it in an HttpOnly cookie", async () => {
  const { json, response } = await call(checkUsername, "/check_username", { body: { username: "  alice " } });
  expect(json).toEqual({ status: true, data: "alice" });
  expect(response.headers.get("set-cookie")).toMatch(/^hems_login_name=alice;.*HttpOnly/i);
});

test("the name cookie is Secure where the session cookie is: over HTTPS, not on a plain-http LAN server", async () => {
  const https = await call(checkUsername, "/check_username", { body: { username: "alice" }, headers: { "x-forwarded-proto": "https" } });
  expect(https.response.headers.get("set-cookie")).toMatch(/^hems_login_name=alice;.*Secure/i);
  const signedIn = await call(checkPassword, "/check_password", {
    body: { key: "4321" },
    cookie: cookieFrom(https.response.headers.get("set-cookie")!),
    headers: { "x-forwarded-proto": "https", "x-hems-client-ip": "10.0.4.1" },
  });
  const setCookies = signedIn.response.headers.getSetCookie();
  expect(setCookies.find((c) => c.startsWith("hems_session="))).toMatch(/Secure/i);
  expect(setCookies.find((c) => c.startsWith("hems_login_name="))).toMatch(/^hems_login_name=;.*Secure/i);
  const plain = await call(checkUsername, "/check_username", { body: { username: "alice" } });
  expect(plain.response.headers.get("set-cookie")).not.toMatch(/Secure/i);
});

test.each([
  [{}, "Please enter a key."],
  [{ key: " " }, "Please enter a key."],
  [{ key: "12345678901" }, "The key has at most 10 characters."],
  [{ key: "12a4" }, "The key is made of digits."],
])("check_password refuses %j", async (body, error) => {
  const { cookie } = await nameStep("alice");
  const { status, json } = await call(checkPassword, "/check_password", { body, cookie });
  expect(status).toBe(400);
  expect(json.error).toBe(error);
});

test("the key step needs the name step first", async () => {
  const { status, json } = await call(checkPassword, "/check_password", { body: { key: "4321" } });
  expect(status).toBe(400);
  expect(json.error).toBe("Please enter your name first.");
});

test("a wrong key and an unknown name get the same answer and no session", async () => {
  const wrong = await keyStep((await nameStep("alice", "10.0.0.2")).cookie, "1111", "10.0.0.2");
  const unknown = await keyStep((await nameStep("nobody", "10.0.0.2")).cookie, "1111", "10.0.0.2");
  for (const reply of [wrong, unknown]) {
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ status: false, message: "Wrong name or key. Please try again." });
    expect(reply.response.headers.get("set-cookie")).toBeNull();
  }
});

test("the right key signs in as owner, in view mode, and check_login sees it", async () => {
  const alice = await db().user.update({ where: { name: "alice" }, data: { ytEditMode: true } });
  const { json, response } = await keyStep((await nameStep("alice", "10.0.0.3")).cookie, "4321", "10.0.0.3");
  expect(json).toEqual({ status: true, data: { name: "alice", loginUserType: "owner" } });
  const setCookies = response.headers.getSetCookie();
  expect(setCookies.some((c) => /^hems_session=.+;.*HttpOnly.*SameSite=Lax/i.test(c))).toBe(true);
  expect(setCookies.some((c) => /^hems_login_name=;/.test(c))).toBe(true);
  const session = cookieFrom(setCookies.find((c) => c.startsWith("hems_session="))!);
  expect((await call(checkLogin, "/api/check_login", { cookie: session })).json).toEqual({
    status: true,
    data: { name: "alice", loginUserType: "owner", isAdmin: true },
  });
  expect((await db().user.findUniqueOrThrow({ where: { id: alice.id } })).ytEditMode).toBe(false);
  const stored = await db().session.findFirstOrThrow({ where: { userId: alice.id } });
  expect(session).not.toContain(stored.tokenHash);
});

test("check_login without a session is 401 'You are not login!'", async () => {
  const { response, json } = await call(checkLogin, "/api/check_login");
  expect(response.status).toBe(401);
  expect(json.error).toBe("You are not login!");
});

test("a burst of wrong keys for one account is stopped with 429, even for the right key", async () => {
  const { cookie } = await nameStep("bob", "10.0.1.1");
  for (let i = 0; i < 5; i++) expect((await keyStep(cookie, "0000", `10.0.1.${i + 1}`)).status).toBe(400);
  const blocked = await keyStep(cookie, "8642", "10.0.1.99");
  expect(blocked.status).toBe(429);
  expect(blocked.json).toMatchObject({ status: false, error: "Too many attempts. Please try again later." });
  expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
});

test("one address trying many accounts is stopped with 429", async () => {
  const ip = "10.0.2.1";
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await keyStep((await nameStep(`u${i}`, ip)).cookie, "0000", ip)).status);
  expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another address is not affected.
  expect((await keyStep((await nameStep("carol", "10.0.2.2")).cookie, "1357", "10.0.2.2")).status).toBe(200);
}, 60_000);

test("successful sign-ins do not use up the address's attempts", async () => {
  const ip = "10.0.3.1";
  for (let i = 0; i < 25; i++) expect((await keyStep((await nameStep("carol", ip)).cookie, "1357", ip)).status).toBe(200);
}, 60_000);
