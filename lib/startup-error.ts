import path from "node:path";

// What a failed start prints: one readable line naming the cause, never a
// stack trace and never a secret. Imported by server.ts (outside Next) too,
// so it stays free of "server-only".

const FILE_ERRORS: Record<string, string> = {
  EROFS: "the file system is read-only",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "a part of the path is not a folder",
};

/** A `postgresql://user:password@host` address with its password hidden. */
export function hidePasswords(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/gi, "$1***@");
}

export function describeStartupError(error: unknown, dataDir?: string): string {
  const e = error as NodeJS.ErrnoException;
  let line: string;
  if (e?.code && e.code in FILE_ERRORS && e.path) {
    // Without a known DATA_DIR the failing write was the configuration's own (DATA_DIR/secrets.json).
    const inDataDir = !dataDir || !path.relative(dataDir, e.path).startsWith("..");
    const hint = inDataDir ? ` Everything hems writes lives in DATA_DIR${dataDir ? ` (${dataDir})` : ""}, which must be writable by the server's user.` : "";
    line = `Cannot write ${e.path}: ${FILE_ERRORS[e.code]}.${hint}`;
  } else if (e instanceof Error && ["ConfigError", "DataDirError", "DatabaseStartError", "MigrationError"].includes(e.name)) {
    // Our own errors already say what is wrong and which setting to look at.
    line = e.message;
  } else {
    const message = e instanceof Error ? e.message : String(error);
    line = `Start-up failed: ${message.split("\n")[0] || e?.name || "unknown error"}`;
  }
  return hidePasswords(line);
}
