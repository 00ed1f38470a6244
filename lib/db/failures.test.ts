import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { DatabaseError } from "pg";
import { Prisma } from "./generated/client";
import { databaseFailure } from "./failures";

// The errors as the drivers and Prisma throw them (their shapes, built here);
// tests/integration/scan-recovery.test.ts gets a real one from both databases.

/** What Prisma throws for a PostgreSQL error in a raw query through a driver adapter (P2010). */
function rawQueryFailed(cause: ConstructorParameters<typeof DriverAdapterError>[0]) {
  return new Prisma.PrismaClientKnownRequestError("Raw query failed. Code: N/A. Message: undefined", {
    code: "P2010",
    clientVersion: "6.19.3",
    meta: { driverAdapterError: new DriverAdapterError(cause) },
  });
}

const postgres = (code: string, message: string) =>
  rawQueryFailed({ kind: "postgres", code, severity: "ERROR", message, detail: undefined, column: undefined, hint: undefined });

function pgError(code: string, message: string) {
  const error = new DatabaseError(message, message.length, "error");
  error.code = code;
  error.severity = "ERROR";
  return error;
}

describe("databaseFailure", () => {
  test("names the cause from the SQLSTATE wherever the error carries it", () => {
    expect(databaseFailure(postgres("53100", "could not extend file"))).toBe("diskFull");
    expect(databaseFailure(pgError("53100", "could not extend file"))).toBe("diskFull");
    expect(databaseFailure(postgres("58030", 'could not write to file "pg_wal/0001": No space left on device'))).toBe("diskFull");
    expect(databaseFailure(postgres("25006", "cannot execute INSERT in a read-only transaction"))).toBe("readOnly");
    expect(databaseFailure(pgError("42501", "permission denied for table MediaFile"))).toBe("denied");
    expect(databaseFailure(pgError("57P01", "terminating connection due to administrator command"))).toBe("unreachable");
    expect(databaseFailure(rawQueryFailed({ kind: "DatabaseNotReachable", host: "db", port: 5432 }))).toBe("unreachable");
    expect(databaseFailure(postgres("23514", "new row violates check constraint"))).toBe("other");
  });

  test("leaves errors that did not come from the database to their own message", () => {
    expect(databaseFailure(new Error("Media root folder not found: /srv/photos"))).toBeNull();
    expect(databaseFailure(Object.assign(new Error("EACCES: permission denied, scandir '/srv/photos'"), { code: "EACCES" }))).toBeNull();
    expect(databaseFailure(undefined)).toBeNull();
  });
});
