// How long a scan phase (or the whole run) still needs, at the pace the current
// phase's count has moved since it began. Pure, shared by the live progress
// events and the scanstatus call.

/** Before this much of a phase has run, its pace says too little. */
const MIN_ELAPSED_MS = 2_000;

export type PhaseProgress = { seen: number; total: number; phaseStartedAtMs: number | null };

/** Whole seconds left, or null while unknown (just begun, nothing done yet, no total, or done). */
export function secondsLeft({ seen, total, phaseStartedAtMs }: PhaseProgress, nowMs: number): number | null {
  if (total <= seen) return null;
  return secondsFor(total - seen, { seen, phaseStartedAtMs }, nowMs);
}

/** Whole seconds that `units` of work take at the phase's pace so far; null while the pace is unknown. */
export function secondsFor(units: number, { seen, phaseStartedAtMs }: Omit<PhaseProgress, "total">, nowMs: number): number | null {
  if (phaseStartedAtMs === null || seen <= 0 || units <= 0) return null;
  const elapsedMs = nowMs - phaseStartedAtMs;
  if (elapsedMs < MIN_ELAPSED_MS) return null;
  return Math.ceil((units * elapsedMs) / seen / 1000);
}
