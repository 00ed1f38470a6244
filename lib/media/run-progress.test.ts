import { runProgress } from "./run-progress";

const started = 1_000_000;

test("while the files are listed, the run counts what it found and has no total, share or time left yet", () => {
  const run = runProgress(
    { running: true, phase: "files", seen: 1_200, total: 1_500, phaseStartedAtMs: started, doneBefore: 0, ahead: null },
    started + 10_000,
  );
  expect(run).toEqual({ done: 1_200, total: null, fraction: null, secondsLeft: null });
});

test("reading details: the listing's units are done, the thumbnails to make are ahead", () => {
  // 1,000 entries listed; 200 of 800 files read in 10 s; 800 thumbnails expected.
  const run = runProgress(
    { running: true, phase: "metadata", seen: 200, total: 800, phaseStartedAtMs: started, doneBefore: 1_000, ahead: 800 },
    started + 10_000,
  );
  expect(run.done).toBe(1_200);
  expect(run.total).toBe(2_600);
  expect(run.fraction).toBeCloseTo(1_200 / 2_600);
  // 600 details and 800 thumbnails left at 50 ms a unit.
  expect(run.secondsLeft).toBe(70);
});

test("making thumbnails, the last phase: the run's time left is the phase's", () => {
  const run = runProgress(
    { running: true, phase: "thumbnails", seen: 100, total: 400, phaseStartedAtMs: started, doneBefore: 1_800, ahead: 0 },
    started + 10_000,
  );
  expect(run).toEqual({ done: 1_900, total: 2_200, fraction: 1_900 / 2_200, secondsLeft: 30 });
});

test("a phase whose count passes its total never shows more done than the total", () => {
  const run = runProgress({ running: true, phase: "metadata", seen: 130, total: 120, phaseStartedAtMs: started, doneBefore: 150, ahead: 0 }, started + 10_000);
  expect(run.done).toBe(280);
  expect(run.total).toBe(280);
  expect(run.fraction).toBe(1);
  expect(run.secondsLeft).toBeNull();
});

test("done units never go down from one phase to the next, and the share only grows when fewer thumbnails remain than expected", () => {
  const now = started + 10_000;
  const endOfDetails = runProgress({ running: true, phase: "metadata", seen: 800, total: 800, phaseStartedAtMs: started, doneBefore: 1_000, ahead: 800 }, now);
  // 50 files could not be decoded: 750 thumbnails to make, not 800.
  const thumbnailsBegin = runProgress({ running: true, phase: "thumbnails", seen: 0, total: 750, phaseStartedAtMs: now, doneBefore: 1_800, ahead: 0 }, now);
  expect(thumbnailsBegin.done).toBe(endOfDetails.done);
  expect(thumbnailsBegin.fraction!).toBeGreaterThanOrEqual(endOfDetails.fraction!);
  // A new phase has no pace yet.
  expect(thumbnailsBegin.secondsLeft).toBeNull();
});

test("a finished run is whole, with nothing left", () => {
  const run = runProgress(
    { running: true, phase: "done", seen: 1_000, total: 1_000, phaseStartedAtMs: started, doneBefore: 2_550, ahead: 0 },
    started + 10_000,
  );
  expect(run).toEqual({ done: 2_550, total: 2_550, fraction: 1, secondsLeft: null });
});

test("a run with nothing to do is whole", () => {
  expect(runProgress({ running: true, phase: "metadata", seen: 0, total: 0, phaseStartedAtMs: started, doneBefore: 0, ahead: 0 }, started + 10_000)).toEqual({
    done: 0,
    total: 0,
    fraction: 1,
    secondsLeft: null,
  });
});

test("a scan that stopped or failed mid-run keeps its counts but has no time left", () => {
  const run = runProgress(
    { running: false, phase: "metadata", seen: 200, total: 800, phaseStartedAtMs: started, doneBefore: 1_000, ahead: 800 },
    started + 10_000,
  );
  expect(run).toEqual({ done: 1_200, total: 2_600, fraction: 1_200 / 2_600, secondsLeft: null });
});
