// What a failed database call means, as one of a few causes a person can act
// on. Prisma's own text for a PostgreSQL error in a raw query is useless on
// PGlite ("Raw query failed. Code: N/A. Message: undefined": its adapter puts
// the code where Prisma does not look), and driver text is not for users.
// The SQLSTATE is found wherever the error carries it: Prisma's error (the
// driver adapter's error in its meta), the adapter's error, or the pg and
// PGlite errors that COPY throws directly. Errors are told apart by name, so
// this imports nothing. No "server-only": the scanner uses it.

export type DatabaseFailure = "diskFull" | "readOnly" | "denied" | "unreachable" | "other";

type Described = { code?: unknown; kind?: unknown; message?: unknown; severity?: unknown; cause?: unknown; meta?: unknown };

const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "AuthenticationFailed",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "TooManyConnections",
]);
const UNREACHABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);

/** The errors in a chain: the error, the driver adapter's error Prisma wraps, their causes. */
function chain(error: unknown): Described[] {
  const found: Described[] = [];
  const queue = [error];
  while (queue.length && found.length < 8) {
    const next = queue.shift();
    if (!next || typeof next !== "object") continue;
    const item = next as Described;
    found.push(item);
    queue.push((item.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError, item.cause);
  }
  return found;
}

const isSqlState = (code: unknown): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);

const PRISMA_ERRORS = new Set([
  "PrismaClientKnownRequestError",
  "PrismaClientUnknownRequestError",
  "PrismaClientInitializationError",
  "PrismaClientRustPanicError",
]);

/** Prisma's errors of a call that reached the database, the driver adapter's error, or a pg / PGlite error (a SQLSTATE and a severity). */
function isDatabaseError(items: Described[]): boolean {
  return items.some((item) => {
    const name = (item as Error).name;
    return PRISMA_ERRORS.has(name) || name === "DriverAdapterError" || (isSqlState(item.code) && typeof item.severity === "string");
  });
}

/** Why a database call failed; null when the error did not come from the database. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  const items = chain(error);
  if (!isDatabaseError(items)) return null;
  const codes = items.map((item) => item.code).filter((code): code is string => typeof code === "string");
  const kinds = items.map((item) => item.kind);
  const text = items.map((item) => (typeof item.message === "string" ? item.message : "")).join("\n");
  if (codes.some((code) => code === "53100" || code === "ENOSPC") || /no space left on device/i.test(text)) return "diskFull";
  if (codes.some((code) => code === "25006" || code === "EROFS") || /read-only file system/i.test(text)) return "readOnly";
  if (codes.some((code) => code === "42501" || code === "EACCES" || code === "EPERM")) return "denied";
  if (
    kinds.some((kind) => typeof kind === "string" && UNREACHABLE_KINDS.has(kind)) ||
    codes.some((code) => code.startsWith("08") || code.startsWith("57P") || UNREACHABLE_ERRNO.has(code))
  ) {
    return "unreachable";
  }
  return "other";
}
