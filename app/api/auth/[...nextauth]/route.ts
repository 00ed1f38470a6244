import NextAuth from "next-auth";
import { buildAuthOptions } from "@/lib/tebeauth/nextauth";

// next-auth's endpoints (signin, callback, csrf, providers, error) for the
// Google OAuth dance only; see lib/tebeauth/nextauth.ts. The options are built
// per request so they follow the configuration.
type Context = { params: Promise<{ nextauth: string[] }> };

function authHandler(req: Request, ctx: Context): Promise<Response> {
  return NextAuth(buildAuthOptions())(req, ctx);
}

export { authHandler as GET, authHandler as POST };
