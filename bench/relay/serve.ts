import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

// A plain node:http server that hands GET /<name>?<query> to a Next route
// handler of the browse calls, called as Next calls it (a web Request, its
// params as a promise, the request signal aborted when the client goes), and
// pipes the web Response's body to the socket the way Next does. Both sides
// of bench/relay/relay.ts serve their routes with it, so the relayed and the
// direct figures carry the same HTTP layer (Next's own router left out).

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

/** `routes`: path name (e.g. "subdirs") to handler; `prefix`: the URL path the handlers see before the name. */
export async function serveRoutes(
  routes: Record<string, RouteHandler>,
  prefix: string,
  params: Record<string, string>,
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handler = routes[url.pathname.slice(1)];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(new URL(`${prefix}${url.pathname}${url.search}`, "http://127.0.0.1"), { method: req.method, headers, signal: gone.signal });
    const response = await handler(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  };
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
