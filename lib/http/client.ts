// Browser side of the legacy envelope { status, data, error }: one way to call
// the API from client components. A failed HTTP reply without an envelope
// becomes status false; a network failure carries its message. A failure
// thrown on the server with a catalogue entry names its message key in the
// reply headers (./server-errors.ts); the reply carries it as messageKey.

import type { ApiFallbackKey } from "../i18n/server-texts";
import { messageOfHeaders, type MessageValues, type ServerError, type ServerErrorKey } from "./server-errors";

/** retryAfter: the seconds a 429 asks to wait (its Retry-After), when it says. */
export type ApiReply<T> = {
  status: boolean;
  data?: T;
  error?: string;
  message?: string;
  httpStatus: number;
  retryAfter?: number;
  /** The message key of a refusal the server threw from its catalogue, and its values. */
  messageKey?: ServerErrorKey;
  messageValues?: MessageValues;
};

/**
 * unauthorizedRedirect: a 401 sends the browser to the re-login notice (the
 * default: the session is gone). A page that handles 401 itself (sign-in,
 * invite acceptance, "who is signed in?") turns it off.
 */
export type CallOptions = {
  unauthorizedRedirect?: boolean;
  /** The request outlives the page (a last save while the viewer leaves). */
  keepalive?: boolean;
};

/**
 * A call that did not give its data: its HTTP status, the message key the
 * server named (shown as t(key) in the viewer's language), and the reply's own
 * text (the documented English, shown as it is when there is no key).
 * `network` says no reply came at all; `fallback` names the message for a
 * reply without a text. The Error message is for logs.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly serverText: string | null;
  readonly messageKey: ServerErrorKey | null;
  readonly messageValues: MessageValues | undefined;
  constructor(
    reply: Pick<ApiReply<unknown>, "error" | "message" | "httpStatus" | "messageKey" | "messageValues">,
    readonly fallback?: ApiFallbackKey,
  ) {
    const network = reply.httpStatus === 0;
    const serverText = network ? null : reply.error || reply.message || null;
    super(network ? reply.error || "Network error" : (serverText ?? `HTTP ${reply.httpStatus}`));
    this.name = "ApiError";
    this.httpStatus = reply.httpStatus;
    this.serverText = serverText;
    this.messageKey = network ? null : (reply.messageKey ?? null);
    this.messageValues = reply.messageValues;
  }

  /** The call never got a reply (offline, refused, aborted). */
  get network(): boolean {
    return this.httpStatus === 0;
  }
}

/** The reply's data, or an ApiError; `fallback` names what a page says for a failure without a text. */
export function unwrap<T>(reply: ApiReply<T>, fallback?: ApiFallbackKey): T {
  if (!reply.status || reply.data === undefined) throw new ApiError(reply, fallback);
  return reply.data;
}

/** A failed reply's refusal for a page to show: its catalogue entry when the server named one, else its text ("" for none). */
export function refusalOf(reply: ApiReply<unknown>): ServerError | string {
  const text = reply.error || reply.message || "";
  if (!reply.messageKey) return text;
  return reply.messageValues ? { key: reply.messageKey, text, values: reply.messageValues } : { key: reply.messageKey, text };
}

/**
 * Any 401: the session is gone. Sign out locally and show the re-login notice,
 * which remembers this page so signing in comes back here.
 */
function onSessionExpired(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/relogin?from=${encodeURIComponent(here)}`);
}

async function readReply<T>(res: Response, options: CallOptions): Promise<ApiReply<T>> {
  if (res.status === 401 && options.unauthorizedRedirect !== false) onSessionExpired();
  const retryAfter = Number(res.headers.get("retry-after") || NaN);
  const waits = res.status === 429 && retryAfter > 0 ? { retryAfter } : {};
  const named = messageOfHeaders(res.headers);
  const message = named ? { messageKey: named.key, ...(named.values ? { messageValues: named.values } : {}) } : {};
  try {
    const body = (await res.json()) as Omit<ApiReply<T>, "httpStatus">;
    if (typeof body?.status === "boolean") return { ...body, status: body.status && res.ok, httpStatus: res.status, ...waits, ...message };
  } catch {
    // Not JSON: fall through to the bare HTTP status.
  }
  return { status: false, httpStatus: res.status, ...waits, ...message };
}

function networkFailure(error: unknown): ApiReply<never> {
  return { status: false, error: error instanceof Error ? error.message : String(error), httpStatus: 0 };
}

export async function postJson<T>(url: string, body: unknown, options: CallOptions = {}): Promise<ApiReply<T>> {
  return sendJson<T>("POST", url, body, options);
}

/** PATCH with a JSON body (the invite update call); the same reply handling as postJson. */
export async function patchJson<T>(url: string, body: unknown, options: CallOptions = {}): Promise<ApiReply<T>> {
  return sendJson<T>("PATCH", url, body, options);
}

async function sendJson<T>(method: "POST" | "PATCH", url: string, body: unknown, options: CallOptions): Promise<ApiReply<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
      keepalive: options.keepalive,
    });
    return await readReply<T>(res, options);
  } catch (error) {
    return networkFailure(error);
  }
}

/** DELETE with the session cookie and no body (revoking an agent token); the same reply handling as postJson. */
export async function deleteJson<T>(url: string, options: CallOptions = {}): Promise<ApiReply<T>> {
  try {
    return await readReply<T>(await fetch(url, { method: "DELETE", credentials: "same-origin" }), options);
  } catch (error) {
    return networkFailure(error);
  }
}

/** GET with the session cookie; the same reply handling as postJson. */
export async function getJson<T>(url: string, options: CallOptions = {}): Promise<ApiReply<T>> {
  try {
    return await readReply<T>(await fetch(url, { credentials: "same-origin" }), options);
  } catch (error) {
    return networkFailure(error);
  }
}
