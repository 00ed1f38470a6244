import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { loadConfig, type AppConfig } from "./lib/config";
import { prepareDataDir } from "./lib/data-dir";
import { describeStartupError } from "./lib/startup-error";
import { attachRealtime } from "./lib/realtime/server";
import { compileTrustProxy, stampClientIp } from "./lib/http/client-ip";
import { serveMediaRequest } from "./lib/streaming/node";
import { hasMalformedPath, refuseMalformedPath } from "./lib/http/malformed-url";
import { refuseTrace } from "./lib/http/trace";
import { createLandingCache, renderThrough } from "./lib/landing/page-cache";
import { createAdmission } from "./lib/http/admission";

// Serves Next.js and socket.io (chat signalling, live progress) on one port.
// `next start` alone still works; it just has no socket.io.

/** A failed start prints one line naming the cause (lib/startup-error.ts) and exits non-zero. */
function failStart(error: unknown, dataDir?: string): never {
  console.error(describeStartupError(error, dataDir));
  process.exit(1);
}

async function main() {
  const dev = process.argv.includes("--dev");
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    failStart(error);
  }
  // Before Next opens anything: private file modes, and this server's lock on
  // DATA_DIR (a second server on the same folder stops here).
  try {
    prepareDataDir(config);
  } catch (error) {
    failStart(error, config.dataDir);
  }
  const app = next({ dev, hostname: config.host, port: config.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const trustProxy = compileTrustProxy(config.trustProxy);
  // Media bytes (/media_lv_video_root/*, /media_video_root/*) skip Next's router
  // once start-up work is done: same rules, Node streams (lib/streaming/node.ts).
  let mediaFastPath = false;
  const local = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  // The tebe landing page, the same for every visitor without a cookie, is answered from a cache (lib/landing/page-cache.ts).
  const landingCache = config.deployType === "tebe" && !dev ? createLandingCache({ render: renderThrough(`http://${local}:${config.port}`) }) : null;
  // What Next renders waits its turn (lib/http/admission.ts); media bytes and the landing cache do not.
  const admission = createAdmission();
  const render = (req: IncomingMessage, res: ServerResponse) => admission(req, res, () => void handle(req, res));
  const server = createServer((req, res) => {
    // The client's address, for attempt limits: the socket peer, or behind a
    // trusted proxy (TRUST_PROXY) its X-Forwarded-For; a client cannot forge it.
    stampClientIp(req, trustProxy);
    if (refuseTrace(req, res)) return;
    // A path whose percent-escapes do not decode: Next would answer a bare 500.
    if (hasMalformedPath(req.url)) {
      refuseMalformedPath(req, res);
      return;
    }
    if (landingCache?.tryServe(req, res, () => render(req, res))) return;
    if (!mediaFastPath) {
      render(req, res);
      return;
    }
    serveMediaRequest(req, res).then(
      (served) => {
        if (!served) render(req, res);
      },
      () => {
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      },
    );
  });

  // An idle kept-alive connection stays open longer than a client or proxy
  // waits between requests (Node's 5 s default): a request sent as the server
  // closes the socket fails with ECONNRESET, and a POST is not retried.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const io = attachRealtime(server, config);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject); // the port is taken, say
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // The first request waits for start-up work (migrations, demo library) in
  // instrumentation.ts; announce the address once that is done.
  const health = await fetch(`http://${local}:${config.port}/healthz`).catch(() => undefined);
  mediaFastPath = true;
  const shown = local === "127.0.0.1" ? "localhost" : local;
  console.log(`hems (${config.deployType} face) is running at http://${shown}:${config.port}${health?.ok ? "" : " (health check failed: see the log above)"}`);

  const stop = () => {
    io.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => failStart(error));
