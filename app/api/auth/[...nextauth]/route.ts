import NextAuth from "next-auth";
import { buildAuthOptions } from "@/lib/tebeauth/nextauth";
import { CROSS_SITE_REFUSED, isCrossSite } from "@/lib/http/cross-site";
import { fail } from "@/lib/http/envelope";
import { declared } from "@/lib/http/route";

// next-auth's endpoints (signin, callback, csrf, providers, error) for the
// Google OAuth dance only; see lib/tebeauth/nextauth.ts. The options are built
// per request so they follow the configuration.
type Context = { params: Promise<{ nextauth: string[] }> };

async function authHandler(req: Request, ctx: Context): Promise<Response> {
  return NextAuth(await buildAuthOptions())(req, ctx);
}

// Its POSTs (starting a sign-in, signing out) come from the app's own pages
// and are refused from another site like every call that changes state. The
// Google callback is a GET: a navigation from Google, checked by state and PKCE.
async function authPost(req: Request, ctx: Context): Promise<Response> {
  if (isCrossSite(req.headers, req.url)) return fail(CROSS_SITE_REFUSED, 403);
  return authHandler(req, ctx);
}

// Anyone: the OAuth state and the provider decide.
export const GET = declared({ roles: "anyone" }, authHandler);
export const POST = declared({ roles: "anyone" }, authPost);
