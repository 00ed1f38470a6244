import { call, cookieFrom, freshClientIps, sessionCookieOf } from "../helpers/http";
import { requestContextOf } from "@/lib/http/request-context";
import type { TestOidcProvider } from "../helpers/oidc-provider";
import { startTebeWithGoogle } from "../helpers/tebe-google";
import { db } from "@/lib/db";
import { callerFromCookieHeader, createSession } from "@/lib/auth/session";
import { hashSecret } from "@/lib/accounts/keys";
import { DEFAULT_WALLPAPER } from "@/lib/homesettings/constants";
import { getHomeScreen } from "@/lib/homesettings/service";
import { createOwnerWithHome } from "@/lib/tebeauth/queries";
import { completeGoogleFlow } from "@/lib/tebeauth/service";
import { tebeHomeTiles } from "@/lib/shell/tiles";
import { POST as loginWithToken } from "@/app/api/tebeauth/login_with_token/route";
import { POST as preregisterWithToken } from "@/app/api/tebeauth/preregister_with_token/route";
import { POST as registerWithToken } from "@/app/api/tebeauth/register_with_token/route";
import { POST as emailRegister } from "@/app/api/tebeauth/register/route";
import { POST as emailLogin } from "@/app/api/tebeauth/login/route";
import { POST as addGuest } from "@/app/api/tebeauth/add_guest/route";
import { POST as acceptInvite } from "@/app/api/tebeauth/accept_invite/route";
import { POST as guestLogin } from "@/app/api/tebeauth/guest_login/route";
import { GET as checkUserId } from "@/app/api/tebeauth/check_user_id/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";
import { GET as tebeLogout } from "@/app/api/tebeauth/logout/route";
import { GET as checkLogout } from "@/app/api/session/check_logout/route";

// The tebe face's "registered browser" marker (hems_registered: set when a
// browser signs in or registers as an owner, kept on logout; the landing
// rule of "/" reads it), what the home screen shows of the home a caller is
// in, and the owner who signs in as a guest being logged out first.

let fake: TestOidcProvider;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ fake, stop } = await startTebeWithGoogle({ ADMIN_EMAILS: "root@example.com" }));
});
afterAll(() => stop());

const freshIp = freshClientIps("10.7");

const MARKER = "hems_registered";
const YEAR_SECONDS = 365 * 86_400;

