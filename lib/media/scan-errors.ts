import type { DatabaseFailure } from "../db/failures";

// Why a scan failed, as stored in its scan state and sent to owners: one
// English sentence per cause (what logs and the legacy calls carry), which
// the pages recognise and show in the reader's language (messages
// "scanErrors"). Imports nothing server-only: the pages use it.

const DATABASE_ERRORS = {
  diskFull: "The database could not be written: the disk is full.",
  readOnly: "The database could not be written: it is read-only.",
  denied: "The database could not be written: permission denied.",
  unreachable: "The database could not be reached.",
  other: "The database could not be written (is the disk full?).",
} as const satisfies Record<DatabaseFailure, string>;

export const SCAN_ERRORS = {
  ...DATABASE_ERRORS,
  rootGone: "Media root folder not found: {path}",
  rootUnreadable: "Media root folder cannot be read ({reason}): {path}",
  rootEmpty: "Media root folder is empty, keeping its index (is the drive mounted?): {path}",
} as const;

export type ScanErrorKey = keyof typeof SCAN_ERRORS;
type Values = Record<string, string>;

/** The sentence of a cause with its values filled in. */
export function scanError(key: ScanErrorKey, values: Values = {}): string {
  return SCAN_ERRORS[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PATTERNS = (Object.entries(SCAN_ERRORS) as Array<[ScanErrorKey, string]>).map(([key, template]) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join("(.*?)")}$`,
    "s",
  );
  return { key, names, pattern };
});

/** Which cause a stored scan error is, with its values; null for any other text (shown as it is). */
export function scanErrorOf(text: string): { key: ScanErrorKey; values: Values } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}
