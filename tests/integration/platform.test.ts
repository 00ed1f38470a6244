import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { requestContextOf } from "@/lib/http/request-context";
import { signedIn } from "../helpers/accounts";
import { GET as isLocal } from "@/app/api/config/is_local/route";
import { GET as isTebeServer } from "@/app/api/config/is_tebe_server/route";
import { GET as loginFlag } from "@/app/api/login/[flag]/route";
import { GET as getConfig } from "@/app/api/ctx/get_config/route";
import { POST as updateConfig } from "@/app/api/ctx/update_config/route";
import { GET as checkLogout } from "@/app/api/session/check_logout/route";
import { GET as unknownCall } from "@/app/api/[...path]/route";
import { GET as healthz } from "@/app/healthz/route";
import { db } from "@/lib/db";
import { resetConfigForTests } from "@/lib/config";
import { createSession } from "@/lib/auth/session";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "home", APP_ENV: "local" });
});
afterAll(() => database.drop());

function withEnv(env: Record<string, string>, fn: () => Promise<void>) {
  return async () => {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    resetConfigForTests();
    try {
      await fn();
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      resetConfigForTests();
    }
  };
}

describe("environment calls", () => {
  test("is_local answers true on a home server", async () => {
    expect((await call(isLocal, "/api_config/is_local")).json).toEqual({ status: true, data: true });
  });

  test(
    "is_prod, is_dev and is_local follow APP_ENV",
    withEnv({ APP_ENV: "production" }, async () => {
      const flag = (name: string) => call(loginFlag, `/api_login/${name}`, { params: { flag: name } });
      expect((await flag("is_prod")).json).toEqual({ status: true, data: true });
      expect((await flag("is_dev")).json).toEqual({ status: true, data: false });
      expect((await flag("is_local")).json).toEqual({ status: true, data: false });
      expect((await call(isLocal, "/api_config/is_local")).json.data).toBe(false);
    }),
  );

  test("an unknown login flag is a 400 envelope", async () => {
    const { status, json } = await call(loginFlag, "/api_login/is_root", { params: { flag: "is_root" } });
    expect(status).toBe(400);
    expect(json.status).toBe(false);
    expect(json.error).toMatch(/flag/);
  });

  test("is_tebe_server follows DEPLOY_TYPE", async () => {
    expect((await call(isTebeServer, "/is_tebe_server")).json).toEqual({ status: true, data: { is_tebe_server: false } });
    await withEnv({ DEPLOY_TYPE: "tebe" }, async () => {
      expect((await call(isTebeServer, "/is_tebe_server")).json.data.is_tebe_server).toBe(true);
    })();
  });

  test("an unknown API path answers a 404 envelope", async () => {
    const { status, json } = await call(unknownCall, "/api/nope", { params: { path: ["nope"] } });
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: false, error: "Unknown API call." });
  });

  test("healthz checks the database", async () => {
    const { status, json } = await call(healthz as never, "/healthz");
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: true, database: "ok" });
  });
});

