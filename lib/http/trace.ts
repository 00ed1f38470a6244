import type { IncomingMessage, ServerResponse } from "node:http";
import { commonHeaders, requestIdOf } from "./node-headers";

// TRACE would echo a request back, cookies and all; no route answers it and
// Next's router answers it with a bare 500. server.ts answers 405 first.

export const METHOD_NOT_ALLOWED = "Method not allowed.";

/** Answers a TRACE with 405 and returns true; returns false (having written nothing) for any other method. */
export function refuseTrace(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "TRACE") return false;
  const body = JSON.stringify({ status: false, error: METHOD_NOT_ALLOWED, message: METHOD_NOT_ALLOWED });
  res.writeHead(405, {
    ...commonHeaders(requestIdOf(req)),
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(body);
  return true;
}
