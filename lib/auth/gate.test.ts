import { forcedToStay, landingRedirect, needsSession, parseSessionCookie, reloginPath, sessionCookieValue, signedOutPath, type LandingVisit } from "./gate";

describe("the request gate", () => {
  test.each([
    ["/settings", true],
    ["/settings/extra", true],
    ["/hems_photo/1/a", true],
    ["/tbplaylist/y", true],
    ["/false/true", true],
    ["/", false],
    ["/sysicon", false],
    ["/settingsx", false],
    ["/tblogin", false],
    ["/relogin", false],
    ["/invite/abc", false],
    ["/api_ctx/get_config", false],
  ])("%s needs a session: %s", (path, expected) => {
    expect(needsSession(path)).toBe(expected);
  });

  test("guests, home owners and tebe owners each get their own notice, with the failed address", () => {
    expect(reloginPath("home", "guest", "/hems?x=1")).toBe("/grelogin?from=%2Fhems%3Fx%3D1");
    expect(reloginPath("tebe", "guest", "/tbview")).toBe("/grelogin?from=%2Ftbview");
    expect(reloginPath("home", "owner", "/settings")).toBe("/relogin?from=%2Fsettings");
    expect(reloginPath("home", null, "/settings")).toBe("/relogin?from=%2Fsettings");
    expect(reloginPath("tebe", "registered_guest", "/tbview")).toBe("/tbrelogin?from=%2Ftbview");
  });

  test("a failed address that would lead to another host is not passed on", () => {
    expect(reloginPath("home", "owner", "/\\evil.example/x")).toBe("/relogin?from=%2F");
    expect(signedOutPath("tebe", null, "//evil.example")).toBe("/tblogin");
  });

  test("the session cookie carries a role hint before the token", () => {
    expect(parseSessionCookie(sessionCookieValue("guest", "abc_DEF-1"))).toEqual({ role: "guest", token: "abc_DEF-1" });
    expect(parseSessionCookie("admin.tok")).toEqual({ role: null, token: "tok" });
    expect(parseSessionCookie("bare")).toEqual({ role: null, token: "bare" });
    expect(parseSessionCookie(undefined)).toBeNull();
  });

  test("with no session cookie at all, each face sends the visitor to its sign-in, keeping the address", () => {
    expect(signedOutPath("tebe", null, "/tbhome")).toBe("/tblogin?from=%2Ftbhome");
    expect(signedOutPath("tebe", null, "/tbview/abc?x=1")).toBe("/tblogin?from=%2Ftbview%2Fabc%3Fx%3D1");
    expect(signedOutPath("home", null, "/settings")).toBe("/?from=%2Fsettings");
    expect(signedOutPath("home", null, "/photo/1?x=1")).toBe("/?from=%2Fphoto%2F1%3Fx%3D1");
    expect(signedOutPath("home", null, "/")).toBe("/");
    expect(signedOutPath("home", null, "//evil.example")).toBe("/");
  });

  test("a session cookie that no longer works means an expired session: the notice of its role", () => {
    expect(signedOutPath("tebe", { role: "owner" }, "/tbhome")).toBe("/tbrelogin?from=%2Ftbhome");
    expect(signedOutPath("tebe", { role: null }, "/tbhome")).toBe("/tbrelogin?from=%2Ftbhome");
    expect(signedOutPath("tebe", { role: "guest" }, "/tbhome")).toBe("/grelogin?from=%2Ftbhome");
    expect(signedOutPath("home", { role: "guest" }, "/settings")).toBe("/grelogin?from=%2Fsettings");
  });
});

describe("the landing rule of /", () => {
  const tebe: LandingVisit = { deployType: "tebe", signedIn: false, registered: false, stay: false };

  test("a registered, signed-out visitor goes to /tblogin; a new visitor stays on the landing page", () => {
    expect(landingRedirect({ ...tebe, registered: true })).toBe("/tblogin");
    expect(landingRedirect(tebe)).toBeNull();
  });

  test("a signed-in visitor goes to the home screen, registered marker or not", () => {
    expect(landingRedirect({ ...tebe, signedIn: true })).toBe("/tbhome");
    expect(landingRedirect({ ...tebe, signedIn: true, registered: true })).toBe("/tbhome");
  });

  test("forced to stay, everyone sees the landing page", () => {
    expect(landingRedirect({ ...tebe, registered: true, stay: true })).toBeNull();
    expect(landingRedirect({ ...tebe, signedIn: true, stay: true })).toBeNull();
  });

  test("the home face's / is its own sign-in and home: never redirected", () => {
    expect(landingRedirect({ deployType: "home", signedIn: true, registered: true, stay: false })).toBeNull();
    expect(landingRedirect({ deployType: "home", signedIn: false, registered: true, stay: false })).toBeNull();
  });

  test("stay=1 and the forced-landing flag keep a visitor; other values do not", () => {
    expect(forcedToStay({ stay: "1" })).toBe(true);
    expect(forcedToStay({ forceLanding: "1" })).toBe(true);
    expect(forcedToStay({ stay: ["0", "1"] })).toBe(true);
    expect(forcedToStay({ stay: "true" })).toBe(true);
    expect(forcedToStay({})).toBe(false);
    expect(forcedToStay({ stay: "0" })).toBe(false);
    expect(forcedToStay({ stay: "" })).toBe(false);
    expect(forcedToStay({ other: "1" })).toBe(false);
  });
});
