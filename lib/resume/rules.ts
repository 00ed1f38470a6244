import type { Caller } from "../auth/caller";

// When a position is worth offering, and whose it is. Pure.

/** Under this many seconds in, there is nothing to resume: the video starts over anyway. */
export const MIN_RESUME_S = 5;
/** From this share of its length on, a video counts as watched and its position is cleared. */
export const WATCHED_SHARE = 0.95;

/** Whether a position is kept: past the first seconds and before the last 5 %. */
export function isResumable(position: number, duration: number): boolean {
  return position >= MIN_RESUME_S && position < duration * WATCHED_SHARE;
}

/** Who a position belongs to: an owner, a guest or friend, or a lens invitee's one invite session. */
export type Viewer = { key: string; userId: string | null; guestId: string | null; inviteSessionId: string | null };

const INVITE_PREFIX = "invite:";

export function viewerOf(caller: Pick<Caller, "role" | "userId" | "guestId" | "sessionId">): Viewer | null {
  // An invitee's session id is "invite:<invite session id>" (lib/invites/access.ts).
  if (caller.role === "lens_invitee" && caller.sessionId.startsWith(INVITE_PREFIX))
    return { key: caller.sessionId, userId: null, guestId: null, inviteSessionId: caller.sessionId.slice(INVITE_PREFIX.length) };
  if (caller.role === "owner" && caller.userId) return { key: `user:${caller.userId}`, userId: caller.userId, guestId: null, inviteSessionId: null };
  if ((caller.role === "guest" || caller.role === "registered_guest") && caller.guestId)
    return { key: `guest:${caller.guestId}`, userId: null, guestId: caller.guestId, inviteSessionId: null };
  return null;
}
