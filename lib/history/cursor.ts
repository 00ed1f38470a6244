import { serialize } from "cookie";
import type { Caller } from "../auth/session";
import type { RequestContext } from "../http/request-context";

// Where GET /api_myfilex/backward and /forward keep the caller's position in
// the play history between calls: a cookie "<session id>.<play row id>". It
// is no secret (a position among the caller's own home's plays); naming the
// session makes a position left by an earlier sign-in in the same browser count as none.

export const HISTORY_CURSOR_COOKIE = "hems_history";

export function readHistoryCursor(ctx: RequestContext, caller: Caller): number | null {
  const value = ctx.cookies[HISTORY_CURSOR_COOKIE];
  const match = value ? /^([0-9a-f-]{1,64})\.([1-9]\d{0,9})$/.exec(value) : null;
  if (!match || match[1] !== caller.sessionId) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? id : null;
}

/** The Set-Cookie value keeping a position for this session (cleared when null), for the browser's session only. */
export function historyCursorCookie(caller: Caller, cursor: number | null): string {
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/" };
  return cursor === null
    ? serialize(HISTORY_CURSOR_COOKIE, "", { ...options, maxAge: 0 })
    : serialize(HISTORY_CURSOR_COOKIE, `${caller.sessionId}.${cursor}`, options);
}
