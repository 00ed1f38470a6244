import { MENU_BAR_FIRST_HIDE_DELAY_MS, MENU_BAR_OPACITY_ACTIVE, MENU_BAR_OPACITY_IDLE, MENU_BAR_SECOND_HIDE_DELAY_MS } from "@/lib/ui/constants";

// When the menu bar is on screen, as a pure reducer so the timing rules can be
// tested without a DOM: it shows on hover (or a tap at the top), then hides after
// 5 s plus 8 s unless the pointer is inside it, it is held open (menu, search or
// keyboard focus) or a scroll is under way.

export type MenuBarPhase = "shown" | "lingering" | "hidden";

export type MenuBarVisibility = {
  phase: MenuBarPhase;
  pointerInside: boolean;
  /** A menu or the search overlay is open, or keyboard focus is inside the bar. */
  held: boolean;
  scrolling: boolean;
};

export type MenuBarEvent =
  { type: "reveal" } | { type: "pointer"; inside: boolean } | { type: "hold"; held: boolean } | { type: "scroll"; active: boolean } | { type: "timerElapsed" };

/** The bar is visible when a page opens, so people learn it is there. */
export const initialMenuBarVisibility: MenuBarVisibility = {
  phase: "shown",
  pointerInside: false,
  held: false,
  scrolling: false,
};

function isPinned(state: MenuBarVisibility): boolean {
  return state.pointerInside || state.held || state.scrolling;
}

/** Returns the same object when nothing changes, so React skips the re-render. */
export function menuBarReducer(state: MenuBarVisibility, event: MenuBarEvent): MenuBarVisibility {
  switch (event.type) {
    case "reveal":
      return state.phase === "shown" ? state : { ...state, phase: "shown" };
    case "pointer":
      if (state.pointerInside === event.inside) return state;
      // Entering shows the bar again; leaving restarts the full 5 s + 8 s countdown.
      return { ...state, pointerInside: event.inside, phase: "shown" };
    case "hold":
      if (state.held === event.held) return state;
      return { ...state, held: event.held, phase: "shown" };
    case "scroll":
      if (state.scrolling === event.active) return state;
      // A scroll keeps a visible bar from hiding but never brings a hidden one back.
      return { ...state, scrolling: event.active, phase: state.phase === "lingering" ? "shown" : state.phase };
    case "timerElapsed":
      if (isPinned(state)) return state.phase === "shown" ? state : { ...state, phase: "shown" };
      if (state.phase === "shown") return { ...state, phase: "lingering" };
      if (state.phase === "lingering") return { ...state, phase: "hidden" };
      return state;
  }
}

/** How long until the next step towards hiding, or null when no timer should run. */
export function hideDelayMs(state: MenuBarVisibility): number | null {
  if (state.phase === "hidden" || isPinned(state)) return null;
  return state.phase === "shown" ? MENU_BAR_FIRST_HIDE_DELAY_MS : MENU_BAR_SECOND_HIDE_DELAY_MS;
}

/** Nearly opaque while shown; half see-through in the last step before hiding. */
export function menuBarOpacity(state: MenuBarVisibility): number {
  return state.phase === "lingering" && !isPinned(state) ? MENU_BAR_OPACITY_IDLE : MENU_BAR_OPACITY_ACTIVE;
}

export function isMenuBarVisible(state: MenuBarVisibility): boolean {
  return state.phase !== "hidden";
}
