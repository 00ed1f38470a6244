import { z } from "zod";
import { serverError } from "../http/server-errors";

// The theater call's input; no server-only imports (client-safe).

export const INVALID_TIME = serverError("theater.invalidTime");

/** `at`: the clock time (ms since 1970) to compute the schedule for; now when absent. */
export const TheaterQuery = z.object({
  at: z.coerce.number({ error: INVALID_TIME.key }).int(INVALID_TIME.key).min(0, INVALID_TIME.key).max(8_640_000_000_000_000, INVALID_TIME.key).optional(),
});
