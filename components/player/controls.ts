import { SWIPE_THRESHOLD_PX, SWIPE_VERTICAL_PX } from "./constants";

// How keys and swipes map to player actions, as pure functions.

export type PlayerAction = "next" | "previous" | "togglePause" | "close";

/** Where the first finger of a touch list is, or null for an empty list. */
export function touchPoint(touches: { readonly [index: number]: { clientX: number; clientY: number } | undefined }): { x: number; y: number } | null {
  const touch = touches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * A finished touch move: more than 50 px sideways (and more sideways than
 * up or down, so scrolling to the folder is not a swipe). Left goes next,
 * right goes previous.
 */
export function swipeAction(dx: number, dy: number): PlayerAction | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

/**
 * Tebe view's swipe (the category player, the landing carousels): the step a
 * finger's move of (dx, dy) asks for, 1 (to the left: next), -1 (to the
 * right: previous), or 0 when it is 50 px or shorter, or more than 34 px up
 * or down (a scroll).
 */
export function swipeStep(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dy) > SWIPE_VERTICAL_PX) return 0;
  return dx < 0 ? 1 : -1;
}

type KeyInput = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

/** Arrows move, space pauses and resumes, Escape closes; anything with a modifier is left to the browser. */
export function keyAction(event: KeyInput): PlayerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  switch (event.key) {
    case "ArrowRight":
      return "next";
    case "ArrowLeft":
      return "previous";
    case " ":
      return "togglePause";
    case "Escape":
      return "close";
    default:
      return null;
  }
}

/** Keys typed into a field or pressed on a button belong to that control, not to the player. */
export function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as Element;
  if (element.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return true;
  // Space and Enter activate a focused button or link; arrows stay with the player.
  return key === " " && element.closest("button, a, [role='button']") !== null;
}
