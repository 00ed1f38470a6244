import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom, freshClientIps, sessionCookieOf } from "../helpers/http";
import { db } from "@/lib/db";
import { callerFromCookieHeader, createSession } from "@/lib/auth/session";
import { guestNeedsPin } from "@/lib/guests/service";
import { hashToken } from "@/lib/auth/tokens";
import { verifySecret } from "@/lib/accounts/keys";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import type { LoginUserType } from "@/lib/auth/roles";
import { POST as addGuest } from "@/app/api/tebeauth/add_guest/route";
import { GET as getGuestList } from "@/app/api/tebeauth/get_guest_list/route";
import { GET as getFullGuestList } from "@/app/api/tebeauth/get_full_guest_list/route";
import { GET as getFullFriendList } from "@/app/api/tebeauth/get_full_friend_list/route";
import { POST as deleteGuest } from "@/app/api/tebeauth/delete_guest/route";
import { POST as acceptInvite } from "@/app/api/tebeauth/accept_invite/route";
import { POST as acceptInviteAuthenticated } from "@/app/api/tebeauth/accept_invite_authenticated/route";
import { POST as guestLogin } from "@/app/api/tebeauth/guest_login/route";
import { POST as loginFriendHome } from "@/app/api/tebeauth/login_friend_home_authenticated/route";
import { POST as guestGoHome } from "@/app/api/tebeauth/guest_go_home/route";
import { GET as guestInvitedHomes } from "@/app/api/tebeauth/guest_invited_homes/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";
import { POST as setGuestPin } from "@/app/api/tebeauth/set_guest_pin/route";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
});
afterAll(async () => {
  await database.drop();
});

const freshIp = freshClientIps("10.7");

let ownerCounter = 0;
/** A home with a registered owner (email account) and a signed-in owner session. */
async function makeOwner(homeName = "Home", ownerName = "Owner") {
  ownerCounter++;
  const home = await db().home.create({ data: { number: await allocateHomeNumber(db()), name: homeName, ownerName, badgeColor: "#112233" } });
  const user = await db().user.create({ data: { homeId: home.id, email: `owner${ownerCounter}@example.com` } });
  const cookie = cookieFrom(await createSession({ role: "owner", homeId: home.id, userId: user.id }));
  return { home, user, cookie };
}

/** A signed-in guest (or visiting friend) of a home. */
async function guestSession(homeId: string, role: Exclude<LoginUserType, "owner">, userId?: string) {
  const guest = await db().guest.create({
    data: { homeId, name: `g${Math.random().toString(36).slice(2, 9)}`, status: "accepted", friendUserId: userId },
  });
  return { guest, cookie: cookieFrom(await createSession({ role, homeId, guestId: guest.id, userId })) };
}

async function invite(cookie: string, body: Record<string, unknown>) {
  const reply = await call(addGuest, "/api_tebeauth/add_guest", { body, cookie });
  expect(reply.status).toBe(200);
  return reply.json.data as { invite_token: string; guest_name: string; is_friend: boolean };
}

const PIN = "2468";

/** A guest invited and accepted (with a PIN) through the calls; answers the guest session and token. */
async function acceptedGuest(ownerCookie: string, name: string, pin = PIN) {
  const { invite_token } = await invite(ownerCookie, { guest_name: name });
  const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: name, pin }, headers: freshIp() });
  expect(reply.status).toBe(200);
  return { cookie: sessionCookieOf(reply.response)!, guestToken: reply.json.data.guest_token as string };
}

/** Every token and PIN hash stored for this home's guests must never show in a reply. */
async function expectNoHashes(json: unknown) {
  const text = JSON.stringify(json);
  expect(text).not.toMatch(/hash/i);
  expect(text).not.toMatch(/argon2/);
  const rows = await db().guest.findMany({ select: { inviteTokenHash: true, guestTokenHash: true, pinHash: true } });
  for (const row of rows) {
    for (const h of [row.inviteTokenHash, row.guestTokenHash, row.pinHash]) if (h) expect(text).not.toContain(h);
  }
}

async function snapshot() {
  return {
    guests: await db().guest.findMany({ orderBy: { id: "asc" } }),
    sessions: await db().session.count(),
  };
}

