import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { getConfig } from "@/lib/config";
import { attachRealtime } from "@/lib/realtime/server";
import { emitProgress, progressRoom } from "@/lib/realtime/hub";
import { compileTrustProxy, stampClientIp } from "@/lib/http/client-ip";
import { POST as login } from "@/app/api/tebeauth/login/route";
import { GET as isLogin } from "@/app/api/tebeauth/is_login/route";
import { POST as register } from "@/app/api/tebeauth/register/route";

// One app instance for tests/integration/instances.test.ts, run as a child
// process (its own memory, as a second server has): the configuration from
// its environment, the real route handlers of signing up, signing in and of "who am I",
// and socket.io as server.ts attaches it. Next's router is left out: it
// keeps no state of its own between requests. The parent asks it over IPC to
// emit a progress event, as a scan on this instance would.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: Record<string, Handler> = { "/api_tebeauth/login": login, "/api_tebeauth/is_login": isLogin, "/api_tebeauth/register": register };

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
  const handler = ROUTES[new URL(req.url ?? "/", "http://x").pathname];
  if (!handler) return void res.writeHead(404).end();
  toRequest(req)
    .then((request) => handler(request, { params: Promise.resolve({}) }))
    .then(async (response) => {
      const headers: Record<string, string | string[]> = Object.fromEntries([...response.headers].filter(([name]) => name !== "set-cookie"));
      headers["set-cookie"] = response.headers.getSetCookie();
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
