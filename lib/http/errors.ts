// One typed error for every expected failure. `handle` turns it into the
// legacy envelope with the documented text and HTTP status.

export type ErrorCode =
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "BAD_REQUEST"
  | "NOT_FOUND"
  | "CONFLICT"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RANGE_NOT_SATISFIABLE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL";

const STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export const NOT_LOGGED_IN = "You are not login!";

export const unauthorized = () => new AppError("UNAUTHORIZED", NOT_LOGGED_IN);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please try again later.", {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
