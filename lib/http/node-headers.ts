import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import { REQUEST_ID_HEADER } from "./request-id";
import { securityHeaders } from "./security";

// For replies server.ts writes itself, before Next: the headers proxy.ts (and
// next.config.mjs) give every other reply.

/** The caller's request id, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return (typeof header === "string" && header) || crypto.randomUUID();
}

/** Security headers and the request id. */
export function commonHeaders(requestId: string): Record<string, string> {
  return { ...securityHeaders(), [REQUEST_ID_HEADER]: requestId };
}