describe("get_config and update_config", () => {
  test("a visitor without a session gets the defaults", async () => {
    const { json } = await call(getConfig, "/api_ctx/get_config");
    expect(json).toEqual({
      status: true,
      data: { theme: "light", language: "en", ytEditMode: false, medialensEditMode: false, badgeColor: "#68d8e7", tileOrder: [] },
    });
  });

  test("update_config without a session is 401 UNAUTHORIZED with 'You are not login!'", async () => {
    const { response, json } = await call(updateConfig, "/api_ctx/update_config", { body: { theme: "dark" } });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
  });

  test("an owner's changes are stored and read back", async () => {
    const owner = await signedIn("owner");
    const update = await call(updateConfig, "/api_ctx/update_config", {
      cookie: owner.cookie,
      body: { theme: "dark", language: "zh", badgeColor: "#ff8800", tileOrder: ["channels", "media"] },
    });
    expect(update.json).toMatchObject({ status: true, data: { theme: "dark", language: "zh", badgeColor: "#ff8800", tileOrder: ["channels", "media"] } });
    const read = await call(getConfig, "/api_ctx/get_config", { cookie: owner.cookie });
    expect(read.json.data).toMatchObject({ theme: "dark", language: "zh", badgeColor: "#ff8800", tileOrder: ["channels", "media"] });
  });

  test("turning one edit mode on turns the other off", async () => {
    const owner = await signedIn("owner");
    await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body: { ytEditMode: true } });
    const lens = await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body: { medialensEditMode: true } });
    expect(lens.json.data).toMatchObject({ ytEditMode: false, medialensEditMode: true });
    const yt = await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body: { ytEditMode: true } });
    expect(yt.json.data).toMatchObject({ ytEditMode: true, medialensEditMode: false });
  });

  test.each([
    [{ ytEditMode: true, medialensEditMode: true }, "ytEditMode and medialensEditMode cannot both be on."],
    [{ theme: "neon" }, "theme"],
    [{ language: "fr" }, "language"],
    [{ badgeColor: "red" }, "badgeColor must be a colour like #68d8e7."],
    [{ isAdmin: true }, "isAdmin"],
    [{ ytEditMode: "yes" }, "ytEditMode"],
  ])("bad input %j is a 400 that changes nothing", async (body, error) => {
    const owner = await signedIn("owner");
    const before = await db().user.findUniqueOrThrow({ where: { id: owner.user!.id } });
    const { status, json } = await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body });
    expect(status).toBe(400);
    expect(json.status).toBe(false);
    expect(json.error).toContain(error);
    expect(await db().user.findUniqueOrThrow({ where: { id: owner.user!.id } })).toEqual(before);
  });

  test("a body that is not JSON is a 400", async () => {
    const owner = await signedIn("owner");
    const { status, json } = await call(updateConfig, "/api_ctx/update_config", {
      cookie: owner.cookie,
      method: "POST",
      rawBody: "{theme:",
      headers: { "content-type": "application/json" },
    });
    expect(status).toBe(400);
    expect(json.error).toBe("The request body is not valid JSON.");
  });

  test.each(["guest", "registered_guest"] as const)("a %s may not change settings", async (role) => {
    const visitor = await signedIn(role);
    const { status, json } = await call(updateConfig, "/api_ctx/update_config", { cookie: visitor.cookie, body: { theme: "dark" } });
    expect(status).toBe(403);
    expect(json.status).toBe(false);
  });

  test("a tampered or unknown session cookie is treated as no session", async () => {
    const { status } = await call(updateConfig, "/api_ctx/update_config", { cookie: "hems_session=forged-token", body: { theme: "dark" } });
    expect(status).toBe(401);
  });

  test("an expired session is refused", async () => {
    const owner = await signedIn("owner");
    await db().session.updateMany({ where: { userId: owner.user!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body: { theme: "dark" } })).status).toBe(401);
  });
});

describe("check_logout", () => {
  test("ends the session and clears an HttpOnly, SameSite=Lax cookie", async () => {
    const owner = await signedIn("owner");
    const { json, response } = await call(checkLogout, "/check_logout", { cookie: owner.cookie });
    expect(json).toEqual({ status: true, data: true });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/hems_session=;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await db().session.count({ where: { userId: owner.user!.id } })).toBe(0);
    expect((await call(updateConfig, "/api_ctx/update_config", { cookie: owner.cookie, body: { theme: "dark" } })).status).toBe(401);
  });

  test("without a session it still answers true", async () => {
    expect((await call(checkLogout, "/check_logout")).json).toEqual({ status: true, data: true });
  });
});

describe("session cookies", () => {
  async function cookieFor(req?: Request) {
    const home = await db().home.findFirstOrThrow();
    return createSession({ role: "owner", homeId: home.id }, req && requestContextOf(req));
  }

  test("are HttpOnly and SameSite=Lax, not Secure on a local server over plain http", async () => {
    await signedIn("owner");
    const cookie = await cookieFor(new Request("http://192.168.1.20:3000/check_password"));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  test("are Secure behind HTTPS and on hosted deployments", async () => {
    expect(await cookieFor(new Request("http://x/", { headers: { "x-forwarded-proto": "https" } }))).toMatch(/Secure/);
    await withEnv({ APP_ENV: "production" }, async () => {
      expect(await cookieFor(new Request("http://x/"))).toMatch(/Secure/);
    })();
  });
});
