import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, securityHeaders } from "@/lib/http/security";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { SESSION_COOKIE, needsSession, parseSessionCookie, signedOutPath } from "@/lib/auth/gate";
import { LOCALE_COOKIE, LOCALE_HEADER, LOCALE_QUERY, isLocale } from "@/lib/i18n/locale";
import { LOCALE_COOKIE_MAX_AGE_S } from "@/lib/ui/constants";

// The request gate: every request gets an id (for logs) and the security
// headers; a page that needs a session sends a visitor without one to the
// sign-in (tebe face) or the re-login notice (home face), which remember the
// address. Sessions that exist but have
// expired are caught by the page itself (lib/auth/page-gate.ts), which can
// ask the database. Each request gets its own script nonce: Next.js reads it
// from the request's policy and puts it on the page's scripts.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = newNonce();
  const session = parseSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  if (!session && needsSession(pathname)) {
    const deployType = process.env.DEPLOY_TYPE === "tebe" ? "tebe" : "home";
    return withHeaders(NextResponse.redirect(new URL(signedOutPath(deployType, null, pathname + search), request.url)), request, nonce);
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestIdOf(request));
  requestHeaders.set("Content-Security-Policy", contentSecurityPolicy(process.env, nonce));
  // `?lang=` picks the page's language and is remembered like the switcher's choice.
  const requestedLocale = request.nextUrl.searchParams.get(LOCALE_QUERY);
  requestHeaders.delete(LOCALE_HEADER);
  if (isLocale(requestedLocale)) requestHeaders.set(LOCALE_HEADER, requestedLocale);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (isLocale(requestedLocale)) response.cookies.set(LOCALE_COOKIE, requestedLocale, { path: "/", sameSite: "lax", maxAge: LOCALE_COOKIE_MAX_AGE_S });
  return withHeaders(response, request, nonce);
}

function requestIdOf(request: NextRequest): string {
  return request.headers.get(REQUEST_ID_HEADER) || crypto.randomUUID();
}

function withHeaders(response: NextResponse, request: NextRequest, nonce: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestIdOf(request));
  for (const [name, value] of Object.entries(securityHeaders(process.env, nonce))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
