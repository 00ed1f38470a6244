import { parse as parseCookies } from "cookie";
import { LOCALE_COOKIE, resolveLocale, type Locale } from "./locale";

/** The language of a request (its saved choice, else its browser's), for services that write texts. */
export function requestLocale(req: Request): Locale {
  return resolveLocale(parseCookies(req.headers.get("cookie") ?? "")[LOCALE_COOKIE], req.headers.get("accept-language"));
}
