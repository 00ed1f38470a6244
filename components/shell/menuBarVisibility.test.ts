import { MENU_BAR_FIRST_HIDE_DELAY_MS, MENU_BAR_OPACITY_ACTIVE, MENU_BAR_OPACITY_IDLE, MENU_BAR_SECOND_HIDE_DELAY_MS } from "@/lib/ui/constants";
import {
  hideDelayMs,
  initialMenuBarVisibility,
  isMenuBarVisible,
  menuBarOpacity,
  menuBarReducer,
  type MenuBarEvent,
  type MenuBarVisibility,
} from "./menuBarVisibility";

const run = (events: MenuBarEvent[], from: MenuBarVisibility = initialMenuBarVisibility) => events.reduce(menuBarReducer, from);
const elapsed: MenuBarEvent = { type: "timerElapsed" };

describe("menu bar visibility", () => {
  it("starts visible and hides after 5 s then 8 s", () => {
    let state = initialMenuBarVisibility;
    expect(isMenuBarVisible(state)).toBe(true);
    expect(hideDelayMs(state)).toBe(MENU_BAR_FIRST_HIDE_DELAY_MS);
    state = menuBarReducer(state, elapsed);
    expect(isMenuBarVisible(state)).toBe(true);
    expect(hideDelayMs(state)).toBe(MENU_BAR_SECOND_HIDE_DELAY_MS);
    state = menuBarReducer(state, elapsed);
    expect(isMenuBarVisible(state)).toBe(false);
    expect(hideDelayMs(state)).toBeNull();
  });

  it("shows again on reveal and restarts the countdown", () => {
    const hidden = run([elapsed, elapsed]);
    const shown = menuBarReducer(hidden, { type: "reveal" });
    expect(shown.phase).toBe("shown");
    expect(hideDelayMs(shown)).toBe(MENU_BAR_FIRST_HIDE_DELAY_MS);
  });

  it("never hides while the pointer is inside", () => {
    const state = run([{ type: "pointer", inside: true }, elapsed, elapsed, elapsed]);
    expect(state.phase).toBe("shown");
    expect(hideDelayMs(state)).toBeNull();
  });

  it("restarts the full countdown when the pointer leaves", () => {
    const state = run([elapsed, { type: "pointer", inside: true }, { type: "pointer", inside: false }]);
    expect(state.phase).toBe("shown");
    expect(hideDelayMs(state)).toBe(MENU_BAR_FIRST_HIDE_DELAY_MS);
  });

  it("stays while a scroll is under way but a scroll does not reveal a hidden bar", () => {
    const scrolling = run([{ type: "scroll", active: true }, elapsed, elapsed]);
    expect(scrolling.phase).toBe("shown");
    expect(hideDelayMs(scrolling)).toBeNull();
    const hidden = run([elapsed, elapsed, { type: "scroll", active: true }]);
    expect(hidden.phase).toBe("hidden");
  });

  it("stays while held open by a menu, the search or keyboard focus", () => {
    const held = run([elapsed, { type: "hold", held: true }, elapsed, elapsed]);
    expect(held.phase).toBe("shown");
    const released = menuBarReducer(held, { type: "hold", held: false });
    expect(hideDelayMs(released)).toBe(MENU_BAR_FIRST_HIDE_DELAY_MS);
  });

  it("returns the same object when nothing changes", () => {
    const state = initialMenuBarVisibility;
    expect(menuBarReducer(state, { type: "reveal" })).toBe(state);
    expect(menuBarReducer(state, { type: "pointer", inside: false })).toBe(state);
    expect(menuBarReducer(state, { type: "hold", held: false })).toBe(state);
  });

  it("uses the documented opacities: 0.97 while shown, 0.5 on the way out", () => {
    expect(MENU_BAR_OPACITY_ACTIVE).toBe(0.97);
    expect(MENU_BAR_OPACITY_IDLE).toBe(0.5);
    expect(menuBarOpacity(initialMenuBarVisibility)).toBe(MENU_BAR_OPACITY_ACTIVE);
    expect(menuBarOpacity(run([elapsed]))).toBe(MENU_BAR_OPACITY_IDLE);
    expect(menuBarOpacity(run([elapsed, { type: "pointer", inside: true }]))).toBe(MENU_BAR_OPACITY_ACTIVE);
  });
});
