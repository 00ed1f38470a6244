import { TWO_PAGE_SNAP_MS } from "./constants";
import { easeInOut, pageScrolls, playerBackgroundOpacity, scrollPercent, scrollStep, settledPage, snapTarget } from "./twoPage";

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

  it("takes another boundary when given one (the home page switches past 40 %)", () => {
    expect(snapTarget(400, page, windowHeight, 0.4)).toBe(0);
    expect(snapTarget(401, page, windowHeight, 0.4)).toBe(page);
    expect(snapTarget(450, page, windowHeight, 0.4)).toBe(page);
    // The same scroll goes back to page 1 with the players' half-window boundary.
    expect(snapTarget(450, page, windowHeight)).toBe(0);
    expect(snapTarget(0, page, windowHeight, 0.4)).toBeNull();
    expect(snapTarget(900, page, windowHeight, 0.4)).toBeNull();
  });

  it("from page 2, goes back to page 1 once the scroll moved up past the boundary, else stays", () => {
    // Home page: 40 % of a 1000 px window is 400 px up from page 2.
    expect(snapTarget(899 - 400, page, windowHeight, 0.4, 2)).toBe(0);
    expect(snapTarget(900 - 400, page, windowHeight, 0.4, 2)).toBe(page);
    expect(snapTarget(800, page, windowHeight, 0.4, 2)).toBe(page);
    // The same position goes on to page 2 when the scroll came down from page 1.
    expect(snapTarget(450, page, windowHeight, 0.4, 1)).toBe(page);
    expect(snapTarget(450, page, windowHeight, 0.4, 2)).toBe(0);
  });

  it("leaves a scroll alone on page 1's top or anywhere in page 2", () => {
    expect(snapTarget(0, page, windowHeight)).toBeNull();
    expect(snapTarget(900, page, windowHeight)).toBeNull();
    expect(snapTarget(2400, page, windowHeight)).toBeNull();
  });
});

describe("settledPage", () => {
  it("is page 1 at its rest, page 2 from its top on, and unchanged in between", () => {
    expect(settledPage(0, 900, 2)).toBe(1);
    expect(settledPage(-56, 900, 2)).toBe(1);
    expect(settledPage(0.3, 900, 2)).toBe(1);
    expect(settledPage(900, 900, 1)).toBe(2);
    expect(settledPage(899.7, 900, 1)).toBe(2);
    expect(settledPage(2400, 900, 1)).toBe(2);
    expect(settledPage(450, 900, 1)).toBe(1);
    expect(settledPage(450, 900, 2)).toBe(2);
  });
});

describe("pageScrolls", () => {
  it("rests page 1 with its bottom on the window's bottom and page 2 one page further", () => {
    // The layout starts under a 56 px menu bar space and fills the rest of an 800 px window:
    // page 1 at the top, page 2 with its top 56 px down the window, below the bar.
    expect(pageScrolls(56, 744, 800)).toEqual({ first: 0, second: 744 });
    // Something above the layout: page 1 still ends on the window's bottom.
    expect(pageScrolls(300, 744, 800)).toEqual({ first: 244, second: 988 });
    // A page 1 shorter than the window (its minimum height) never scrolls above the top.
    expect(pageScrolls(0, 240, 800)).toEqual({ first: 0, second: 240 });
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
