import fs from "node:fs/promises";
import path from "node:path";
import { badRequest, notFound } from "../http/errors";
import { serverError } from "../http/server-errors";
import { INVALID_PATH_ERROR } from "./schemas";

// The one place that turns a path from a request into a file on disk.
// No "server-only": plain Node scripts (scanner, benchmarks) use it too.
//
// Media path convention: a media relpath is "<root name>/<path inside the root>",
// e.g. "Demo/Family/2023 Summer/clip.mp4" is the file "Family/2023 Summer/clip.mp4"
// of the caller's media root named "Demo". Segments are separated by "/", and a
// root name therefore never contains "/". The path reaches us either as ONE
// url-safe base64 segment (/media_lv_video_root/{b64}) or as plain segments
// (/media_video_root/Demo/Family/clip.mp4) that the router has URL-decoded once.
// Nothing here decodes percent-escapes again: decoding twice is how "%252e%252e"
// turns into "..".

export const FILE_NOT_FOUND_ERROR = serverError("errors.fileNotFound");
export const FILE_NOT_FOUND: string = FILE_NOT_FOUND_ERROR.text;

const MAX_PATH_LENGTH = 4096;
const MAX_ENCODED_LENGTH = Math.ceil((MAX_PATH_LENGTH * 4) / 3) + 4;

const invalidPath = () => badRequest(INVALID_PATH_ERROR);

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Decodes one url-safe base64 path (alphabet A-Z a-z 0-9 - _, padding optional)
 * into text. Anything else - other characters, a wrong length or padding,
 * non-canonical trailing bits, bytes that are not valid UTF-8 (overlong forms
 * included) - is a 400 'Invalid path.'.
 */
export function decodeUrlSafeBase64Path(encoded: string): string {
  if (typeof encoded !== "string" || encoded.length === 0 || encoded.length > MAX_ENCODED_LENGTH) throw invalidPath();
  const match = /^([A-Za-z0-9_-]+)(={0,2})$/.exec(encoded);
  if (!match) throw invalidPath();
  const [, body = "", padding] = match;
  if (body.length % 4 === 1) throw invalidPath();
  if (padding && (body.length + padding.length) % 4 !== 0) throw invalidPath();
  const bytes = Buffer.from(body, "base64url");
  // Buffer ignores leftover bits; a second spelling of the same bytes is refused.
  if (bytes.toString("base64url") !== body) throw invalidPath();
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    throw invalidPath();
  }
}

/** The url-safe base64 spelling of a media relpath, without padding (for links). */
export function encodeUrlSafeBase64Path(relpath: string): string {
  return Buffer.from(relpath, "utf8").toString("base64url");
}

// Characters no media file name needs and that only ever serve tricks: NUL and
// the other C0 controls, DEL, and the backslash (a separator on Windows).
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const WINDOWS_DRIVE = /^[A-Za-z]:/;
/** Printable ASCII but "%", "/" and "\\", at most 255 characters. */
const PLAIN_NAME = /^[\x20-\x24\x26-\x2e\x30-\x5b\x5d-\x7e]{1,255}$/;

/** True when one more round of percent-decoding would turn the segment into a trick. */
function hidesEncodedTraversal(segment: string): boolean {
  let current = segment;
  // Never used as the file name: only to refuse names that a second decoder
  // (a proxy, a client library) would turn into "..", "/" or "\".
  for (let round = 0; round < 3 && current.includes("%"); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return false; // not decodable: a literal name such as "100%.mp4"
    }
    if (isDotSegment(current) || /[/\\\u0000]/.test(current)) return true;
  }
  return false;
}

/** "." and "..", also in look-alikes that Unicode normalisation folds into dots (e.g. "\uFF0E\uFF0E", "\u2025"). */
function isDotSegment(segment: string): boolean {
  const folded = segment.normalize("NFKC");
  return segment === "." || segment === ".." || folded === "." || folded === "..";
}

