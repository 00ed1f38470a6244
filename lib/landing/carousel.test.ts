import { autoAdvanceMs, keyStep, wrapIndex, FEATURE_INTERVAL_MS, TUTORIAL_HOVER_INTERVAL_MS, TUTORIAL_INTERVAL_MS } from "./carousel";

describe("wrapIndex", () => {
  it("moves forward and back inside the range", () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });
  it("wraps past the last and before the first", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, -6, 4)).toBe(3);
  });
  it("stays at 0 for an empty or single list", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });
});

describe("keyStep", () => {
  it("maps the arrow keys and ignores others", () => {
    expect(keyStep("ArrowRight")).toBe(1);
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("Enter")).toBe(0);
  });
});

describe("autoAdvanceMs", () => {
  const base = { intervalMs: TUTORIAL_INTERVAL_MS, hoverIntervalMs: TUTORIAL_HOVER_INTERVAL_MS, hovered: false, reducedMotion: false, count: 4 };
  it("waits 15 s, 4 s while hovered when the carousel has a hover interval", () => {
    expect(autoAdvanceMs(base)).toBe(15_000);
    expect(autoAdvanceMs({ ...base, hovered: true })).toBe(4_000);
    expect(autoAdvanceMs({ intervalMs: FEATURE_INTERVAL_MS, hovered: true, reducedMotion: false, count: 4 })).toBe(15_000);
  });
  it("never moves with reduced motion or a single slide", () => {
    expect(autoAdvanceMs({ ...base, reducedMotion: true })).toBeNull();
    expect(autoAdvanceMs({ ...base, count: 1 })).toBeNull();
  });
});
