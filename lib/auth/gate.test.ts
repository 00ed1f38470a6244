import { needsSession, parseSessionCookie, reloginPath, sessionCookieValue } from "./gate";

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

  test("the session cookie carries a role hint before the token", () => {
    expect(parseSessionCookie(sessionCookieValue("guest", "abc_DEF-1"))).toEqual({ role: "guest", token: "abc_DEF-1" });
    expect(parseSessionCookie("admin.tok")).toEqual({ role: null, token: "tok" });
    expect(parseSessionCookie("bare")).toEqual({ role: null, token: "bare" });
    expect(parseSessionCookie(undefined)).toBeNull();
  });
});
