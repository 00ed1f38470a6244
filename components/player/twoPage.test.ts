import { TWO_PAGE_SNAP_MS } from "./constants";
import { easeInOut, playerBackgroundOpacity, scrollPercent, scrollStep, snapTarget } from "./twoPage";

describe("scroll steps and the player background", () => {
  it("measures how much of page 1 scrolled away, within 0..100", () => {
    expect(scrollPercent(0, 800)).toBe(0);
    expect(scrollPercent(400, 800)).toBe(50);
    expect(scrollPercent(-20, 800)).toBe(0);
    expect(scrollPercent(1600, 800)).toBe(100);
    expect(scrollPercent(10, 0)).toBe(0);
  });

  it.each([
    [0, 0, 1],
    [9.9, 0, 1],
    [10, 10, 1],
    [29, 10, 1],
    [30, 30, 0.7],
    [59, 30, 0.7],
    [60, 60, 0.3],
    [79.9, 60, 0.3],
    [80, 80, 0],
    [100, 80, 0],
  ])("at %d %% the step is %d and the opacity %d", (percent, step, opacity) => {
    expect(scrollStep(percent)).toBe(step);
    expect(playerBackgroundOpacity(scrollStep(percent))).toBe(opacity);
  });
});

describe("snapTarget", () => {
  const page = 900;
  const windowHeight = 1000;

  it("goes back to page 1 up to half the window height", () => {
    expect(snapTarget(1, page, windowHeight)).toBe(0);
    expect(snapTarget(500, page, windowHeight)).toBe(0);
  });

  it("goes on to page 2 past half the window height", () => {
    expect(snapTarget(501, page, windowHeight)).toBe(page);
    expect(snapTarget(899, page, windowHeight)).toBe(page);
  });

  it("leaves a scroll alone on page 1's top or anywhere in page 2", () => {
    expect(snapTarget(0, page, windowHeight)).toBeNull();
    expect(snapTarget(900, page, windowHeight)).toBeNull();
    expect(snapTarget(2400, page, windowHeight)).toBeNull();
  });
});

describe("easeInOut", () => {
  it("starts at 0, passes the middle at half time and ends at 1", () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(2)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
    expect(easeInOut(0.75)).toBeGreaterThan(0.75);
  });

  it("the snap takes 800 ms", () => {
    expect(TWO_PAGE_SNAP_MS).toBe(800);
  });
});
