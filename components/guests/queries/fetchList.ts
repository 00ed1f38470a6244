import { postJson } from "@/lib/http/client";

/** A list call of the guest calls (they answer POST too); a failed reply throws its error text. */
export async function fetchGuestCall<T>(url: string): Promise<T> {
  const reply = await postJson<T>(url, {});
  if (!reply.status || reply.data === undefined) throw new Error(reply.error ?? `HTTP ${reply.httpStatus}`);
  return reply.data;
}