describe("add_guest", () => {
  test("creates a pending invite valid 24 h; the token is returned once and stored only as its hash", async () => {
    const a = await makeOwner();
    const before = Date.now();
    const reply = await call(addGuest, "/api_tebeauth/add_guest", { body: { guest_name: "  Grandma  ", guest_email: "Gran@Example.com" }, cookie: a.cookie });
    expect(reply.status).toBe(200);
    const data = reply.json.data;
    expect(data).toMatchObject({ guest_name: "Grandma", guest_email: "gran@example.com", guest_home_number: null, invite_status: "pending", is_friend: false });
    expect(data.invite_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.invite_link).toBe(`/invite/${data.invite_token}`);
    const row = await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Grandma" } });
    expect(row.inviteTokenHash).toBe(hashToken(data.invite_token));
    expect(JSON.stringify(row)).not.toContain(data.invite_token);
    const hours = (row.inviteExpiresAt!.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    await expectNoHashes(reply.json);
  });

  test("documented validation: name of at least 2 characters, email or home number (exclusive), digits only, at most 10", async () => {
    const a = await makeOwner();
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ guest_name: "A" }, "Guest name must be at least 2 characters long."],
      [{ guest_name: "   A  " }, "Guest name must be at least 2 characters long."],
      [{}, "Guest name must be at least 2 characters long."],
      [{ guest_name: "Bob", guest_email: "b@example.com", guest_home_number: "1234567890" }, "Please provide either an email or a home number, not both."],
      [{ guest_name: "Bob", guest_home_number: "12a4" }, "Home number must be digits only, at most 10 digits."],
      [{ guest_name: "Bob", guest_home_number: "12345678901" }, "Home number must be digits only, at most 10 digits."],
      [{ guest_name: "Bob", guest_email: "not-an-email" }, "Please enter a valid email address."],
    ];
    for (const [body, error] of cases) {
      const reply = await call(addGuest, "/api_tebeauth/add_guest", { body, cookie: a.cookie });
      expect([reply.status, reply.json.error]).toEqual([400, error]);
    }
    expect(await snapshot()).toEqual(before);
    // Dashes of the 3-4-3 display are accepted; an empty email with a home number is fine.
    const ok = await invite(a.cookie, { guest_name: "Bob", guest_email: "", guest_home_number: "000-0000-001" });
    expect(ok).toMatchObject({ guest_home_number: "0000000001", is_friend: false });
  });

  test("a duplicate name in the same home is 409 (any case); the same name in another home is fine", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    await invite(a.cookie, { guest_name: "Carol" });
    const dup = await call(addGuest, "/api_tebeauth/add_guest", { body: { guest_name: "carol" }, cookie: a.cookie });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe("A guest with this name already exists.");
    await invite(b.cookie, { guest_name: "Carol" });
    expect(await db().guest.count({ where: { name: { equals: "carol", mode: "insensitive" } } })).toBe(2);
  });

  test("a revoked invite's name can be used again", async () => {
    const a = await makeOwner();
    const first = await invite(a.cookie, { guest_name: "Dave" });
    expect((await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Dave" }, cookie: a.cookie })).status).toBe(200);
    const second = await invite(a.cookie, { guest_name: "Dave" });
    expect(second.invite_token).not.toBe(first.invite_token);
    expect(await db().guest.count({ where: { homeId: a.home.id, name: "Dave" } })).toBe(1);
  });

  test("a registered owner's home number makes a friend invite; the own number is refused; another number a plain guest", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    const friend = await invite(a.cookie, { guest_name: "Bee", guest_home_number: b.home.number });
    expect(friend.is_friend).toBe(true);
    expect((await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Bee" } })).friendUserId).toBe(b.user.id);
    const own = await call(addGuest, "/api_tebeauth/add_guest", { body: { guest_name: "Me", guest_home_number: a.home.number }, cookie: a.cookie });
    expect([own.status, own.json.error]).toEqual([400, "You cannot invite your own home."]);
    const homeOnly = await db().home.create({ data: { number: await allocateHomeNumber(db()), name: "No owner" } });
    const plain = await invite(a.cookie, { guest_name: "Plain", guest_home_number: homeOnly.number });
    expect(plain.is_friend).toBe(false);
  });
});

describe("guest lists", () => {
  test("list this home's guests and friends only, never a token or its hash", async () => {
    const a = await makeOwner();
    const b = await makeOwner("B Home", "Bea");
    const other = await makeOwner();
    await invite(a.cookie, { guest_name: "Pending" });
    await acceptedGuest(a.cookie, "Accepted");
    await invite(a.cookie, { guest_name: "Revoked" });
    await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Revoked" }, cookie: a.cookie });
    await invite(a.cookie, { guest_name: "Friend", guest_home_number: b.home.number });
    await invite(other.cookie, { guest_name: "Elsewhere" });

    const list = await call(getGuestList, "/api_tebeauth/get_guest_list", { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data.guests.map((g: { guest_name: string; invite_status: string }) => [g.guest_name, g.invite_status])).toEqual([
      ["Pending", "pending"],
      ["Accepted", "accepted"],
    ]);
    const full = await call(getFullGuestList, "/api_tebeauth/get_full_guest_list", { cookie: a.cookie });
    expect(full.json.data.guests.map((g: { guest_name: string }) => g.guest_name)).toEqual(["Pending", "Accepted", "Revoked", "Friend"]);
    expect(full.json.data.guests[2].invite_status).toBe("revoked");
    const friends = await call(getFullFriendList, "/api_tebeauth/get_full_friend_list", { cookie: a.cookie });
    expect(friends.json.data.friends).toEqual([
      { guest_name: "Friend", owner_name: "Bea", home_name: "B Home", home_number: b.home.number, status: "pending", invite_expires_at: expect.any(String) },
    ]);
    for (const reply of [list, full, friends]) {
      expect(JSON.stringify(reply.json)).not.toContain("Elsewhere");
      expect(JSON.stringify(reply.json)).not.toMatch(/token/i);
      await expectNoHashes(reply.json);
    }
    const empty = await call(getFullGuestList, "/api_tebeauth/get_full_guest_list", { cookie: b.cookie });
    expect(empty.json.data.guests).toEqual([]);
  });
});

describe("accept_invite", () => {
  test("a valid token, the invite's name and a PIN: accepted, a guest session and a guest token (token and PIN stored hashed), once", async () => {
    const a = await makeOwner("Sunny Home", "Sam");
    const { invite_token } = await invite(a.cookie, { guest_name: "Gina" });
    const headers = freshIp();
    const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: " gina ", pin: "0475" }, headers });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({
      guest_name: "Gina",
      home_name: "Sunny Home",
      home_number: a.home.number,
      owner_name: "Sam",
      guest_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const row = await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Gina" } });
    expect(row.status).toBe("accepted");
    expect(row.inviteTokenHash).toBeNull();
    expect(row.guestTokenHash).toBe(hashToken(reply.json.data.guest_token));
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row.pinHash, "0475")).toBe(true);
    expect(await verifySecret(row.pinHash, "0476")).toBe(false);
    await expectNoHashes(reply.json);
    const session = sessionCookieOf(reply.response);
    const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: session });
    expect(status.json.data).toMatchObject({ type: "guest", guest_name: "Gina", home_number: a.home.number });
    expect((await db().session.findFirstOrThrow({ where: { guestId: row.id } })).role).toBe("guest");

    const again = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Gina", pin: "1111" }, headers });
    expect([again.status, again.json.error]).toEqual([400, "This invite is invalid or has expired."]);
  });

  test("two browsers racing with one token: one guest session, the other refused", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Racer" });
    const replies = await Promise.all(
      [1, 2].map(() => call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Racer", pin: PIN }, headers: freshIp() })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const row = await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Racer" } });
    expect(await db().session.count({ where: { guestId: row.id } })).toBe(1);
  });

  test("documented and invalid cases are refused and change nothing", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Hank" });
    const revoked = (await invite(a.cookie, { guest_name: "Ruth" })).invite_token;
    await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Ruth" }, cookie: a.cookie });
    const before = await snapshot();
    const cases: [unknown, number, string][] = [
      [{ invite_token, guest_name: "", pin: PIN }, 400, "Please provide the name of this invite."],
      [{ invite_token, pin: PIN }, 400, "Please provide the name of this invite."],
      [{ guest_name: "Hank", pin: PIN }, 400, "The invite token is missing."],
      [{ invite_token, guest_name: "Not Hank", pin: PIN }, 400, "This invite is invalid or has expired."],
      [{ invite_token: "x".repeat(43), guest_name: "Hank", pin: PIN }, 400, "This invite is invalid or has expired."],
      [{ invite_token: revoked, guest_name: "Ruth", pin: PIN }, 400, "This invite is invalid or has expired."],
      // The PIN: 4 to 10 digits, nothing else.
      [{ invite_token, guest_name: "Hank" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: "" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: "123" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: "12345678901" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: "12a4" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: " 1234" }, 400, "The PIN must be 4 to 10 digits."],
      [{ invite_token, guest_name: "Hank", pin: 1234 }, 400, "The PIN must be 4 to 10 digits."],
    ];
    for (const [body, status, error] of cases) {
      const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", { body, headers: freshIp() });
      expect([reply.status, reply.json.error]).toEqual([status, error]);
      expect(sessionCookieOf(reply.response)).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  test("an invite expires after 24 h", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Ivy" });
    await db().guest.updateMany({ where: { homeId: a.home.id, name: "Ivy" }, data: { inviteExpiresAt: new Date(Date.now() - 1000) } });
    const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Ivy", pin: PIN }, headers: freshIp() });
    expect([reply.status, reply.json.error]).toEqual([400, "This invite is invalid or has expired."]);
    expect((await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Ivy" } })).status).toBe("pending");
  });

  test("a friend invite cannot be accepted without signing in", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Buddy", guest_home_number: b.home.number });
    const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Buddy", pin: PIN }, headers: freshIp() });
    expect(reply.status).toBe(403);
    expect((await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Buddy" } })).status).toBe("pending");
  });

  test("an owner accepting a guest invite in this browser is signed out of the owner session", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Switch" });
    const reply = await call(acceptInvite, "/api_tebeauth/accept_invite", {
      body: { invite_token, guest_name: "Switch", pin: PIN },
      cookie: b.cookie,
      headers: freshIp(),
    });
    expect(reply.status).toBe(200);
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: b.cookie })).status).toBe(401);
  });

  test("a burst of bad tokens from one address is stopped with 429, even for a good token", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Jill" });
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token: `bad${i}`, guest_name: "Jill", pin: PIN }, headers })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const blocked = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Jill", pin: PIN }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ status: false, error: "Too many attempts. Please try again later." });
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Jill", pin: PIN }, headers: freshIp() })).status).toBe(
      200,
    );
  });

  test("a burst of wrong names against one invite is stopped with 429 per invite, however many addresses it comes from", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Kim" });
    const other = await invite(a.cookie, { guest_name: "Lou" });
    // Each guess from its own address, as the proxy's X-Forwarded-For names it: the per-address limit never trips.
    let guesses = 0;
    const forwardedFor = () => ({ "x-forwarded-for": `203.0.113.${++guesses % 250}, 10.0.0.1` });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: `Wrong${i}`, pin: PIN }, headers: forwardedFor() }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Even the right name, from yet another address, waits now; the invite is still pending and no session was made.
    const sessions = await db().session.count();
    const blocked = await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Kim", pin: PIN }, headers: forwardedFor() });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ status: false, error: "Too many attempts. Please try again later.", message: "Too many attempts. Please try again later." });
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sessionCookieOf(blocked.response)).toBeUndefined();
    expect(await db().session.count()).toBe(sessions);
    expect((await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Kim" } })).status).toBe("pending");
    // Another invite of the same home is not affected.
    expect(
      (
        await call(acceptInvite, "/api_tebeauth/accept_invite", {
          body: { invite_token: other.invite_token, guest_name: "Lou", pin: PIN },
          headers: forwardedFor(),
        })
      ).status,
    ).toBe(200);
  });
});

