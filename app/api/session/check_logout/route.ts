import { route } from "@/lib/http/route";
import { ok } from "@/lib/http/envelope";
import { clearedSessionCookie, destroySession } from "@/lib/auth/session";

// Ends the server session (if any) and clears the cookie.
export const GET = route({ roles: "anyone", changesOnGet: true }, async ({ ctx }) => {
  await destroySession(ctx);
  return ok(true, { headers: { "Set-Cookie": clearedSessionCookie(ctx) } });
});
