// Cross-site request forgery: a page of another site (or of another port of
// this host) can make the visitor's browser send a request here with the
// session cookie. Every call that changes state refuses such requests,
// whatever its method, since the legacy contract has GET calls that write.
// Pure: handle() (lib/http/handle.ts) and the next-auth route apply it.

import { SERVER_ERROR_TEXTS, serverError } from "./server-errors";

export const CROSS_SITE_REFUSED_ERROR = serverError("errors.crossSiteRefused");
export const CROSS_SITE_REFUSED: string = SERVER_ERROR_TEXTS["errors.crossSiteRefused"];
export const JSON_ONLY_ERROR = serverError("errors.jsonOnly");
export const JSON_ONLY: string = SERVER_ERROR_TEXTS["errors.jsonOnly"];

/** Methods that change nothing by definition; every other method is checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True for a request that may change state: an unsafe method, or any method of a call that writes on GET. */
export function changesState(method: string, changesOnGet = false): boolean {
  return changesOnGet || !SAFE_METHODS.has(method.toUpperCase());
}

/** host[:port] of an absolute URL, or null when it is not one (Origin "null", a garbled Referer). */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The hosts this request was addressed to: the Host header, a reverse proxy's
 * X-Forwarded-Host (a page cannot set either on a cross-site request) and the
 * request URL's own host.
 */
function ownHosts(headers: Headers, url: string): Set<string> {
  const hosts = new Set<string>();
  for (const value of [headers.get("host"), headers.get("x-forwarded-host")?.split(",")[0]]) {
    if (value?.trim()) hosts.add(value.trim().toLowerCase());
  }
  const own = hostOf(url);
  if (own) hosts.add(own);
  return hosts;
}

/**
 * True when a browser sent this request on behalf of another site. The
 * browser's own Sec-Fetch-Site decides when present: "same-origin" and "none"
 * (typed in the address bar, a bookmark) pass, "same-site" (another port or
 * subdomain of this host) and "cross-site" do not. Older browsers without it:
 * an Origin, else a Referer, of another host is refused. A request with none
 * of these headers is not a browser acting for a page (curl, scripts, the
 * home agent) and passes: it carries no cookie it was not given.
 */
export function isCrossSite(headers: Headers, url: string): boolean {
  const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const claimed = headers.get("origin") || headers.get("referer");
  if (!claimed) return false;
  const host = hostOf(claimed);
  return host === null || !ownHosts(headers, url).has(host);
}

/** True when the request's Content-Type is application/json (any parameters, such as charset, allowed). */
export function isJsonContentType(contentType: string | null): boolean {
  return (contentType ?? "").split(";", 1).join("").trim().toLowerCase() === "application/json";
}