describe("delete_guest", () => {
  test("pending is revoked (its token refused); accepted is deleted and its sessions end", async () => {
    const a = await makeOwner();
    const { invite_token } = await invite(a.cookie, { guest_name: "Kim" });
    const revoke = await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "kim" }, cookie: a.cookie });
    expect(revoke.json.data).toEqual({ guest_name: "Kim", invite_status: "revoked" });
    const row = await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, name: "Kim" } });
    expect(row).toMatchObject({ status: "revoked", inviteTokenHash: null });
    expect((await call(acceptInvite, "/api_tebeauth/accept_invite", { body: { invite_token, guest_name: "Kim", pin: PIN }, headers: freshIp() })).status).toBe(
      400,
    );
    // A revoked invite is gone for delete_guest.
    expect((await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Kim" }, cookie: a.cookie })).status).toBe(404);

    const lee = await acceptedGuest(a.cookie, "Lee");
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: lee.cookie })).status).toBe(200);
    const del = await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Lee" }, cookie: a.cookie });
    expect(del.json.data).toEqual({ guest_name: "Lee", invite_status: "deleted" });
    expect(await db().guest.count({ where: { homeId: a.home.id, name: "Lee" } })).toBe(0);
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: lee.cookie })).status).toBe(401);
    const login = await call(guestLogin, "/api_tebeauth/guest_login", {
      body: { guest_name: "Lee", home_number: a.home.number, pin: PIN },
      headers: freshIp(),
    });
    expect(login.status).toBe(400);
  });

  test("unknown names are 404, and another home's guest of that name is untouched", async () => {
    const a = await makeOwner();
    const other = await makeOwner();
    await acceptedGuest(other.cookie, "Mona");
    const before = await snapshot();
    for (const body of [{ guest_name: "Mona" }, { guest_name: "Nobody" }]) {
      const reply = await call(deleteGuest, "/api_tebeauth/delete_guest", { body, cookie: a.cookie });
      expect([reply.status, reply.json.error]).toEqual([404, "Guest not found."]);
    }
    const empty = await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: " " }, cookie: a.cookie });
    expect([empty.status, empty.json.error]).toEqual([400, "Please provide a valid name."]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("guest_login", () => {
  const LOGIN_FAILED = "Guest login failed. Please check the home number, name and PIN.";
  const PIN_NOT_SET = "This guest has no PIN yet. Open the app on the device where you accepted the invite to set one, or ask the owner for a new invite.";
  const login = (body: unknown, headers = freshIp()) => call(guestLogin, "/api_tebeauth/guest_login", { body, headers });

  test("an accepted guest signs in by name, home number (dashes allowed) and PIN", async () => {
    const a = await makeOwner("Lake House", "Lou");
    await acceptedGuest(a.cookie, "Nina", "97531");
    const n = a.home.number;
    const reply = await login({ guest_name: "NINA", home_number: `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`, pin: "97531" });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({ guest_name: "Nina", home_name: "Lake House", home_number: n, owner_name: "Lou" });
    const status = await call(loginStatus, "/api_tebeauth/login_status", { cookie: sessionCookieOf(reply.response) });
    expect(status.json.data).toMatchObject({ type: "guest", guest_name: "Nina", home_name: "Lake House" });
  });

  test("documented errors; unknown home, unknown, pending and friend guests and a wrong PIN get one failure text", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    await acceptedGuest(a.cookie, "Olga");
    await invite(a.cookie, { guest_name: "Pending Pat" });
    const friend = await invite(a.cookie, { guest_name: "Friendly", guest_home_number: b.home.number });
    await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", {
      body: { invite_token: friend.invite_token },
      cookie: b.cookie,
      headers: freshIp(),
    });
    const cases: [unknown, string][] = [
      [{ guest_name: "", home_number: a.home.number, pin: PIN }, "Please provide a valid name."],
      [{ home_number: a.home.number, pin: PIN }, "Please provide a valid name."],
      [{ guest_name: "Olga", pin: PIN }, "Please provide both a valid home number and name."],
      [{ guest_name: "Olga", home_number: "", pin: PIN }, "Please provide both a valid home number and name."],
      [{ guest_name: "Olga", home_number: "12ab", pin: PIN }, "Please provide both a valid home number and name."],
      [{ guest_name: "Olga", home_number: a.home.number }, "Please enter your PIN."],
      [{ guest_name: "Olga", home_number: a.home.number, pin: "" }, "Please enter your PIN."],
      [{ guest_name: "Olga", home_number: a.home.number, pin: "12345678901" }, "The PIN must be 4 to 10 digits."],
      [{ guest_name: "Olga", home_number: "0000000000", pin: PIN }, LOGIN_FAILED],
      [{ guest_name: "Olga", home_number: b.home.number, pin: PIN }, LOGIN_FAILED],
      [{ guest_name: "Nobody", home_number: a.home.number, pin: PIN }, LOGIN_FAILED],
      [{ guest_name: "Pending Pat", home_number: a.home.number, pin: PIN }, LOGIN_FAILED],
      [{ guest_name: "Friendly", home_number: a.home.number, pin: PIN }, LOGIN_FAILED],
      [{ guest_name: "Olga", home_number: a.home.number, pin: "2469" }, LOGIN_FAILED],
      [{ guest_name: "Olga", home_number: a.home.number, pin: "24680" }, LOGIN_FAILED],
      [{ guest_name: "Olga", home_number: a.home.number, pin: "abcd" }, LOGIN_FAILED],
    ];
    const sessions = await db().session.count();
    for (const [body, error] of cases) {
      const reply = await login(body);
      expect([body, reply.status, reply.json.error]).toEqual([body, 400, error]);
      expect(sessionCookieOf(reply.response)).toBeUndefined();
    }
    expect(await db().session.count()).toBe(sessions);
  });

  test("a burst of failed guest logins from one address is stopped with 429, even for a right one", async () => {
    const a = await makeOwner();
    await acceptedGuest(a.cookie, "Quinn");
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await login({ guest_name: `wrong${i}`, home_number: a.home.number, pin: PIN }, headers)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const right = await login({ guest_name: "Quinn", home_number: a.home.number, pin: PIN }, headers);
    expect(right.status).toBe(429);
    expect(right.response.headers.get("retry-after")).toBeTruthy();
  });

  test("failed guest logins against one home number are stopped with 429 per home, however many addresses they come from", async () => {
    const a = await makeOwner();
    const other = await makeOwner();
    await acceptedGuest(a.cookie, "Rowan");
    await acceptedGuest(other.cookie, "Rowan");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login({ guest_name: `wrong${i}`, home_number: a.home.number, pin: PIN })).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
    const blocked = await login({ guest_name: "Rowan", home_number: a.home.number, pin: PIN });
    expect([blocked.status, blocked.json]).toEqual([
      429,
      { status: false, error: "Too many attempts. Please try again later.", message: "Too many attempts. Please try again later." },
    ]);
    // another home is not affected
    const elsewhere = await login({ guest_name: "Rowan", home_number: other.home.number, pin: PIN });
    expect(elsewhere.status).toBe(200);
  });

  test("wrong PINs for one guest are stopped with 429 per guest, from any address and in any case of the name", async () => {
    const a = await makeOwner();
    await acceptedGuest(a.cookie, "Zara");
    await acceptedGuest(a.cookie, "Yuri");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login({ guest_name: i % 2 ? "ZARA" : "zara", home_number: a.home.number, pin: `100${i}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The right PIN waits too, from yet another address; no session is made.
    const sessions = await db().session.count();
    const blocked = await login({ guest_name: "Zara", home_number: a.home.number, pin: PIN });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().session.count()).toBe(sessions);
    // Another guest of the same home is not affected.
    expect((await login({ guest_name: "Yuri", home_number: a.home.number, pin: PIN })).status).toBe(200);
    // A name that is no guest is limited the same way: the 429 says nothing about who exists.
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) unknown.push((await login({ guest_name: "Nobody Here", home_number: a.home.number, pin: `200${i}` })).status);
    expect(unknown).toEqual([400, 400, 400, 400, 400, 429]);
  });

  test("the guest's own success clears the guest's count (not the address's)", async () => {
    const a = await makeOwner();
    await acceptedGuest(a.cookie, "Xena");
    const wrong = async () => (await login({ guest_name: "Xena", home_number: a.home.number, pin: "0000" })).status;
    for (let i = 0; i < 4; i++) expect(await wrong()).toBe(400);
    expect((await login({ guest_name: "Xena", home_number: a.home.number, pin: PIN })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect(await wrong()).toBe(400);
    expect((await login({ guest_name: "Xena", home_number: a.home.number, pin: PIN })).status).toBe(200);
  });

  test("the owner resets a guest's PIN by deleting the guest and inviting again", async () => {
    const a = await makeOwner();
    await acceptedGuest(a.cookie, "Vera", "1111");
    expect((await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Vera" }, cookie: a.cookie })).json.data.invite_status).toBe("deleted");
    await acceptedGuest(a.cookie, "Vera", "2222");
    expect((await login({ guest_name: "Vera", home_number: a.home.number, pin: "1111" })).json.error).toBe(LOGIN_FAILED);
    expect((await login({ guest_name: "Vera", home_number: a.home.number, pin: "2222" })).status).toBe(200);
  });

  describe("a guest who accepted before PINs existed", () => {
    /** An accepted guest row without a PIN (as the migration leaves them) and its still-open session. */
    async function legacyGuest(name: string) {
      const a = await makeOwner();
      const guest = await db().guest.create({ data: { homeId: a.home.id, name, status: "accepted" } });
      const cookie = cookieFrom(await createSession({ role: "guest", homeId: a.home.id, guestId: guest.id }));
      return { a, guest, cookie };
    }
    const setPin = (body: unknown, cookie?: string) => call(setGuestPin, "/api_tebeauth/set_guest_pin", { body, cookie, headers: freshIp() });

    test("is refused at guest_login with a text that says where to set the PIN, whatever PIN is sent", async () => {
      const { a } = await legacyGuest("Wendy");
      const sessions = await db().session.count();
      for (const pin of ["0000", PIN]) {
        const reply = await login({ guest_name: "wendy", home_number: a.home.number, pin });
        expect([reply.status, reply.json.error]).toEqual([403, PIN_NOT_SET]);
        expect(sessionCookieOf(reply.response)).toBeUndefined();
      }
      expect(await db().session.count()).toBe(sessions);
    });

    test("is asked for a PIN on the accepted device, sets it once, then signs in anywhere with it", async () => {
      const { a, guest, cookie } = await legacyGuest("Uma");
      expect(await guestNeedsPin(await callerFromCookieHeader(cookie))).toBe(true);

      const before = await snapshot();
      for (const [body, error] of [
        [{}, "The PIN must be 4 to 10 digits."],
        [{ pin: "123" }, "The PIN must be 4 to 10 digits."],
        [{ pin: "12345678901" }, "The PIN must be 4 to 10 digits."],
        [{ pin: "12 34" }, "The PIN must be 4 to 10 digits."],
      ] as const) {
        const reply = await setPin(body, cookie);
        expect([reply.status, reply.json.error]).toEqual([400, error]);
      }
      expect(await snapshot()).toEqual(before);

      const set = await setPin({ pin: "86420" }, cookie);
      expect([set.status, set.json]).toEqual([200, { status: true, data: { pin_set: true } }]);
      const row = await db().guest.findUniqueOrThrow({ where: { id: guest.id } });
      expect(await verifySecret(row.pinHash, "86420")).toBe(true);
      await expectNoHashes(set.json);
      expect(await guestNeedsPin(await callerFromCookieHeader(cookie))).toBe(false);

      // Once: changing it takes a new invite (a borrowed session cannot take the guest over).
      const again = await setPin({ pin: "11111" }, cookie);
      expect([again.status, again.json.error]).toEqual([409, "Your PIN is already set. To change it, ask the owner for a new invite."]);
      expect((await db().guest.findUniqueOrThrow({ where: { id: guest.id } })).pinHash).toBe(row.pinHash);

      expect((await login({ guest_name: "Uma", home_number: a.home.number, pin: "11111" })).json.error).toBe(LOGIN_FAILED);
      expect((await login({ guest_name: "Uma", home_number: a.home.number, pin: "86420" })).status).toBe(200);
    });

    test("only a guest's own session sets a PIN: not an owner, a visiting friend or nobody", async () => {
      const { a, guest } = await legacyGuest("Tess");
      const b = await makeOwner();
      const friend = await guestSession(a.home.id, "registered_guest", b.user.id);
      expect(await guestNeedsPin(await callerFromCookieHeader(friend.cookie))).toBe(false);
      expect(await guestNeedsPin(await callerFromCookieHeader(a.cookie))).toBe(false);
      const before = await snapshot();
      for (const [cookie, status] of [
        [a.cookie, 403],
        [friend.cookie, 403],
        [undefined, 401],
      ] as const) {
        expect((await setPin({ pin: "5555" }, cookie)).status).toBe(status);
      }
      expect(await snapshot()).toEqual(before);
      expect((await db().guest.findUniqueOrThrow({ where: { id: guest.id } })).pinHash).toBeNull();
    });
  });
});

describe("friends", () => {
  async function friendsSetup() {
    const a = await makeOwner("Alpha Home", "Al");
    const b = await makeOwner("Beta Home", "Bo");
    const { invite_token } = await invite(a.cookie, { guest_name: "Bo's visit", guest_home_number: b.home.number });
    return { a, b, invite_token };
  }

  test("accept, list, visit as registered_guest, and go back home", async () => {
    const { a, b, invite_token } = await friendsSetup();
    const accepted = await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", {
      body: { invite_token },
      cookie: b.cookie,
      headers: freshIp(),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toEqual({
      guest_name: "Bo",
      owner_name: "Al",
      home_name: "Alpha Home",
      home_number: a.home.number,
      guest_token: expect.any(String),
    });
    const guestToken = accepted.json.data.guest_token as string;
    const row = await db().guest.findFirstOrThrow({ where: { homeId: a.home.id, friendUserId: b.user.id } });
    expect(row).toMatchObject({ status: "accepted", inviteTokenHash: null, guestTokenHash: hashToken(guestToken), registeredName: "Bo" });
    // B is still signed in at home.
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: b.cookie })).json.data).toMatchObject({
      type: "owner",
      home_number: b.home.number,
    });

    const homes = await call(guestInvitedHomes, "/api_tebeauth/guest_invited_homes", { cookie: b.cookie });
    expect(homes.json.data).toEqual({
      invited_homes: [{ guest_name: "Bo", owner_name: "Al", home_name: "Alpha Home", home_number: a.home.number, status: "accepted" }],
    });
    expect((await call(guestInvitedHomes, "/api_tebeauth/guest_invited_homes", { cookie: a.cookie })).json.data).toEqual({ invited_homes: [] });
    const friendList = await call(getFullFriendList, "/api_tebeauth/get_full_friend_list", { cookie: a.cookie });
    expect(friendList.json.data.friends[0]).toMatchObject({ owner_name: "Bo", home_name: "Beta Home", home_number: b.home.number, status: "accepted" });

    const visit = await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", {
      body: { guest_token: guestToken },
      cookie: b.cookie,
      headers: freshIp(),
    });
    expect(visit.status).toBe(200);
    expect(visit.json.data).toEqual({ guest: { guest_name: "Bo" }, owner: { owner_name: "Al", home_number: a.home.number, home_name: "Alpha Home" } });
    const visiting = sessionCookieOf(visit.response)!;
    const session = await db().session.findFirstOrThrow({ where: { guestId: row.id } });
    expect(session).toMatchObject({ role: "registered_guest", homeId: a.home.id, userId: b.user.id });
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: visiting })).json.data).toMatchObject({
      type: "guest",
      home_number: a.home.number,
    });
    // The owner session of B that visited was replaced.
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: b.cookie })).status).toBe(401);

    const home = await call(guestGoHome, "/api_tebeauth/guest_go_home", { body: { guest_token: guestToken }, cookie: visiting });
    expect(home.status).toBe(200);
    expect(home.json.data).toEqual({ owner_name: "Bo", home_number: b.home.number, home_name: "Beta Home", badge_color: "#112233", email: b.user.email });
    const back = sessionCookieOf(home.response)!;
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: back })).json.data).toMatchObject({ type: "owner", home_number: b.home.number });
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: visiting })).status).toBe(401);

    // Visiting again by home number (the token was not kept), then home without a token.
    const byNumber = await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", {
      body: { home_number: a.home.number },
      cookie: back,
      headers: freshIp(),
    });
    expect(byNumber.status).toBe(200);
    const home2 = await call(guestGoHome, "/api_tebeauth/guest_go_home", { body: {}, cookie: sessionCookieOf(byNumber.response) });
    expect(home2.status).toBe(200);
    await expectNoHashes([accepted.json, homes.json, visit.json, home.json, friendList.json]);
  });

  test("accept_invite_authenticated: only the addressed owner, an unused, unexpired token", async () => {
    const { a, b, invite_token } = await friendsSetup();
    const c = await makeOwner();
    const plainInvite = (await invite(a.cookie, { guest_name: "Plainly" })).invite_token;
    const expired = (await invite(a.cookie, { guest_name: "Late", guest_home_number: b.home.number })).invite_token;
    await db().guest.updateMany({ where: { homeId: a.home.id, name: "Late" }, data: { inviteExpiresAt: new Date(Date.now() - 1) } });
    const visitor = await guestSession(a.home.id, "guest");
    const before = await snapshot();
    const cases: [string | undefined, unknown, number, string][] = [
      [c.cookie, { invite_token }, 403, "This invite is not addressed to your home."],
      [b.cookie, { invite_token: plainInvite }, 403, "This invite is not addressed to your home."],
      [b.cookie, { invite_token: expired }, 400, "This invite is invalid or has expired."],
      [b.cookie, { invite_token: "nope" }, 400, "This invite is invalid or has expired."],
      [b.cookie, {}, 400, "The invite token is missing."],
      [visitor.cookie, { invite_token }, 403, "Only the owner of this home can do this."],
      [undefined, { invite_token }, 401, "You are not login!"],
    ];
    for (const [cookie, body, status, error] of cases) {
      const reply = await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", { body, cookie, headers: freshIp() });
      expect([reply.status, reply.json.error]).toEqual([status, error]);
    }
    expect(await snapshot()).toEqual(before);
    expect(
      (await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", { body: { invite_token }, cookie: b.cookie, headers: freshIp() }))
        .status,
    ).toBe(200);
    const used = await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", {
      body: { invite_token },
      cookie: b.cookie,
      headers: freshIp(),
    });
    expect([used.status, used.json.error]).toEqual([400, "This invite is invalid or has expired."]);
  });

  test("visits need the friend's own accepted friendship; going home needs a visiting session", async () => {
    const { a, b, invite_token } = await friendsSetup();
    const c = await makeOwner();
    const guestToken = (
      await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", { body: { invite_token }, cookie: b.cookie, headers: freshIp() })
    ).json.data.guest_token;
    const plain = await acceptedGuest(a.cookie, "Plain Pete");
    const before = await snapshot();
    const visits: [string | undefined, unknown, number][] = [
      [c.cookie, { guest_token: guestToken }, 403],
      [c.cookie, { home_number: a.home.number }, 403],
      [b.cookie, { guest_token: plain.guestToken }, 403],
      [b.cookie, { guest_token: "made-up" }, 403],
      [b.cookie, { home_number: c.home.number }, 403],
      [b.cookie, {}, 400],
      [plain.cookie, { guest_token: guestToken }, 403],
      [undefined, { guest_token: guestToken }, 401],
    ];
    for (const [cookie, body, status] of visits) {
      const reply = await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", { body, cookie, headers: freshIp() });
      expect(reply.status).toBe(status);
      expect(sessionCookieOf(reply.response)).toBeUndefined();
    }
    for (const cookie of [b.cookie, plain.cookie]) {
      const reply = await call(guestGoHome, "/api_tebeauth/guest_go_home", { body: { guest_token: guestToken }, cookie });
      expect([reply.status, reply.json.error]).toEqual([403, "Go Back Home Failed"]);
    }
    expect(await snapshot()).toEqual(before);
    // A visiting session cannot go "home" with another friend's token.
    const d = await makeOwner();
    const dInvite = (await invite(a.cookie, { guest_name: "Dee", guest_home_number: d.home.number })).invite_token;
    const dToken = (
      await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", {
        body: { invite_token: dInvite },
        cookie: d.cookie,
        headers: freshIp(),
      })
    ).json.data.guest_token;
    const visit = await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", {
      body: { guest_token: guestToken },
      cookie: b.cookie,
      headers: freshIp(),
    });
    const wrong = await call(guestGoHome, "/api_tebeauth/guest_go_home", { body: { guest_token: dToken }, cookie: sessionCookieOf(visit.response) });
    expect(wrong.status).toBe(403);
  });

  test("deleting a friend ends the visit", async () => {
    const { a, b, invite_token } = await friendsSetup();
    const guestToken = (
      await call(acceptInviteAuthenticated, "/api_tebeauth/accept_invite_authenticated", { body: { invite_token }, cookie: b.cookie, headers: freshIp() })
    ).json.data.guest_token;
    const visit = await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", {
      body: { guest_token: guestToken },
      cookie: b.cookie,
      headers: freshIp(),
    });
    const visiting = sessionCookieOf(visit.response);
    expect((await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: "Bo's visit" }, cookie: a.cookie })).json.data.invite_status).toBe(
      "deleted",
    );
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: visiting })).status).toBe(401);
    // The visit replaced B's owner session; signed in again, B can no longer visit.
    const bAgain = cookieFrom(await createSession({ role: "owner", homeId: b.home.id, userId: b.user.id }));
    expect(
      (await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", { body: { guest_token: guestToken }, cookie: bAgain, headers: freshIp() }))
        .status,
    ).toBe(403);
    expect((await call(guestInvitedHomes, "/api_tebeauth/guest_invited_homes", { cookie: bAgain })).json.data).toEqual({ invited_homes: [] });
  });

  test("a burst of bad guest tokens from one address is stopped with 429", async () => {
    const b = await makeOwner();
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(loginFriendHome, "/api_tebeauth/login_friend_home_authenticated", { body: { guest_token: `bad${i}` }, cookie: b.cookie, headers })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
  });
});

describe("roles", () => {
  test("guests, visiting friends and no session are refused every owner-only call, and nothing changes", async () => {
    const a = await makeOwner();
    const b = await makeOwner();
    await invite(a.cookie, { guest_name: "Target" });
    const guest = await guestSession(a.home.id, "guest");
    const friend = await guestSession(a.home.id, "registered_guest", b.user.id);
    const calls: [string, typeof addGuest, unknown][] = [
      ["add_guest", addGuest, { guest_name: "Intruder" }],
      ["get_guest_list", getGuestList, undefined],
      ["get_full_guest_list", getFullGuestList, undefined],
      ["get_full_friend_list", getFullFriendList, undefined],
      ["delete_guest", deleteGuest, { guest_name: "Target" }],
      ["guest_invited_homes", guestInvitedHomes, undefined],
      ["accept_invite_authenticated", acceptInviteAuthenticated, { invite_token: "x" }],
      ["login_friend_home_authenticated", loginFriendHome, { guest_token: "x" }],
    ];
    const before = await snapshot();
    for (const [name, handler, body] of calls) {
      for (const [who, cookie, status] of [
        ["guest", guest.cookie, 403],
        ["registered_guest", friend.cookie, 403],
        ["nobody", undefined, 401],
      ] as const) {
        const reply = await call(handler, `/api_tebeauth/${name}`, { body, cookie, method: body === undefined ? "GET" : "POST", headers: freshIp() });
        expect([name, who, reply.status]).toEqual([name, who, status]);
        expect(reply.json.status).toBe(false);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test("another home's owner sees and changes nothing of this home", async () => {
    const a = await makeOwner();
    const other = await makeOwner();
    await acceptedGuest(a.cookie, "Mine");
    await invite(a.cookie, { guest_name: "Also Mine" });
    const before = await snapshot();
    for (const handler of [getGuestList, getFullGuestList, getFullFriendList]) {
      const reply = await call(handler, "/api_tebeauth/list", { cookie: other.cookie });
      expect(JSON.stringify(reply.json)).not.toContain("Mine");
    }
    for (const name of ["Mine", "Also Mine"]) {
      expect((await call(deleteGuest, "/api_tebeauth/delete_guest", { body: { guest_name: name }, cookie: other.cookie })).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
