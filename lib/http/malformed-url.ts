import type { IncomingMessage, ServerResponse } from "node:http";
import { INVALID_PATH_ERROR } from "../media/schemas";
import { messageHeaders } from "./server-errors";
import { commonHeaders, requestIdOf } from "./node-headers";

// A path with a broken percent-escape ("%zz", "%", an encoded lone surrogate
// "%ED%A0%80") cannot be decoded. Next's router answers those with a bare
// 500 "Internal Server Error" (text/plain, nothing logged) on every dynamic
// route: the streaming roots, the file-browser calls and the pages. server.ts
// answers them first with the envelope's 400 "Invalid path.". The query string
// is not looked at: Next reads it leniently.

/** True when the URL's path (before any "?") holds a percent-escape that does not decode. */
export function hasMalformedPath(url: string | undefined): boolean {
  if (!url) return false;
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Writes the 400 envelope for a request whose path does not decode. */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ status: false, error: INVALID_PATH_ERROR.text, message: INVALID_PATH_ERROR.text });
  res.writeHead(400, {
    ...commonHeaders(requestIdOf(req)),
    ...messageHeaders(INVALID_PATH_ERROR),
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
