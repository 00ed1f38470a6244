// How long a scan phase still needs, at the pace its count has moved since the
// phase began. Pure, shared by the live progress events and the scanstatus call.

/** Before this much of a phase has run, its pace says too little. */
const MIN_ELAPSED_MS = 2_000;

export type PhaseProgress = { seen: number; total: number; phaseStartedAtMs: number | null };

/** Whole seconds left, or null while unknown (just begun, nothing done yet, no total, or done). */
export function secondsLeft({ seen, total, phaseStartedAtMs }: PhaseProgress, nowMs: number): number | null {
  if (phaseStartedAtMs === null || seen <= 0 || total <= seen) return null;
  const elapsedMs = nowMs - phaseStartedAtMs;
  if (elapsedMs < MIN_ELAPSED_MS) return null;
  return Math.ceil(((total - seen) * elapsedMs) / seen / 1000);
}
