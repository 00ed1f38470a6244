import { NextResponse, type NextRequest } from "next/server";
import { securityHeaders } from "@/lib/http/security";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { SESSION_COOKIE, needsSession, parseSessionCookie, signedOutPath } from "@/lib/auth/gate";

// The request gate: every request gets an id (for logs) and the security
// headers; a page that needs a session sends a visitor without one to the
// sign-in (tebe face) or the re-login notice (home face), which remember the
// address. Sessions that exist but have
// expired are caught by the page itself (lib/auth/page-gate.ts), which can
// ask the database.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const session = parseSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  if (!session && needsSession(pathname)) {
    const deployType = process.env.DEPLOY_TYPE === "tebe" ? "tebe" : "home";
    return withHeaders(NextResponse.redirect(new URL(signedOutPath(deployType, null, pathname + search), request.url)), request);
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestIdOf(request));
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), request);
}

function requestIdOf(request: NextRequest): string {
  return request.headers.get(REQUEST_ID_HEADER) || crypto.randomUUID();
}

function withHeaders(response: NextResponse, request: NextRequest): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestIdOf(request));
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
