import { describeStartupError, hidePasswords } from "./startup-error";
import { ConfigError } from "./config";

function fileError(code: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed, open '${file}'`), { code, path: file, syscall: "open" });
}

describe("describeStartupError: one line naming the cause", () => {
  test("a file hems cannot write names the file and the reason, and DATA_DIR when it is inside it", () => {
    expect(describeStartupError(fileError("EROFS", "/srv/hems/db/PG_VERSION"), "/srv/hems")).toBe(
      "Cannot write /srv/hems/db/PG_VERSION: the file system is read-only. Everything hems writes lives in DATA_DIR (/srv/hems), which must be writable by the server's user.",
    );
    expect(describeStartupError(fileError("ENOSPC", "/srv/hems/hems.lock.12"), "/srv/hems")).toMatch(
      /^Cannot write \/srv\/hems\/hems\.lock\.12: the disk is full\./,
    );
    expect(describeStartupError(fileError("EACCES", "/app/.next/cache/x"), "/srv/hems")).toBe("Cannot write /app/.next/cache/x: permission denied.");
  });

  test("a configuration error keeps its own message", () => {
    expect(describeStartupError(new ConfigError(["PORT: must be a whole number from 1 to 65535"]))).toBe(
      "Invalid configuration:\n  - PORT: must be a whole number from 1 to 65535",
    );
  });

  test("anything else: its first line, without a stack trace or a password", () => {
    const error = new Error("connect failed for postgresql://hems:Pa55word@db:5432/hems\n    at Socket.connect (node:net:1:1)");
    expect(describeStartupError(error)).toBe("Start-up failed: connect failed for postgresql://hems:***@db:5432/hems");
    expect(hidePasswords("postgres://u:p@h/db and postgresql://u@h/db")).toBe("postgres://u:***@h/db and postgresql://u@h/db");
  });
});
