import "server-only";
import { ok } from "./envelope";

/** A service's answer together with the Set-Cookie values it wants on the reply (sign-in, sign-out). */
export type WithCookies<T> = { data: T; cookies: string[] };

/** The envelope `{status: true, data}` with the service's Set-Cookie values. */
export function replyWithCookies<T>({ data, cookies }: WithCookies<T>): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return ok(data, { headers });
}