/** The Set-Cookie line that sets the marker (not one that clears it), or undefined. */
function markerSet(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${MARKER}=1`));
}

function touchesMarker(response: Response): boolean {
  return response.headers.getSetCookie().some((c) => c.startsWith(`${MARKER}=`));
}

function signedInCookie(response: Response): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** The marker is long-lived and out of reach of scripts. */
function expectLongLivedMarker(line: string | undefined) {
  expect(line).toBeDefined();
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(new RegExp(`Max-Age=${YEAR_SECONDS}\\b`, "i"));
  expect(line).toMatch(/Path=\//i);
}

describe("the registered marker", () => {
  test("Google sign-in with an ID token sets it; logout keeps it, so check_user_id still says registered", async () => {
    await createOwnerWithHome({ email: "gina@example.com", googleSubject: "sub-gina", homeName: "Gina Home", ownerName: "Gina" });
    fake.user = { sub: "sub-gina", email: "gina@example.com", email_verified: true };
    const login = await call(loginWithToken, "/api_tebeauth/login_with_token", { body: { id_token: await fake.idToken() }, headers: freshIp() });
    expect(login.status).toBe(200);
    const line = markerSet(login.response);
    expectLongLivedMarker(line);
    const marker = cookieFrom(line!);
    const session = signedInCookie(login.response);

    for (const [logout, path] of [
      [tebeLogout, "/api_tebeauth/logout"],
      [checkLogout, "/check_logout"],
    ] as const) {
      const again = await call(loginWithToken, "/api_tebeauth/login_with_token", { body: { id_token: await fake.idToken() }, headers: freshIp() });
      const open = signedInCookie(again.response);
      const out = await call(logout, path, { cookie: `${open}; ${marker}` });
      expect(out.status).toBe(200);
      // The session cookie is cleared, the marker is not touched.
      expect(out.response.headers.getSetCookie().some((c) => /^hems_session=;/.test(c))).toBe(true);
      expect(touchesMarker(out.response)).toBe(false);
      expect((await call(checkUserId, "/x", { cookie: `${open}; ${marker}` })).json.data).toEqual({ registered: true, logged_in: false });
    }
    expect((await call(checkUserId, "/x", { cookie: `${session}; ${marker}` })).json.data).toEqual({ registered: true, logged_in: true });
  });

  test("registering with Google (onboarding's call) sets it", async () => {
    fake.user = { sub: "sub-hal", email: "hal@example.com", email_verified: true };
    const pre = await call(preregisterWithToken, "/x", { body: { id_token: await fake.idToken() }, headers: freshIp() });
    // Only a verified Google account waiting for onboarding: not yet registered.
    expect(touchesMarker(pre.response)).toBe(false);
    const registration = pre.response.headers.getSetCookie().find((c) => c.startsWith("hems_google_registration="))!;
    const registered = await call(registerWithToken, "/x", { body: { onboard_data: {} }, cookie: cookieFrom(registration), headers: freshIp() });
    expect(registered.status).toBe(200);
    expectLongLivedMarker(markerSet(registered.response));
  });

  test("the end of the Google OAuth flow sets it for a login, not for a registration still to be onboarded", async () => {
    await createOwnerWithHome({ email: "ida@example.com", googleSubject: "sub-ida", homeName: "Ida Home", ownerName: "Ida" });
    const req = requestContextOf(new Request("http://localhost/oauth-callback/complete?state=login", { headers: freshIp() }));
    const login = await completeGoogleFlow(req, "login", { subject: "sub-ida", email: "ida@example.com", name: "Ida" });
    expect(login.result).toBe("ok");
    expect(login.cookies.some((c) => c.startsWith(`${MARKER}=1`))).toBe(true);

    const register = await completeGoogleFlow(req, "register", { subject: "sub-new", email: "new@example.com", name: null });
    expect(register.result).toBe("ok");
    expect(register.cookies.some((c) => c.startsWith(`${MARKER}=`))).toBe(false);
  });

  test("email registration and email login set it; a failed login does not", async () => {
    const reg = await call(emailRegister, "/x", { body: { email: "jo@example.com", password: "jo-password" }, headers: freshIp() });
    expect(reg.status).toBe(200);
    expectLongLivedMarker(markerSet(reg.response));
    const bad = await call(emailLogin, "/x", { body: { email: "jo@example.com", password: "wrong-password" }, headers: freshIp() });
    expect(bad.status).toBe(400);
    expect(touchesMarker(bad.response)).toBe(false);
    const good = await call(emailLogin, "/x", { body: { email: "jo@example.com", password: "jo-password" }, headers: freshIp() });
    expect(good.status).toBe(200);
    expectLongLivedMarker(markerSet(good.response));
  });

  test("a guest signing in (invite link or guest login) is not a registered owner: no marker", async () => {
    const owner = await createOwnerWithHome({ email: "kai@example.com", homeName: "Kai Home", ownerName: "Kai" });
    const ownerCookie = cookieFrom(await createSession({ role: "owner", homeId: owner.homeId, userId: owner.id }));
    const invite = await call(addGuest, "/x", { body: { guest_name: "Lena" }, cookie: ownerCookie });
    const accepted = await call(acceptInvite, "/x", {
      body: { invite_token: invite.json.data.invite_token, guest_name: "Lena", pin: "2468" },
      headers: freshIp(),
    });
    expect(accepted.status).toBe(200);
    expect(touchesMarker(accepted.response)).toBe(false);
    const login = await call(guestLogin, "/x", { body: { guest_name: "Lena", home_number: owner.home.number, pin: "2468" }, headers: freshIp() });
    expect(login.status).toBe(200);
    expect(touchesMarker(login.response)).toBe(false);
    expect((await call(checkUserId, "/x")).json.data).toEqual({ registered: false, logged_in: false });
  });
});

describe("the home screen", () => {
  let homes = 0;
  async function homeWithGuests(wallpaper: string | null) {
    const owner = await createOwnerWithHome({ email: `screen${++homes}@example.com`, homeName: "Maple House", ownerName: "Mia" });
    if (wallpaper) await db().home.update({ where: { id: owner.homeId }, data: { wallpaper } });
    const ownerCookie = cookieFrom(await createSession({ role: "owner", homeId: owner.homeId, userId: owner.id }));
    const guest = await db().guest.create({ data: { homeId: owner.homeId, name: "Nora", status: "accepted" } });
    const guestCookie = cookieFrom(await createSession({ role: "guest", homeId: owner.homeId, guestId: guest.id }));
    // A friend: the owner of another home, visiting this one.
    const friend = await createOwnerWithHome({ email: `friend${homes}@example.com`, homeName: "Friend Home", ownerName: "Fred" });
    await db().home.update({ where: { id: friend.homeId }, data: { wallpaper: "wallpaper1_dusk.jpg" } });
    const visit = await db().guest.create({ data: { homeId: owner.homeId, name: "Fred", status: "accepted", friendUserId: friend.id } });
    const friendCookie = cookieFrom(await createSession({ role: "registered_guest", homeId: owner.homeId, guestId: visit.id, userId: friend.id }));
    return { ownerCookie, guestCookie, friendCookie };
  }

  const screenFor = async (cookie: string) => getHomeScreen((await callerFromCookieHeader(cookie))!);

  test("the owner, a guest and a visiting friend all see the visited home's wallpaper and name", async () => {
    const { ownerCookie, guestCookie, friendCookie } = await homeWithGuests("wallpaper3_forest.jpg");
    for (const cookie of [ownerCookie, guestCookie, friendCookie]) {
      expect(await screenFor(cookie)).toEqual({ wallpaper: "wallpaper3_forest.jpg", home_name: "Maple House" });
    }
  });

  test("a new home, or a wallpaper no longer shipped, shows the default", async () => {
    expect((await screenFor((await homeWithGuests(null)).guestCookie)).wallpaper).toBe(DEFAULT_WALLPAPER);
    expect((await screenFor((await homeWithGuests("wallpaper9_gone.jpg")).ownerCookie)).wallpaper).toBe(DEFAULT_WALLPAPER);
  });

  test("Settings is a tile for an admin owner only: not for a guest of the admin's home, nor for the admin visiting a friend", async () => {
    const admin = await createOwnerWithHome({ email: "root@example.com", homeName: "Admin Home", ownerName: "Root" });
    const adminCookie = cookieFrom(await createSession({ role: "owner", homeId: admin.homeId, userId: admin.id }));
    const guest = await db().guest.create({ data: { homeId: admin.homeId, name: "Quin", status: "accepted" } });
    const guestCookie = cookieFrom(await createSession({ role: "guest", homeId: admin.homeId, guestId: guest.id }));
    const other = await createOwnerWithHome({ email: "rae@example.com", homeName: "Rae Home", ownerName: "Rae" });
    const visit = await db().guest.create({ data: { homeId: other.homeId, name: "Root", status: "accepted", friendUserId: admin.id } });
    const visiting = cookieFrom(await createSession({ role: "registered_guest", homeId: other.homeId, guestId: visit.id, userId: admin.id }));
    const plainOwner = cookieFrom(await createSession({ role: "owner", homeId: other.homeId, userId: other.id }));

    const tileIds = async (cookie: string) => tebeHomeTiles((await callerFromCookieHeader(cookie))!.isAdmin).map((t) => t.id);
    expect(await tileIds(adminCookie)).toEqual(["youtube", "channels", "settings"]);
    expect(await tileIds(guestCookie)).toEqual(["youtube", "channels"]);
    expect(await tileIds(visiting)).toEqual(["youtube", "channels"]);
    expect(await tileIds(plainOwner)).toEqual(["youtube", "channels"]);
    // The visiting admin sees the visited home.
    expect((await screenFor(visiting)).home_name).toBe("Rae Home");
  });
});

describe("auth mismatch", () => {
  test("an owner who signs in as a guest is logged out of the owner session first", async () => {
    const host = await createOwnerWithHome({ email: "olga@example.com", homeName: "Olga Home", ownerName: "Olga" });
    const hostCookie = cookieFrom(await createSession({ role: "owner", homeId: host.homeId, userId: host.id }));
    await db().guest.create({ data: { homeId: host.homeId, name: "Pia", status: "accepted", pinHash: await hashSecret("1357") } });
    const pia = await createOwnerWithHome({ email: "pia@example.com", homeName: "Pia Home", ownerName: "Pia" });
    const piaOwner = cookieFrom(await createSession({ role: "owner", homeId: pia.homeId, userId: pia.id }));
    expect((await call(loginStatus, "/x", { cookie: piaOwner })).json.data).toMatchObject({ type: "owner", home_name: "Pia Home" });

    const login = await call(guestLogin, "/x", {
      body: { guest_name: "Pia", home_number: host.home.number, pin: "1357" },
      cookie: piaOwner,
      headers: freshIp(),
    });
    expect(login.status).toBe(200);
    expect((await call(loginStatus, "/x", { cookie: piaOwner })).status).toBe(401);
    expect((await call(loginStatus, "/x", { cookie: signedInCookie(login.response) })).json.data).toMatchObject({ type: "guest", home_name: "Olga Home" });
    // The host's own session is untouched.
    expect((await call(loginStatus, "/x", { cookie: hostCookie })).status).toBe(200);
  });
});
