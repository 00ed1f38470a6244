import { randomUUID } from "node:crypto";
import { get, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { newNonce } from "../http/security";
import { REQUEST_ID_HEADER } from "../http/request-id";

// The tebe landing page is the same for every visitor who sends no cookie
// (same address, host and languages) apart from its script nonce, yet Next
// renders it for each request: at 200 connections that is a p99 of seconds.
// The custom server keeps each rendering for a while and answers from it
// before Next, with a fresh nonce put in the policy and in every place the
// page carried the old one, so each reply's scripts still need their own.

/** How long one rendering is served; the page changes only with a deploy or the configuration. */
export const LANDING_CACHE_MS = 60_000;
const MAX_ENTRIES = 32;
/** The landing addresses served from the cache: the page's canonical and per-language addresses. */
const CACHED_URLS = new Set(["/", "/?lang=en", "/?lang=zh"]);
/** Says where a reply came from (tests, and an operator reading headers). */
export const LANDING_CACHE_HEADER = "x-landing-cache";
/** Asks the server for the real rendering (the cache's own request to Next). */
export const LANDING_RENDER_HEADER = "x-landing-render";
/** Request headers that make a reply one visitor's own, or a router's (Next's client navigations). */
const PERSONAL_HEADERS = [
  "cookie",
  "authorization",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  LANDING_RENDER_HEADER,
];
/** Reply headers each answer makes anew (or Node adds itself). */
const PER_REPLY_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", REQUEST_ID_HEADER]);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
const gzipped = promisify(gzip);

export type Rendering = { status: number; headers: Record<string, string | string[]>; body: string };

type Entry = { page: Rendering; nonce: string; expiresAt: number };

/** The cache's key for a request it may answer, or null (another address, a cookie, a router request). */
function landingCacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!req.url || !CACHED_URLS.has(req.url)) return null;
  if (PERSONAL_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  // The page's absolute addresses come from the host (without PUBLIC_URL), its language from the browser's.
  return [req.headers.host, req.headers["x-forwarded-proto"], req.url, req.headers["accept-language"]].join("\n");
}

export function createLandingCache({ render, now = Date.now }: { render: (req: IncomingMessage) => Promise<Rendering>; now?: () => number }) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();

  async function fresh(key: string, req: IncomingMessage): Promise<Entry | null> {
    const page = await render(req);
    const nonce = NONCE_IN_POLICY.exec(String(page.headers["content-security-policy"] ?? ""))?.[1];
    // Only a page with a nonce to replace is the same for everyone; anything else is left to Next for each visitor.
    if (page.status !== 200 || !nonce) return null;
    const entry = { page, nonce, expiresAt: now() + LANDING_CACHE_MS };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry;
  }

  /** One rendering per key at a time: a burst of first visitors waits for the same one. */
  function entryFor(key: string, req: IncomingMessage): Promise<Entry | null> | Entry {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    let pending = rendering.get(key);
    if (!pending) {
      pending = fresh(key, req).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, entry: Entry, state: "hit" | "miss") {
    const nonce = newNonce();
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(entry.page.headers)) {
      if (!PER_REPLY_HEADERS.has(name)) headers[name] = typeof value === "string" ? value.replaceAll(entry.nonce, nonce) : value;
    }
    headers[REQUEST_ID_HEADER] = randomUUID();
    headers[LANDING_CACHE_HEADER] = state;
    let body: Buffer = Buffer.from(entry.page.body.replaceAll(entry.nonce, nonce));
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      body = await gzipped(body);
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    res.writeHead(entry.page.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return {
    /**
     * Answers `req` from the cache when it may (true), rendering the page
     * first when no fresh copy is kept; `fallback` hands the request to Next
     * when the rendering cannot be kept. False: not a request for the cache.
     */
    tryServe(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
      const key = landingCacheKey(req);
      if (key === null) return false;
      const found = entryFor(key, req);
      if (!(found instanceof Promise)) {
        void answer(req, res, found, "hit").catch(() => res.destroy());
        return true;
      }
      found
        .then(
          (entry) => (entry ? answer(req, res, entry, "miss") : fallback()),
          () => fallback(),
        )
        .catch(() => res.destroy());
      return true;
    },
  };
}

/** Renders the page through the server at `origin` (Next, past the cache), as `req` would get it uncompressed. */
export function renderThrough(origin: string): (req: IncomingMessage) => Promise<Rendering> {
  return (req) =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers, [LANDING_RENDER_HEADER]: "1", "accept-encoding": "identity" };
      get(`${origin}${req.url}`, { headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on("data", (chunk: Buffer) => chunks.push(chunk));
        reply.on("end", () => {
          const replyHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) replyHeaders[name] = value;
          resolve({ status: reply.statusCode ?? 502, headers: replyHeaders, body: Buffer.concat(chunks).toString("utf8") });
        });
        reply.on("error", reject);
      }).on("error", reject);
    });
}
