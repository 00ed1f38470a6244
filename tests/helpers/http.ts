import { parse as parseSetCookie } from "cookie";

// Calls a route handler the way Next does: a real Request and a params promise.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://localhost${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const json = response.headers.get("content-type")?.includes("json") ? await response.json() : undefined;
  return { response, status: response.status, json };
}

/** URL-safe base64 of a text, as the app's links carry paths and names. */
export const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** "name=value" of a Set-Cookie header, ready to send back. */
export function cookieFrom(setCookie: string): string {
  const [pair = ""] = setCookie.split(";");
  const [name = ""] = pair.split("=");
  return `${name}=${parseSetCookie(pair)[name]}`;
}

/** The session cookie a reply sets (not one that clears it), ready to send back; undefined when it sets none. */
export function sessionCookieOf(response: Response): string | undefined {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("hems_session=") && !c.startsWith("hems_session=;"));
  return set ? cookieFrom(set) : undefined;
}

/**
 * Fresh client addresses under `prefix` ("10.7": 10.7.0.1, 10.7.0.2, ...), one a
 * call, so the attempt limits of one test do not touch another.
 */
export function freshClientIps(prefix: string): () => { "x-hems-client-ip": string } {
  let counter = 0;
  return () => {
    counter++;
    return { "x-hems-client-ip": `${prefix}.${Math.floor(counter / 250)}.${counter % 250}` };
  };
}
