import { handle } from "@/lib/http/handle";
import { ok } from "@/lib/http/envelope";
import { clearedSessionCookie, destroySession } from "@/lib/auth/session";

// Ends the server session (if any) and clears the cookie.
export const GET = handle(async (req) => {
  await destroySession(req);
  return ok(true, { headers: { "Set-Cookie": clearedSessionCookie(req) } });
}, { changesOnGet: true });
