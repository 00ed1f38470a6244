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

const wholeNumber = z.coerce
  .number({ error: "must be a whole number of at least 1" })
  .int("must be a whole number of at least 1")
  .min(1, "must be a whole number of at least 1");

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
  // Shared state of several app instances (attempt limits, socket.io); unset: one instance, in memory.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis://[user:password@]host:6379 address" }).optional(),
  // Keeps this deployment's keys and channels apart when others use the same Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,40}$/, "must be 1 to 40 letters, digits or . _ : -")
    .default("hems:"),
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
  YOUTUBE_TITLE_RETRY_SECONDS: z.coerce
    .number({ error: "must be a whole number of at least 1" })
    .int("must be a whole number of at least 1")
    .min(1, "must be a whole number of at least 1")
    .default(60),
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  TEST_ROUTES: booleanFlag.default(false),
  // STUN servers for the chat test page's peer connections; none needed on one network (host candidates).
  STUN_URLS: commaList
    .refine((list) => list.every((url) => /^stuns?:[^\s]+$/.test(url)), { message: "must be a comma-separated list of stun: or stuns: addresses" })
    .default([]),
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
  // On-the-fly transcoding (lib/transcode): ffmpeg processes at once, how long a request waits for one, and the disk its segments may fill.
  TRANSCODE_MAX_JOBS: wholeNumber.default(2),
  TRANSCODE_WAIT_S: wholeNumber.default(20),
  TRANSCODE_CACHE_MB: wholeNumber.default(2048),
  // The home agent (home face): the hosted service's address and this home's agent token from its settings.
  AGENT_UPSTREAM_URL: httpUrl.optional(),
  AGENT_TOKEN: z
    .string()
    .regex(/^[\w-]{20,200}$/, "must be the token the hosted service's settings showed")
    .optional(),
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
  /** REDIS_URL and REDIS_PREFIX: state shared by several instances; undefined on one instance. */
  redis: { url: string; prefix: string } | undefined;
  /** Roots from MEDIA_ROOTS; empty means "use the demo library when enabled". */
  mediaRoots: MediaRootSetting[];
  authSecret: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  /** The generic OpenID Connect provider (OIDC_*), when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string; scopes: string[] } | undefined;
  adminEmails: string[];
  owner: { name: string; key: string } | undefined;
  demo: boolean;
  /** titleRetrySeconds: the pause before a video saved without its title asks YouTube again. */
  youtube: { oembedUrl: string; thumbnailUrl: string; titleRetrySeconds: number };
  ffmpegPath: string;
  ffprobePath: string;
  testRoutes: boolean;
  /** STUN_URLS: the chat page's ICE servers (empty: host candidates only). */
  stunUrls: string[];
  logLevel: string;
  /** New tebe accounts one address may create in an hour. */
  signupsPerHour: number;
  /** AGENT_UPSTREAM_URL and AGENT_TOKEN: the hosted service this home's agent connects out to; undefined: no agent. */
  agent: { upstreamUrl: string; token: string } | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty trusts nothing. */
  trustProxy: string[];
  /** On-the-fly HLS transcoding (lib/transcode/jobs.ts). */
  transcode: {
    /** TRANSCODE_MAX_JOBS: ffmpeg transcodes running at once; further requests wait. */
    maxJobs: number;
    /** TRANSCODE_WAIT_S: how long a request waits for a free transcode before it is refused (503). */
    waitMs: number;
    /** TRANSCODE_CACHE_MB: the size DATA_DIR/transcode may reach before the oldest transcodes are removed. */
    cacheBytes: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

// A message names the setting and what it must look like, never the value it
// was given: that may be a secret pasted into the wrong variable.
function describeIssue(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0]);
  if (issue.code === "invalid_value" && "values" in issue) return `${name} must be one of ${issue.values.join(", ")}`;
  return `${name}: ${issue.message}`;
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
        throw new ConfigError(["MEDIA_ROOTS entries must look like name=/absolute/path"]);
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
    throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue)));
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
  // A secret generated into each instance's own DATA_DIR would differ between instances (device and sign-in cookies).
  if ((e.AGENT_UPSTREAM_URL === undefined) !== (e.AGENT_TOKEN === undefined)) problems.push("AGENT_UPSTREAM_URL and AGENT_TOKEN must be set together");
  if (e.REDIS_URL && !e.AUTH_SECRET) problems.push("REDIS_URL (several instances) needs AUTH_SECRET, the same on every instance");
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
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
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
    youtube: { oembedUrl: e.YOUTUBE_OEMBED_URL, thumbnailUrl: e.YOUTUBE_THUMBNAIL_URL, titleRetrySeconds: e.YOUTUBE_TITLE_RETRY_SECONDS },
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    testRoutes: e.TEST_ROUTES,
    stunUrls: e.STUN_URLS,
    logLevel: e.LOG_LEVEL,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    agent: e.AGENT_UPSTREAM_URL && e.AGENT_TOKEN ? { upstreamUrl: e.AGENT_UPSTREAM_URL, token: e.AGENT_TOKEN } : undefined,
    trustProxy: e.TRUST_PROXY,
    transcode: { maxJobs: e.TRANSCODE_MAX_JOBS, waitMs: e.TRANSCODE_WAIT_S * 1000, cacheBytes: e.TRANSCODE_CACHE_MB * 1024 * 1024 },
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
