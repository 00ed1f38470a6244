import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig, parseMediaRoots } from "./config";

function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "hems-config-"));
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  test("the embedded default: home face, local, PGlite in DATA_DIR, demo on", () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ deployType: "home", appEnv: "local", port: 3000, demo: true, mediaRoots: [] });
    expect(config.database).toEqual({ kind: "pglite", dir: path.join(dataDir, "db") });
  });

  test("a bad DEPLOY_TYPE names the variable and the accepted values", () => {
    expect(problemsOf({ DEPLOY_TYPE: "homes" })).toEqual(["DEPLOY_TYPE must be one of home, tebe"]);
    expect(() => loadConfig({ DATA_DIR: tempDataDir(), DEPLOY_TYPE: "x" })).toThrow(/DEPLOY_TYPE must be one of home, tebe/);
  });

  test.each([
    [{ APP_ENV: "staging" }, "APP_ENV must be one of local, development, production"],
    [{ PORT: "abc" }, "PORT: must be a whole number from 1 to 65535"],
    [{ PORT: "70000" }, "PORT: must be a whole number from 1 to 65535"],
    [{ DATABASE_URL: "mysql://x/y" }, "DATABASE_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ OWNER_NAME: "alice" }, "OWNER_NAME and OWNER_KEY must be set together"],
    [{ OWNER_NAME: "alice", OWNER_KEY: "12ab" }, "OWNER_KEY: must be 1 to 10 digits"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together"],
    [{ MEDIA_ROOTS: "photos" }, "MEDIA_ROOTS entries must look like name=/absolute/path"],
    [{ DEMO: "maybe" }, "DEMO must be one of"],
    [{ YOUTUBE_OEMBED_URL: "ftp://x" }, "YOUTUBE_OEMBED_URL"],
  ])("%j is refused with a message naming it", (env, expected) => {
    expect(problemsOf(env).join("\n")).toContain(expected);
  });

  test.each([
    [{ AUTH_SECRET: "tooShortSecret-42" }, "AUTH_SECRET: must be at least 32 characters", "tooShortSecret-42"],
    [{ OWNER_NAME: "alice", OWNER_KEY: "98x76" }, "OWNER_KEY: must be 1 to 10 digits", "98x76"],
    [{ DATABASE_URL: "mysql://hems:Pa55word-9@db/hems" }, "DATABASE_URL: must be a postgresql://", "Pa55word-9"],
    [{ DATABASE_URL: "postgresql://hems:Pa55word-9@db:notaport/hems" }, "DATABASE_URL: must be a postgresql://", "Pa55word-9"],
    [{ REDIS_URL: "http://:Pa55word-9@cache:6379" }, "REDIS_URL: must be a redis://", "Pa55word-9"],
    // Any setting: a secret pasted into the wrong variable is not repeated either.
    [{ DEPLOY_TYPE: "Pa55word-9" }, "DEPLOY_TYPE must be one of home, tebe", "Pa55word-9"],
    [{ PORT: "Pa55word-9" }, "PORT: must be a whole number", "Pa55word-9"],
    [{ MEDIA_ROOTS: "Pa55word-9" }, "MEDIA_ROOTS entries must look like name=/absolute/path", "Pa55word-9"],
  ])("%j: the message names the variable, never its value", (env, expected, secret) => {
    const problems = problemsOf(env).join("\n");
    expect(problems).toContain(expected);
    expect(problems).not.toContain(secret);
  });

  const OIDC = { OIDC_ISSUER: "https://sso.example.org/realms/home", OIDC_CLIENT_ID: "hems", OIDC_CLIENT_SECRET: "s3cret-Value-77", OIDC_NAME: "Keycloak" };

  test("OIDC_*: a generic OpenID Connect provider beside Google, default scopes openid email profile", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).oidc).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDataDir(), ...OIDC }).oidc).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: "hems",
      clientSecret: "s3cret-Value-77",
      name: "Keycloak",
      scopes: ["openid", "email", "profile"],
    });
    expect(loadConfig({ DATA_DIR: tempDataDir(), ...OIDC, OIDC_SCOPES: "openid email groups" }).oidc?.scopes).toEqual(["openid", "email", "groups"]);
  });

  test.each([
    [{ ...OIDC, OIDC_ISSUER: "ftp://s3cret-Value-77" }, "OIDC_ISSUER"],
    [{ ...OIDC, OIDC_SCOPES: "email s3cret-Value-77" }, "OIDC_SCOPES: must be space-separated scopes including openid"],
    [{ ...OIDC, OIDC_NAME: "s3cret-Value-77".repeat(4) }, "OIDC_NAME: must be at most 40 characters"],
    [
      { OIDC_ISSUER: OIDC.OIDC_ISSUER, OIDC_CLIENT_SECRET: "s3cret-Value-77" },
      "OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME must be set together",
    ],
  ])("%j: the message names the OIDC setting, never its value", (env, expected) => {
    const problems = problemsOf(env).join("\n");
    expect(problems).toContain(expected);
    expect(problems).not.toContain("s3cret-Value-77");
  });

  test("DATABASE_URL selects PostgreSQL, with an optional Prisma-style schema", () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), DATABASE_URL: "postgresql://u@db:5432/hems?schema=tenant1&sslmode=require" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgresql://u@db:5432/hems?sslmode=require", schema: "tenant1" });
  });

  test("REDIS_URL: several instances share a Redis (with one AUTH_SECRET); unset, one instance keeps its state in memory", () => {
    const secret = "x".repeat(32);
    expect(loadConfig({ DATA_DIR: tempDataDir() }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDataDir(), REDIS_URL: "redis://:pw@cache:6379/2", AUTH_SECRET: secret }).redis).toEqual({
      url: "redis://:pw@cache:6379/2",
      prefix: "hems:",
    });
    expect(loadConfig({ DATA_DIR: tempDataDir(), REDIS_URL: "rediss://cache", REDIS_PREFIX: "site2:", AUTH_SECRET: secret }).redis?.prefix).toBe("site2:");
    expect(problemsOf({ REDIS_URL: "redis://:Pa55word-9@cache:6379" })).toEqual([
      "REDIS_URL (several instances) needs AUTH_SECRET, the same on every instance",
    ]);
    expect(problemsOf({ REDIS_URL: "redis://cache", AUTH_SECRET: secret, REDIS_PREFIX: "a b" }).join("\n")).toContain("REDIS_PREFIX: must be 1 to 40");
  });

  test("MEDIA_ROOTS holds name=path pairs", () => {
    expect(parseMediaRoots("Photos=/srv/photos; Videos=/srv/videos\nOld=/mnt/a=b")).toEqual([
      { name: "Photos", path: "/srv/photos" },
      { name: "Videos", path: "/srv/videos" },
      { name: "Old", path: "/mnt/a=b" },
    ]);
  });

  test("configured owners or media roots turn the demo off unless asked for", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir(), OWNER_NAME: "alice", OWNER_KEY: "1234" }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDataDir(), MEDIA_ROOTS: "P=/srv/p" }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDataDir(), APP_ENV: "production" }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDataDir(), APP_ENV: "production", DEMO: "true" }).demo).toBe(true);
  });

  test("the embedded default keeps its generated secret across restarts", () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: tempDataDir() }).authSecret).not.toBe(first);
  });

  test("AUTH_SECRET from the environment wins and nothing is written", () => {
    const dataDir = tempDataDir();
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, "secrets.json"))).toBe(false);
  });

  test("TRUST_PROXY: trust nothing by default; a list of proxy-addr values; anything else is refused", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDataDir(), TRUST_PROXY: "loopback, 10.0.0.0/8 ,::1" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "::1"]);
    expect(problemsOf({ TRUST_PROXY: "loopback,proxy.internal" })).toEqual([
      "TRUST_PROXY: must be a comma-separated list of proxy addresses or ranges (loopback, linklocal, uniquelocal, 10.0.0.1, 10.0.0.0/8, ::1)",
    ]);
  });

  test("STUN_URLS: none by default; a list of stun:/stuns: addresses; anything else is refused", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).stunUrls).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDataDir(), STUN_URLS: "stun:stun.example.org:3478, stuns:10.0.0.1" }).stunUrls).toEqual([
      "stun:stun.example.org:3478",
      "stuns:10.0.0.1",
    ]);
    expect(problemsOf({ STUN_URLS: "stun:a.example,http://b.example" })).toEqual(["STUN_URLS: must be a comma-separated list of stun: or stuns: addresses"]);
  });

  test("YOUTUBE_TITLE_RETRY_SECONDS: a minute by default; whole seconds of at least 1", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).youtube.titleRetrySeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: tempDataDir(), YOUTUBE_TITLE_RETRY_SECONDS: "2" }).youtube.titleRetrySeconds).toBe(2);
    expect(problemsOf({ YOUTUBE_TITLE_RETRY_SECONDS: "0" })[0]).toMatch(/^YOUTUBE_TITLE_RETRY_SECONDS: must be a whole number of at least 1/);
  });
});
