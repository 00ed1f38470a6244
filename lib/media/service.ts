import "server-only";
import type { Caller } from "../auth/session";
import { listScanStates } from "./queries";

// Entry point of the media index for API calls and pages.

export type RootScanStatus = {
  name: string;
  /** queued, running, succeeded, failed (or "none" before the first scan). */
  status: string;
  /** files (listing), metadata, thumbnails, done. */
  phase: string;
  seen: number;
  total: number;
  finishedAt: string | null;
  error: string | null;
};

/** Scan progress of each media root of the caller's home. */
export async function scanStatus(caller: Caller): Promise<RootScanStatus[]> {
  const roots = await listScanStates(caller.homeId);
  return roots.map(({ name, scans }) => ({
    name,
    status: scans?.status ?? "none",
    phase: scans?.phase ?? "files",
    seen: scans?.seen ?? 0,
    total: scans?.total ?? 0,
    finishedAt: scans?.finishedAt?.toISOString() ?? null,
    // Errors name folders on the server: owners only.
    error: caller.role === "owner" ? (scans?.error ?? null) : null,
  }));
}