/**
 * Checks the syntax of a relative path and returns its segments. Refuses (400)
 * absolute paths, Windows drive letters, backslashes, control characters,
 * empty segments ("a//b", a trailing "/"), "." and ".." in any spelling, and
 * text that is not well-formed Unicode.
 */
export function splitRelativePath(relpath: string): string[] {
  if (typeof relpath !== "string" || relpath.length === 0 || relpath.length > MAX_PATH_LENGTH) throw invalidPath();
  if (!relpath.isWellFormed()) throw invalidPath();
  if (FORBIDDEN_CHARACTERS.test(relpath)) throw invalidPath();
  if (relpath.startsWith("/") || WINDOWS_DRIVE.test(relpath) || path.isAbsolute(relpath)) throw invalidPath();
  const segments = relpath.split("/");
  for (const segment of segments) {
    if (segment === "" || isDotSegment(segment) || hidesEncodedTraversal(segment)) throw invalidPath();
    // Linux refuses longer names with ENAMETOOLONG; answer that as bad input.
    if (Buffer.byteLength(segment) > 255) throw invalidPath();
  }
  return segments;
}

/**
 * True when a file or folder of this name can be asked for: the rules above for
 * one segment below a root. A name on disk that fails them (a control
 * character, a backslash, an encoded "/" or "..", a ".." look-alike such as
 * "\uFF0E\uFF0E") would be refused by every call with 400, so the index keeps
 * such entries out of listings (lib/media/folder-plan.ts).
 */
export function isServableName(name: string): boolean {
  // The scanner asks for every entry it plans: plain ASCII names (no "%", "\\"
  // or "/") pass all the rules but the dot ones, so skip the full check.
  if (PLAIN_NAME.test(name)) return name !== "." && name !== "..";
  try {
    splitRelativePath(`root/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** A media relpath split into its root name and the path inside that root ("" for the root itself). */
export function splitMediaPath(relpath: string): { rootName: string; pathInRoot: string } {
  const [rootName = "", ...rest] = splitRelativePath(relpath);
  return { rootName, pathInRoot: rest.join("/") };
}

function isInside(realRoot: string, realPath: string): boolean {
  return realPath === realRoot || realPath.startsWith(realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep);
}

function fsErrorCode(error: unknown): string | undefined {
  // Duck-typed: errors from another realm (test sandboxes) fail `instanceof Error`.
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/**
 * Resolves a path inside a media root to the real path of an existing file or
 * folder. The syntax is checked first (see splitRelativePath; "" means the root
 * itself); then symlinks are followed with realpath and the result must still
 * lie inside the root's real path: symlinks within the root work, symlinks that
 * lead out of it are a 400. A path that does not exist is a 404. Never a 500.
 */
export async function resolveInRoot(rootPath: string, relpath: string): Promise<string> {
  if (relpath !== "") splitRelativePath(relpath);
  return resolveInRealRoot(await realRootPath(rootPath), relpath);
}

/** The real path of a media root's folder (symlinks followed); 404 'Media root not found.' when it is gone. */
export async function realRootPath(rootPath: string): Promise<string> {
  try {
    return await fs.realpath(rootPath);
  } catch {
    throw notFound("Media root not found.");
  }
}

/**
 * resolveInRoot for a root whose real path is known (realRootPath) and a path
 * that splitRelativePath has accepted ("" for the root): the same realpath and
 * inside-the-root check.
 */
export async function resolveInRealRoot(realRoot: string, checkedRelpath: string): Promise<string> {
  let realPath: string;
  try {
    realPath = await fs.realpath(path.join(realRoot, checkedRelpath));
  } catch (error) {
    switch (fsErrorCode(error)) {
      case "ELOOP":
      case "ENAMETOOLONG":
        throw invalidPath();
      default:
        // ENOENT, ENOTDIR, EACCES, ...: as far as the caller knows, nothing is there.
        throw notFound(FILE_NOT_FOUND_ERROR);
    }
  }
  if (!isInside(realRoot, realPath)) throw invalidPath();
  return realPath;
}
