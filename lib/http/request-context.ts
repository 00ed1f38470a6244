import { parse as parseCookies } from "cookie";
import { clientAddress } from "./rate-limit";
import { REQUEST_ID_HEADER } from "./request-id";
import { LOCALE_COOKIE, resolveLocale, type Locale } from "../i18n/locale";

// What a service may know of the request that reached it, built once by
// route() (./route.ts): services take this instead of the Request, so they can
// be called from a page, a test or the agent relay without faking one.

export type RequestContext = {
  /** The client's address (lib/http/client-ip.ts via server.ts), for attempt limits and logs. */
  clientAddress: string;
  /** The raw Cookie header (the session lookup reads it as it is). */
  cookieHeader: string | null;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Set-Cookie values the service wants on the reply; route() appends them. */
  setCookies: string[];
  /** Whether the request came over HTTPS (directly or through a proxy that says so): cookies get Secure. */
  https: boolean;
  requestId: string | undefined;
  /** The caller's language (saved choice, else the browser's), for texts a service writes. */
  locale: Locale;
};

export function requestContextOf(req: Request): RequestContext {
  const cookieHeader = req.headers.get("cookie");
  const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
  return {
    clientAddress: clientAddress(req),
    cookieHeader,
    cookies,
    setCookies: [],
    https: new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https",
    requestId: req.headers.get(REQUEST_ID_HEADER) ?? undefined,
    locale: resolveLocale(cookies[LOCALE_COOKIE], req.headers.get("accept-language")),
  };
}
