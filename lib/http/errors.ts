import { SERVER_ERROR_TEXTS, serverError, type ServerError } from "./server-errors";

// One typed error for every expected failure. `handle` turns it into the
// legacy envelope with the documented text and HTTP status, and the message
// key of a catalogue entry (./server-errors.ts) beside it for the pages.

export type ErrorCode =
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "BAD_REQUEST"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RANGE_NOT_SATISFIABLE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL"
  | "UNAVAILABLE";

const STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A catalogue entry (its key reaches the page), or a text no page translates. */
export type ErrorMessage = ServerError | string;

export class AppError extends Error {
  readonly status: number;
  /** The catalogue entry this error was thrown with; null for a text without a key. */
  readonly serverError: ServerError | null;
  constructor(
    readonly code: ErrorCode,
    message: ErrorMessage,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === "string" ? message : message.text);
    this.name = "AppError";
    this.status = STATUS[code];
    this.serverError = typeof message === "string" ? null : message;
  }
}

export const NOT_LOGGED_IN = SERVER_ERROR_TEXTS["errors.notLogin"];

export const unauthorized = () => new AppError("UNAUTHORIZED", serverError("errors.notLogin"));
export const forbidden = (message: ErrorMessage = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
export const badRequest = (message: ErrorMessage) => new AppError("BAD_REQUEST", message);
export const notFound = (message: ErrorMessage = "Not found.") => new AppError("NOT_FOUND", message);
export const payloadTooLarge = (message: ErrorMessage) => new AppError("PAYLOAD_TOO_LARGE", message);
export const conflict = (message: ErrorMessage) => new AppError("CONFLICT", message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please try again later.", {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
