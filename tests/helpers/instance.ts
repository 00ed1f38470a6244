import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { getConfig } from "@/lib/config";
import { attachRealtime } from "@/lib/realtime/server";
import { emitProgress, progressRoom } from "@/lib/realtime/hub";
import { compileTrustProxy, stampClientIp } from "@/lib/http/client-ip";
import { POST as login } from "@/app/api/tebeauth/login/route";
import { GET as isLogin } from "@/app/api/tebeauth/is_login/route";
import { POST as register } from "@/app/api/tebeauth/register/route";
import { GET as agentOnline } from "@/app/api/hems_f2f/agent/[id]/online/route";
import { GET as browseSubdirs } from "@/app/api/hems_f2f/browse/[id]/subdirs/route";
import { GET as browseFile } from "@/app/api/hems_f2f/browse/[id]/file/route";

// One app instance for tests/integration/instances.test.ts, run as a child
// process (its own memory, as a second server has): the configuration from
// its environment, the real route handlers of signing up, signing in, "who am I"
// and three home browse calls relayed to a home agent, and socket.io as
// server.ts attaches it. Each reply names its instance (X-Test-Instance). Next's router is left out: it
// keeps no state of its own between requests. The parent asks it over IPC to
// emit a progress event, as a scan on this instance would.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: Record<string, Handler> = { "/api_tebeauth/login": login, "/api_tebeauth/is_login": isLogin, "/api_tebeauth/register": register };
/** Routes with a home number in their path: /api_hems_f2f/{agent|browse}/{id}/{call}. */
const HOME_ROUTES: Record<string, Handler> = { online: agentOnline, subdirs: browseSubdirs, file: browseFile };

function routeOf(pathname: string): { handler: Handler; params: Record<string, string> } | null {
  const fixed = ROUTES[pathname];
  if (fixed) return { handler: fixed, params: {} };
  const [, id = "", name = ""] = /^\/api_hems_f2f\/(?:agent|browse)\/(\d+)\/(\w+)$/.exec(pathname) ?? [];
  const handler = HOME_ROUTES[name];
  return handler ? { handler, params: { id } } : null;
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
}

const config = getConfig();
const trustProxy = compileTrustProxy(config.trustProxy);
const server = createServer((req, res) => {
  stampClientIp(req, trustProxy);
  const found = routeOf(new URL(req.url ?? "/", "http://x").pathname);
  if (!found) return void res.writeHead(404).end();
  toRequest(req)
    .then((request) => found.handler(request, { params: Promise.resolve(found.params) }))
    .then(async (response) => {
      const headers: Record<string, string | string[]> = Object.fromEntries([...response.headers].filter(([name]) => name !== "set-cookie"));
      headers["set-cookie"] = response.headers.getSetCookie();
      headers["x-test-instance"] = String(process.pid);
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    })
    .catch(() => res.writeHead(500).end());
});
attachRealtime(server, config);

process.on("message", (message: { emitProgress?: { homeId: string; payload: unknown } }) => {
  if (message.emitProgress) {
    emitProgress(progressRoom(message.emitProgress.homeId), "scan:progress", message.emitProgress.payload);
    process.send?.({ emitted: true });
  }
});
server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }));
