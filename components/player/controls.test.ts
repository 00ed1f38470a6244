import { isOwnedByControl, keyAction, swipeAction, swipeStep } from "./controls";

describe("swipeAction", () => {
  it("needs more than 50 px sideways", () => {
    expect(swipeAction(-50, 0)).toBeNull();
    expect(swipeAction(50, 0)).toBeNull();
    expect(swipeAction(-51, 0)).toBe("next");
    expect(swipeAction(51, 0)).toBe("previous");
  });

  it("ignores mostly vertical moves (scrolling to the folder)", () => {
    expect(swipeAction(-80, 120)).toBeNull();
    expect(swipeAction(80, -90)).toBeNull();
  });
});

describe("keyAction", () => {
  const key = (k: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) =>
    keyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

  it("maps arrows, space and Escape", () => {
    expect(key("ArrowRight")).toBe("next");
    expect(key("ArrowLeft")).toBe("previous");
    expect(key(" ")).toBe("togglePause");
    expect(key("Escape")).toBe("close");
    expect(key("a")).toBeNull();
  });

  it("leaves keys with a modifier to the browser", () => {
    expect(key("ArrowLeft", { altKey: true })).toBeNull();
    expect(key("ArrowRight", { metaKey: true })).toBeNull();
    expect(key(" ", { shiftKey: true })).toBeNull();
  });
});

describe("isOwnedByControl", () => {
  // A minimal stand-in for an element: what closest() would find above it.
  const element = (matches: string[]) => ({
    closest: (selector: string) => (selector.split(", ").some((s) => matches.includes(s)) ? {} : null),
  });

  it("gives keys typed into a field to the field", () => {
    expect(isOwnedByControl(element(["input"]) as unknown as EventTarget, "ArrowLeft")).toBe(true);
    expect(isOwnedByControl(element(["textarea"]) as unknown as EventTarget, " ")).toBe(true);
  });

  it("gives space on a button to the button, arrows to the player", () => {
    expect(isOwnedByControl(element(["button"]) as unknown as EventTarget, " ")).toBe(true);
    expect(isOwnedByControl(element(["button"]) as unknown as EventTarget, "ArrowRight")).toBe(false);
  });

  it("lets the player have keys pressed elsewhere", () => {
    expect(isOwnedByControl(element([]) as unknown as EventTarget, " ")).toBe(false);
    expect(isOwnedByControl(null, " ")).toBe(false);
  });
});

describe("swipeStep", () => {
  it("a swipe to the left goes to the next slide, to the right to the previous", () => {
    expect(swipeStep(-100)).toBe(1);
    expect(swipeStep(100)).toBe(-1);
  });
  it("ignores swipes of 50 px or less", () => {
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
  });
  it("ignores a move of more than 34 px up or down: a scroll", () => {
    expect(swipeStep(-120, 35)).toBe(0);
    expect(swipeStep(-120, -34)).toBe(1);
  });
});
