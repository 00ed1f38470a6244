import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { LANDING_CACHE_HEADER, LANDING_CACHE_MS, createLandingCache, renderThrough } from "./page-cache";

// The landing page cache in front of a stand-in for Next that, like proxy.ts,
// gives each rendering its own nonce in the policy and on the page's scripts.

type Reply = { status: number; headers: Headers; raw: Buffer; body: string };

let renders: IncomingMessage[];
let clock: number;
let upstream: Server;
let front: Server;
let base: string;

function nonceOfPolicy(headers: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
}

/** A request as a browser sends it (node:http: fetch would set its own host and decompress). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers, method }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on("data", (chunk: Buffer) => chunks.push(chunk));
      reply.on("end", () => {
        const raw = Buffer.concat(chunks);
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) replyHeaders.set(name, String(value));
        resolve({ status: reply.statusCode ?? 0, headers: replyHeaders, raw, body: raw.toString("utf8") });
      });
    })
      .on("error", reject)
      .end();
  });
}

beforeEach(async () => {
  renders = [];
  clock = 1_000_000;
  let count = 0;
  upstream = createServer((req, res) => {
    renders.push(req);
    if (req.url === "/?lang=en" && req.headers["x-fail"]) return void res.writeHead(500).end("broken");
    const nonce = Buffer.from(`nonce-${++count}-${"x".repeat(8)}`).toString("base64");
    const headers: Record<string, string | string[]> = {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "x-request-id": `upstream-${count}`,
    };
    if (req.url === "/?lang=zh") headers["set-cookie"] = ["NEXT_LOCALE=zh; Path=/"];
    res.writeHead(200, headers);
    res.end(`<html><script nonce="${nonce}">a()</script><p>${req.headers["accept-language"] ?? "-"}</p><script nonce="${nonce}">b()</script></html>`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const cache = createLandingCache({ render: renderThrough(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`), now: () => clock });
  front = createServer((req, res) => {
    if (!cache.tryServe(req, res, () => res.writeHead(299).end("next"))) res.writeHead(298).end("not for the cache");
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

test("the second visitor gets the first rendering, with a nonce of its own in the policy and on every script", async () => {
  const first = await get("/");
  const second = await get("/");
  expect(renders).toHaveLength(1);
  expect([first.headers.get(LANDING_CACHE_HEADER), second.headers.get(LANDING_CACHE_HEADER)]).toEqual(["miss", "hit"]);
  const nonces = [first, second].map((reply) => nonceOfPolicy(reply.headers));
  expect(nonces[0]).not.toEqual(nonces[1]);
  for (const [at, reply] of [first, second].entries()) {
    expect(reply.status).toBe(200);
    expect([...reply.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])).toEqual([nonces[at], nonces[at]]);
    expect(reply.body).toContain("a()");
    expect(reply.headers.get("x-request-id")).not.toMatch(/^upstream/);
  }
  expect(first.headers.get("x-request-id")).not.toEqual(second.headers.get("x-request-id"));
});

test("a burst of first visitors waits for one rendering", async () => {
  const replies = await Promise.all(Array.from({ length: 20 }, () => get("/")));
  expect(renders).toHaveLength(1);
  expect(new Set(replies.map((reply) => nonceOfPolicy(reply.headers))).size).toBe(20);
});

test("each language, host and browser language has its own rendering; ?lang keeps its cookie", async () => {
  await get("/");
  await get("/", { "accept-language": "zh-CN,zh;q=0.9" });
  const zh = await get("/?lang=zh");
  const again = await get("/?lang=zh");
  await get("/", { host: "tebe.example" });
  expect(renders).toHaveLength(4);
  expect(again.headers.get(LANDING_CACHE_HEADER)).toBe("hit");
  expect(again.headers.get("set-cookie")).toBe("NEXT_LOCALE=zh; Path=/");
  expect(zh.headers.get("set-cookie")).toBe("NEXT_LOCALE=zh; Path=/");
  expect((await get("/", { "accept-language": "zh-CN,zh;q=0.9" })).body).toContain("<p>zh-CN,zh;q=0.9</p>");
  expect(renders).toHaveLength(4);
});

test("a visitor with a cookie, another address, a router request or a POST goes to Next untouched", async () => {
  expect((await get("/", { cookie: "tebe_known=1" })).status).toBe(298);
  expect((await get("/?stay=1")).status).toBe(298);
  expect((await get("/?_rsc=abc")).status).toBe(298);
  expect((await get("/", { rsc: "1" })).status).toBe(298);
  expect((await get("/tblogin")).status).toBe(298);
  expect((await get("/", {}, "POST")).status).toBe(298);
  expect(renders).toHaveLength(0);
});

test("a rendering is kept for LANDING_CACHE_MS, then made again", async () => {
  await get("/");
  clock += LANDING_CACHE_MS - 1;
  expect((await get("/")).headers.get(LANDING_CACHE_HEADER)).toBe("hit");
  clock += 1;
  expect((await get("/")).headers.get(LANDING_CACHE_HEADER)).toBe("miss");
  expect(renders).toHaveLength(2);
});

test("a failed rendering is not kept: the visitor gets Next's own answer", async () => {
  expect((await get("/?lang=en", { "x-fail": "1" })).status).toBe(299);
  expect((await get("/?lang=en")).headers.get(LANDING_CACHE_HEADER)).toBe("miss");
});

test("gzip when the browser takes it; HEAD gets the headers only", async () => {
  await get("/");
  const zipped = await get("/", { "accept-encoding": "gzip, deflate, br" });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
  expect(Number(zipped.headers.get("content-length"))).toBe(zipped.raw.length);
  expect(gunzipSync(zipped.raw).toString()).toContain("a()");
  const head = await get("/", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body).toBe("");
  expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
});
