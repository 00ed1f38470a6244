import { NextResponse, type NextRequest } from "next/server";
import { securityHeaders } from "@/lib/http/security";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";

// The request gate: every request gets an id (for logs) and the security headers.
export function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) || crypto.randomUUID();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
