import type { AppError } from "./errors";
import { messageHeaders, type ServerError } from "./server-errors";

// The reply shape of every legacy call: { status, data?, error?, message? }.
// A failure thrown with a catalogue entry also names its message key in the
// reply headers (./server-errors.ts), leaving the documented body as it is.

export type Envelope<T> = { status: true; data: T } | { status: false; error: string; message: string };

export function ok<T>(data: T, init: ResponseInit = {}): Response {
  return Response.json({ status: true, data } satisfies Envelope<T>, init);
}

export function fail(failure: string | ServerError, status: number, init: ResponseInit = {}): Response {
  const error = typeof failure === "string" ? failure : failure.text;
  const headers = new Headers(init.headers);
  if (typeof failure !== "string") for (const [name, value] of Object.entries(messageHeaders(failure))) headers.set(name, value);
  return Response.json({ status: false, error, message: error } satisfies Envelope<never>, {
    ...init,
    headers,
    status,
    // Legacy clients look for the status text UNAUTHORIZED.
    statusText: status === 401 ? "UNAUTHORIZED" : init.statusText,
  });
}

/** The envelope of an expected failure: its text, its status and headers, and its message key when it has one. */
export function failWith(error: AppError): Response {
  return fail(error.serverError ?? error.message, error.status, { headers: error.headers });
}
