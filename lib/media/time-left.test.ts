import { secondsFor, secondsLeft } from "./time-left";

const started = 1_000_000;

test("the rest at the pace so far: 100 of 400 in 10 s leaves 30 s", () => {
  expect(secondsLeft({ seen: 100, total: 400, phaseStartedAtMs: started }, started + 10_000)).toBe(30);
});

test("rounded up to whole seconds, never 0 while files remain", () => {
  expect(secondsLeft({ seen: 999, total: 1000, phaseStartedAtMs: started }, started + 2_000)).toBe(1);
});

test.each([
  ["no phase start", { seen: 10, total: 100, phaseStartedAtMs: null }, started + 10_000],
  ["nothing done yet", { seen: 0, total: 100, phaseStartedAtMs: started }, started + 10_000],
  ["no total (still listing)", { seen: 10, total: 0, phaseStartedAtMs: started }, started + 10_000],
  ["done", { seen: 100, total: 100, phaseStartedAtMs: started }, started + 10_000],
  ["under 2 s in", { seen: 10, total: 100, phaseStartedAtMs: started }, started + 1_500],
])("unknown: %s", (_, progress, now) => {
  expect(secondsLeft(progress, now)).toBeNull();
});

test("any amount of work at the phase's pace: 100 in 10 s makes 250 more take 25 s", () => {
  expect(secondsFor(250, { seen: 100, phaseStartedAtMs: started }, started + 10_000)).toBe(25);
  expect(secondsFor(0, { seen: 100, phaseStartedAtMs: started }, started + 10_000)).toBeNull();
  expect(secondsFor(250, { seen: 0, phaseStartedAtMs: started }, started + 10_000)).toBeNull();
});
