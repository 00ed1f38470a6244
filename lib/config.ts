import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";
import { resolveDatabaseTarget, type DatabaseTarget } from "./db/adapter";
import { compileTrustProxy } from "./http/client-ip";

// The one typed view of the environment. Imported by server.ts (outside Next)
// too, so it stays free of "server-only".

const booleanFlag = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const commaList = z.string().transform((s) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean),
);

const httpUrl = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEPLOY_TYPE: z.enum(["home", "tebe"]).default("home"),
  APP_ENV: z.enum(["local", "development", "production"]).default("local"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgresql://user:password@host:5432/database address" }).optional(),
  MEDIA_ROOTS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.default("https://accounts.google.com"),
  // Any standard OpenID Connect provider (Keycloak, Authentik, Authelia...) beside Google.
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().min(1, "must not be blank").max(40, "must be at most 40 characters").optional(),
  OIDC_SCOPES: z
    .string()
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .refine((scopes) => scopes.includes("openid") && scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope)), {
      message: "must be space-separated scopes including openid",
    })
    .default(["openid", "email", "profile"]),
  ADMIN_EMAILS: commaList.default([]),
  OWNER_NAME: z.string().trim().min(1).max(10).optional(),
  OWNER_KEY: z
    .string()
    .regex(/^\d{1,10}$/, "must be 1 to 10 digits")
    .optional(),
  DEMO: booleanFlag.optional(),
  YOUTUBE_OEMBED_URL: httpUrl.default("https://www.youtube.com/oembed"),
  YOUTUBE_THUMBNAIL_URL: httpUrl.default("https://i.ytimg.com"),
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  TEST_ROUTES: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: commaList
    .refine(
      (list) => {
        try {
          compileTrustProxy(list);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be a comma-separated list of proxy addresses or ranges (loopback, linklocal, uniquelocal, 10.0.0.1, 10.0.0.0/8, ::1)" },
    )
    .default([]),
  SIGNUPS_PER_HOUR: z.coerce
    .number({ error: "must be a whole number of at least 1" })
    .int("must be a whole number of at least 1")
    .min(1, "must be a whole number of at least 1")
    .default(10),
});

export type MediaRootSetting = { name: string; path: string };

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  deployType: "home" | "tebe";
  appEnv: "local" | "development" | "production";
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  database: DatabaseTarget;
  /** Roots from MEDIA_ROOTS; empty means "use the demo library when enabled". */
  mediaRoots: MediaRootSetting[];
  authSecret: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  /** The generic OpenID Connect provider (OIDC_*), when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string; scopes: string[] } | undefined;
  adminEmails: string[];
  owner: { name: string; key: string } | undefined;
  demo: boolean;
  youtube: { oembedUrl: string; thumbnailUrl: string };
  ffmpegPath: string;
  ffprobePath: string;
  testRoutes: boolean;
  logLevel: string;
  /** New tebe accounts one address may create in an hour. */
  signupsPerHour: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty trusts nothing. */
  trustProxy: string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

// Variables whose value a message never repeats (DATABASE_URL may hold a password; OIDC_* may be pasted with a secret in the wrong field).
const SECRET_VARIABLES = new Set(["AUTH_SECRET", "OWNER_KEY", "GOOGLE_CLIENT_SECRET", "DATABASE_URL"]);
const quiet = (name: string) => SECRET_VARIABLES.has(name) || name.startsWith("OIDC_");

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0]);
  const got = env[name] === undefined || quiet(name) ? "" : ` (got "${env[name]}")`;
  if (issue.code === "invalid_value" && "values" in issue) {
    return `${name} must be one of ${issue.values.join(", ")}${got}`;
  }
  return `${name}: ${issue.message}${got}`;
}

/** MEDIA_ROOTS is "name=path" pairs separated by ";" (or new lines). */
export function parseMediaRoots(value: string | undefined): MediaRootSetting[] {
  if (!value?.trim()) return [];
  return value
    .split(/[;\n]/)
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at <= 0 || at === pair.length - 1) {
        throw new ConfigError([`MEDIA_ROOTS entries must look like name=/absolute/path (got "${pair}")`]);
      }
      return { name: pair.slice(0, at).trim(), path: path.resolve(pair.slice(at + 1).trim()) };
    });
}

type StoredSecrets = { authSecret: string };

/** The embedded default keeps its own secrets in DATA_DIR so restarts keep sessions valid. */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<StoredSecrets>;
    if (typeof stored.authSecret === "string" && stored.authSecret.length >= 32) {
      return { authSecret: stored.authSecret };
    }
  } catch {
    // missing or unreadable: make new ones below
  }
  const secrets = { authSecret: crypto.randomBytes(32).toString("base64url") };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(
    // Empty variables count as unset, as in most hosts' dashboards.
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, env)));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.OWNER_NAME === undefined) !== (e.OWNER_KEY === undefined)) {
    problems.push("OWNER_NAME and OWNER_KEY must be set together");
  }
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_NAME].filter((v) => v !== undefined).length;
  if (oidcSet > 0 && oidcSet < 4) {
    problems.push("OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME must be set together");
  }
  const mediaRoots = parseMediaRoots(e.MEDIA_ROOTS);
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    deployType: e.DEPLOY_TYPE,
    appEnv: e.APP_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    database: resolveDatabaseTarget({ ...env, DATABASE_URL: e.DATABASE_URL, DATA_DIR: dataDir }),
    mediaRoots,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecrets(dataDir).authSecret,
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_NAME
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME, scopes: e.OIDC_SCOPES }
        : undefined,
    adminEmails: e.ADMIN_EMAILS.map((a) => a.toLowerCase()),
    owner: e.OWNER_NAME && e.OWNER_KEY ? { name: e.OWNER_NAME, key: e.OWNER_KEY } : undefined,
    // The demo (owner "demo" and a generated library) is the embedded default:
    // on a local install with nothing configured. Hosted deployments
    // (APP_ENV development/production) get it only when asked for.
    demo: e.DEMO ?? (e.APP_ENV === "local" && !e.OWNER_NAME && !e.MEDIA_ROOTS),
    youtube: { oembedUrl: e.YOUTUBE_OEMBED_URL, thumbnailUrl: e.YOUTUBE_THUMBNAIL_URL },
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    testRoutes: e.TEST_ROUTES,
    logLevel: e.LOG_LEVEL,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
  };
}

let cached: AppConfig | undefined;

/** The process-wide configuration, read once. */
export function getConfig(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** For tests that change the environment. */
export function resetConfigForTests(): void {
  cached = undefined;
}
