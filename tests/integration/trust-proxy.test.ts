import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { cookieFrom } from "../helpers/http";
import { POST as checkUsername } from "@/app/api/session/check_username/route";
import { POST as checkPassword } from "@/app/api/session/check_password/route";
import { db } from "@/lib/db";
import { ensureHomeOwner } from "@/lib/accounts/owners";
import { compileTrustProxy, stampClientIp } from "@/lib/http/client-ip";

// The real path of a request's address into the attempt limits: a Node HTTP
// server stamps the address as server.ts does (stampClientIp), then hands a
// Request with the node request's headers to the sign-in route handlers.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routes: Record<string, Handler> = { "/check_username": checkUsername, "/check_password": checkPassword };

async function startServer(trustProxy: string | undefined) {
  const trust = compileTrustProxy(trustProxy);
  const server = http.createServer(async (req, res) => {
    stampClientIp(req, trust);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    const route = routes[req.url ?? ""];
    if (!route) throw new Error(`no route for ${req.url}`);
    const response = await route(request, { params: Promise.resolve({}) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // one owner per test: the per-account limit (5) must not be what answers 429
  for (let i = 0; i < 40; i++) await ensureHomeOwner(db(), { name: `tp${i}`, key: "2468" });
});
afterAll(() => database.drop());

let nextOwner = 0;
/** One wrong key for a fresh owner name, from the given X-Forwarded-For. */
async function wrongKey(base: string, forwardedFor: string) {
  const name = `tp${nextOwner++}`;
  const headers = { "content-type": "application/json", "x-forwarded-for": forwardedFor, "x-hems-client-ip": forwardedFor };
  const step1 = await fetch(`${base}/check_username`, { method: "POST", headers, body: JSON.stringify({ username: name }) });
  const cookie = cookieFrom(step1.headers.get("set-cookie")!);
  const step2 = await fetch(`${base}/check_password`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ key: "1111" }) });
  return { status: step2.status, json: await step2.json() };
}

test("a forged X-Forwarded-For from an untrusted peer does not change the attempt-limit key", async () => {
  const server = await startServer(undefined); // TRUST_PROXY unset: trust nothing
  try {
    // 20 failed keys per address per 15 minutes, each "from" a different forged address
    for (let i = 0; i < 20; i++) expect((await wrongKey(server.base, `198.51.100.${i + 1}`)).status).toBe(400);
    const refused = await wrongKey(server.base, "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ status: false, error: "Too many attempts. Please try again later.", message: "Too many attempts. Please try again later." });
  } finally {
    await server.close();
  }
});

test("behind a trusted proxy (TRUST_PROXY=loopback) each forwarded client has its own key", async () => {
  const server = await startServer("loopback");
  try {
    // 127.0.0.1 itself already used up its 20 attempts above; forwarded clients are counted apart
    for (let i = 0; i < 3; i++) expect((await wrongKey(server.base, `203.0.113.${i + 1}`)).status).toBe(400);
  } finally {
    await server.close();
  }
});
