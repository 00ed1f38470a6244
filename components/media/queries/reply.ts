import type { ApiReply } from "@/lib/http/client";

/** The data of a successful reply; a failed one throws its error text (or its HTTP status) for TanStack Query. */
export function dataOf<T>(reply: ApiReply<T>): T {
  if (!reply.status || reply.data === undefined) throw new Error(reply.error ?? reply.message ?? `HTTP ${reply.httpStatus}`);
  return reply.data;
}
