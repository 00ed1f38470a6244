import type { IncomingMessage, ServerResponse } from "node:http";
import { recentCallerFromCookieHeader } from "../auth/caller";
import { AppError } from "../http/errors";
import { fail, failWith } from "../http/envelope";
import { commonHeaders, requestIdOf } from "../http/node-headers";
import { log } from "../log";
import { mediaRelpath, openMediaReply, releaseMediaReply, type MediaRoute } from "./service";
import { sendFileBytes } from "./send";

// The fast path for media bytes: server.ts calls serveMediaRequest before
// handing a request to Next. Streaming through Next's router and web streams
// measured 0.4-0.6 of nginx on 1 MiB ranges; here the bytes go from positioned
// reads straight to the socket (./send.ts). The rules are the route handlers' own
// (./service.ts: mediaRelpath, openMediaReply); this file only does what Next
// does around them: route the URL, decode each segment once, add the headers
// of proxy.ts and next.config.mjs, write the error envelope, log the call.

const PREFIXES: ReadonlyArray<[string, MediaRoute]> = [
  ["/media_lv_video_root/", "lv"],
  ["/media_video_root/", "video"],
];

/**
 * The route and path segments (each URL-decoded once, as Next's catch-all
 * params are) of a streaming URL in its plain spelling, or null. Every other
 * spelling - repeated or trailing slashes, backslashes, "." or ".." segments,
 * absolute-form URLs - is left to Next, whose router redirects or refuses those
 * before the same route handler sees them. Broken percent-escapes never get
 * here under server.ts (lib/http/malformed-url.ts answers them with a 400).
 */
export function mediaRouteOf(url: string | undefined): { route: MediaRoute; segments: string[] } | null {
  if (!url || url.charCodeAt(0) !== 47 /* "/" */) return null;
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  for (const [prefix, route] of PREFIXES) {
    if (!pathname.startsWith(prefix)) continue;
    const raw = pathname.slice(prefix.length);
    if (raw === "" || raw.includes("\\") || raw.includes("#")) return null;
    const segments: string[] = [];
    for (const segment of raw.split("/")) {
      if (segment === "" || segment === "." || segment === "..") return null;
      try {
        segments.push(decodeURIComponent(segment));
      } catch {
        return null;
      }
    }
    return { route, segments };
  }
  return null;
}

/** A header of a Node request as the rules read it (a Headers-like get). */
function headersOf(req: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/**
 * Serves a GET or HEAD of /media_lv_video_root/* or /media_video_root/* in its
 * plain spelling and returns true; returns false (having written nothing) for
 * every other request, which the caller hands to Next.
 */
export async function serveMediaRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const target = mediaRouteOf(req.url);
  if (!target) return false;

  const started = performance.now();
  const requestId = requestIdOf(req);
  const method = req.method === "HEAD" ? "HEAD" : "GET";
  let status = 500;
  try {
    const relpath = mediaRelpath(target.route, { path: target.segments });
    const caller = await recentCallerFromCookieHeader(req.headers.cookie);
    const reply = await openMediaReply(caller, { relpath, method, headers: headersOf(req) });
    status = reply.status;
    if (res.destroyed) {
      releaseMediaReply(reply);
      return true;
    }
    res.writeHead(reply.status, { ...commonHeaders(requestId), ...reply.headers });
    if (!reply.bytes) {
      res.end();
      return true;
    }
    // Releases the descriptor when done or when the client goes away.
    await sendFileBytes(reply.bytes, res);
    return true;
  } catch (error) {
    let response: Response;
    if (error instanceof AppError) {
      response = failWith(error);
    } else {
      log.error({ err: error, requestId, path: req.url }, "request failed");
      response = fail("Internal server error.", 500);
    }
    status = response.status;
    const body = await response.text();
    if (!res.headersSent && !res.destroyed) {
      res.writeHead(response.status, response.statusText || undefined, {
        ...commonHeaders(requestId),
        ...Object.fromEntries(response.headers),
        "Content-Length": String(Buffer.byteLength(body)),
      });
      res.end(body);
    } else {
      res.destroy();
    }
    return true;
  } finally {
    log.info({ requestId, method, path: req.url?.split("?")[0], status, ms: Math.round(performance.now() - started) }, "api");
  }
}
