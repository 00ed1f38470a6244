// Browser side of the legacy envelope { status, data, error }: one way to call
// the API from client components. A failed HTTP reply without an envelope
// becomes status false; a network failure carries its message.

import type { ApiFallbackKey } from "../i18n/server-texts";

/** retryAfter: the seconds a 429 asks to wait (its Retry-After), when it says. */
export type ApiReply<T> = { status: boolean; data?: T; error?: string; message?: string; httpStatus: number; retryAfter?: number };

/**
 * A call that did not give its data. `serverText` is the reply's own text (the
 * documented English; pages show it through lib/i18n/server-texts), `network`
 * says no reply came at all, and `fallback` names the message for a reply
 * without a text. The Error message is for logs.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly serverText: string | null;
  constructor(
    reply: Pick<ApiReply<unknown>, "error" | "message" | "httpStatus">,
    readonly fallback: ApiFallbackKey,
  ) {
    const network = reply.httpStatus === 0;
    const serverText = network ? null : reply.error || reply.message || null;
    super(network ? reply.error || "Network error" : (serverText ?? `HTTP ${reply.httpStatus}`));
    this.name = "ApiError";
    this.httpStatus = reply.httpStatus;
    this.serverText = serverText;
  }

  /** The call never got a reply (offline, refused, aborted). */
  get network(): boolean {
    return this.httpStatus === 0;
  }
}

/** The reply's data, or an ApiError. */
export function unwrap<T>(reply: ApiReply<T>, fallback: ApiFallbackKey): T {
  if (!reply.status || reply.data === undefined) throw new ApiError(reply, fallback);
  return reply.data;
}

/**
 * Any 401: the session is gone. Sign out locally and show the re-login notice,
 * which remembers this page so signing in comes back here.
 */
function onSessionExpired(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/relogin?from=${encodeURIComponent(here)}`);
}

async function readReply<T>(res: Response): Promise<ApiReply<T>> {
  if (res.status === 401) onSessionExpired();
  const retryAfter = Number(res.headers.get("retry-after") || NaN);
  const waits = res.status === 429 && retryAfter > 0 ? { retryAfter } : {};
  try {
    const body = (await res.json()) as Omit<ApiReply<T>, "httpStatus">;
    if (typeof body?.status === "boolean") return { ...body, status: body.status && res.ok, httpStatus: res.status, ...waits };
  } catch {
    // Not JSON: fall through to the bare HTTP status.
  }
  return { status: false, httpStatus: res.status, ...waits };
}

export async function postJson<T>(url: string, body: unknown): Promise<ApiReply<T>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return await readReply<T>(res);
  } catch (error) {
    return { status: false, error: error instanceof Error ? error.message : String(error), httpStatus: 0 };
  }
}

/** GET with the session cookie; the same reply handling as postJson. */
export async function getJson<T>(url: string): Promise<ApiReply<T>> {
  try {
    return await readReply<T>(await fetch(url, { credentials: "same-origin" }));
  } catch (error) {
    return { status: false, error: error instanceof Error ? error.message : String(error), httpStatus: 0 };
  }
}
