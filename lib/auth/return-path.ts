// Return addresses (?from=, the remembered failed URL) may only be paths of
// this site. Pure, for the server pages and the browser alike.

const BASE = "http://return-path.invalid";
const MAX_LENGTH = 2048;
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\t/evil"
// and "/\evil" both become "//evil": another host.
const STRIPPED_BY_BROWSERS = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
// Escapes nested deeper than this are refused rather than decoded further.
const MAX_DECODES = 4;

/** Leads to another host, or is not a plain path, once a browser reads it. */
function leavesSite(path: string): boolean {
  const read = path.replace(STRIPPED_BY_BROWSERS, "").replace(/\\/g, "/");
  return !read.startsWith("/") || read.startsWith("//");
}

/**
 * The address as a path of this site ("/a/b?c#d"), or null when it is
 * anything else: another host ("//evil", "/\evil"), a scheme ("javascript:",
 * "http:"), control characters, or a path that means another host once
 * percent-decoded ("/%2F%2Fevil", "/%5Cevil", "/%09/evil"), in case anything
 * along the way decodes it again.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (CONTROL.test(value) || value.includes("\\") || leavesSite(value)) return null;
  let decoded = value;
  for (let round = 0; ; round++) {
    const next = decodeAscii(decoded);
    if (next === decoded) break;
    if (round === MAX_DECODES || leavesSite(next)) return null;
    decoded = next;
  }
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

// Escapes of ASCII characters only ("/", "\", tab...: the ones that can change
// the host); others, and stray "%" signs of legitimate names, stay as they are.
function decodeAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
