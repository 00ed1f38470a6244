import { TOOLTIP_DELAY_MS, TOOLTIP_LONG_DELAY_MS } from "@/lib/ui/constants";
import { secondsLeft, tooltipDelayMs } from "./timing";

describe("tooltipDelayMs", () => {
  it("waits 2 s for short titles", () => {
    expect(tooltipDelayMs("Media")).toBe(TOOLTIP_DELAY_MS);
    expect(TOOLTIP_DELAY_MS).toBe(2000);
  });

  it("waits 1.5 s for long titles or when asked", () => {
    expect(tooltipDelayMs("A very long video title that will not fit on one line")).toBe(TOOLTIP_LONG_DELAY_MS);
    expect(tooltipDelayMs("Short", true)).toBe(TOOLTIP_LONG_DELAY_MS);
    expect(TOOLTIP_LONG_DELAY_MS).toBe(1500);
  });
});

describe("secondsLeft", () => {
  it("rounds up and stops at zero", () => {
    expect(secondsLeft(3000, 0)).toBe(3);
    expect(secondsLeft(3000, 100)).toBe(3);
    expect(secondsLeft(3000, 2001)).toBe(1);
    expect(secondsLeft(3000, 3000)).toBe(0);
    expect(secondsLeft(3000, 9000)).toBe(0);
  });
});
