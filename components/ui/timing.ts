import { TOOLTIP_DELAY_MS, TOOLTIP_LONG_DELAY_MS, TOOLTIP_LONG_TITLE_CHARS } from "@/lib/ui/constants";

/** Long titles get their tooltip sooner (1.5 s) than short ones (2 s): they are the ones cut off. */
export function tooltipDelayMs(text: string, long?: boolean): number {
  return long || text.length > TOOLTIP_LONG_TITLE_CHARS ? TOOLTIP_LONG_DELAY_MS : TOOLTIP_DELAY_MS;
}

/** Whole seconds left until a deadline, never below zero (for redirect countdowns). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
