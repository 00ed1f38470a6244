// The play queue that drives every player (slideshow, video player, and later the
// channel player): a pure reducer over a list of items, so the rules can be tested
// without a DOM. A player plugin shows the current item, and tells the queue when
// the item ended; the queue decides what comes next.
//
// Rules (documents, "Photo slideshow" and "Video player sequence"):
// - idle (intro showing) -> playing when the intro ends;
// - forward ends on the last item (status "ended", the replay screen);
// - backward wraps around from the first item to the last;
// - a pause because the window was hidden resumes when it comes back, a pause the
//   user asked for does not.

export type QueueItemKind = "photo" | "localVideo" | "youtube";

export type QueueItem = { kind: QueueItemKind; id: number | string };

export type QueueStatus = "idle" | "playing" | "paused" | "ended";

export type PauseReason = "user" | "hidden";

export type QueueState = {
  /** Number of items; the items themselves stay with the player. */
  length: number;
  index: number;
  status: QueueStatus;
  /** Why the queue is paused; null unless status is "paused". */
  pausedBy: PauseReason | null;
};

export type QueueEvent =
  /** The intro finished. */
  | { type: "start" }
  /** The current item finished on its own (timer, video end, error). */
  | { type: "itemEnded" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "select"; index: number }
  | { type: "togglePause" }
  | { type: "pause"; reason: PauseReason }
  | { type: "resume"; reason: PauseReason }
  | { type: "replay" }
  /** The list changed under the player (more of the folder loaded); index is where the current item is now. */
  | { type: "sync"; length: number; index: number };

export function initialQueue(length: number, index = 0): QueueState {
  return { length, index: length > 0 ? clampIndex(index, length) : 0, status: "idle", pausedBy: null };
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

function forward(state: QueueState): QueueState {
  if (state.index >= state.length - 1) return { ...state, status: "ended", pausedBy: null };
  return { ...state, index: state.index + 1 };
}

/** Returns the same object when nothing changes, so React skips the re-render. */
export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  if (state.length === 0 && event.type !== "sync") return state;
  switch (event.type) {
    case "start":
      return state.status === "idle" ? { ...state, status: "playing" } : state;
    case "itemEnded":
      return state.status === "playing" ? forward(state) : state;
    case "next":
      return state.status === "ended" ? state : forward(state);
    case "previous": {
      const index = state.index === 0 ? state.length - 1 : state.index - 1;
      // Going back from the end screen plays again from the slide before.
      if (state.status === "ended") return { ...state, index: Math.max(0, state.length - 2), status: "playing" };
      return { ...state, index };
    }
    case "select":
      if (event.index < 0 || event.index >= state.length) return state;
      return state.status === "ended" ? { ...state, index: event.index, status: "playing" } : { ...state, index: event.index };
    case "togglePause":
      if (state.status === "playing") return { ...state, status: "paused", pausedBy: "user" };
      if (state.status === "paused") return { ...state, status: "playing", pausedBy: null };
      if (state.status === "ended") return queueReducer(state, { type: "replay" });
      return state;
    case "pause":
      return state.status === "playing" ? { ...state, status: "paused", pausedBy: event.reason } : state;
    case "resume":
      return state.status === "paused" && state.pausedBy === event.reason ? { ...state, status: "playing", pausedBy: null } : state;
    case "replay":
      return { ...state, index: 0, status: "playing", pausedBy: null };
    case "sync": {
      if (event.length === 0) return initialQueue(0);
      const index = clampIndex(event.index, event.length);
      return index === state.index && event.length === state.length ? state : { ...state, length: event.length, index };
    }
  }
}

/** The list turned so that it starts at the item with this id (unchanged when absent). */
export function rotateToStart<T extends { id: number | string }>(items: readonly T[], startId: T["id"]): T[] {
  const at = items.findIndex((item) => item.id === startId);
  return at <= 0 ? [...items] : [...items.slice(at), ...items.slice(0, at)];
}
