import parseRange from "range-parser";
import fresh from "fresh";

// Pure HTTP rules for serving one file: validators, conditional requests and
// byte ranges (RFC 9110 sections 8.8, 13 and 14). Parsing is left to the
// well-kept `range-parser` and `fresh` packages that Express's `send` uses.

/** What identifies one version of a file: its size and modification time. */
export type FileVersion = { size: number; mtimeMs: number };

/** The few request headers these rules read (a `Headers` object fits). */
export type RequestHeaders = { get(name: string): string | null };

export type ReplyPlan = { kind: "not-modified" } | { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * A strong entity tag from size and modification time (in ms). Strong, so
 * If-Range may use it: the same size and mtime mean the same bytes for media
 * files, which are only ever replaced, never edited in place within a millisecond.
 */
export function entityTag(file: FileVersion): string {
  return `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

export function lastModified(file: FileVersion): string {
  return new Date(Math.floor(file.mtimeMs)).toUTCString();
}

/** If-Range holds when it is our strong ETag or exactly our Last-Modified date. */
export function ifRangeHolds(ifRange: string, file: FileVersion): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === entityTag(file); // weak tags never match
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(lastModified(file));
}

/**
 * RFC 9110 14.1.2: a suffix range longer than the file ("bytes=-5000" of a
 * 1000-byte file) means the whole file; range-parser would call it unsatisfiable.
 */
function clampSuffixRanges(range: string, size: number): string {
  return range.replace(/([=,]\s*)-(\d+)/g, (spec, before: string, length: string) => (Number(length) > size ? `${before}-${size}` : spec));
}

/**
 * Decides how to answer a GET or HEAD for a file:
 * - If-None-Match (or, without it, If-Modified-Since) still fresh: 304;
 * - no Range, a Range that is not "bytes", a malformed one, or a stale If-Range: the full file (200);
 * - one satisfiable range: 206 with that range;
 * - several ranges: overlapping and adjacent ones are merged first; if several
 *   remain, the full file (200). RFC 9110 lets a server ignore Range, video
 *   players never ask for more than one, and we skip multipart/byteranges;
 * - no satisfiable range at all: 416.
 */
export function planReply(file: FileVersion, headers: RequestHeaders): ReplyPlan {
  const validators = { etag: entityTag(file), "last-modified": lastModified(file) };
  const conditional = {
    "if-none-match": headers.get("if-none-match") ?? undefined,
    "if-modified-since": headers.get("if-modified-since") ?? undefined,
    "cache-control": headers.get("cache-control") ?? undefined,
  };
  if (fresh(conditional, validators)) return { kind: "not-modified" };

  const range = headers.get("range");
  if (!range) return { kind: "full" };
  const ifRange = headers.get("if-range");
  if (ifRange !== null && !ifRangeHolds(ifRange, file)) return { kind: "full" };

  // Only the "bytes" unit exists (case-insensitive); other units are ignored, not refused.
  if (range.slice(0, range.indexOf("=")).trim().toLowerCase() !== "bytes") return { kind: "full" };
  const ranges = parseRange(file.size, clampSuffixRanges(range, file.size), { combine: true });
  if (ranges === -1) return { kind: "unsatisfiable" };
  const [only] = ranges === -2 || ranges.length !== 1 ? [] : ranges;
  if (!only) return { kind: "full" };
  return { kind: "partial", start: only.start, end: only.end };
}
