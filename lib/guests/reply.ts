import "server-only";
import { ok } from "../http/envelope";
import type { WithCookies } from "./service";

/** The envelope `{status: true, data}` with the service's Set-Cookie values. */
export function replyWithCookies<T>({ data, cookies }: WithCookies<T>): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return ok(data, { headers });
}
