import "server-only";
import type { Caller } from "../auth/caller";
import { assertRole } from "../auth/access";
import { forbidden } from "../http/errors";
import { lensAllows } from "../invites/access";
import { homeEntryById, mediaRelpathOf } from "../media";
import { deletePosition, findPosition, positionsOf, upsertPosition } from "./queries";
import { isResumable, viewerOf, type Viewer } from "./rules";
import type { ResumeInput } from "./schemas";

// Resume where you stopped: each viewer's position in each video, kept on the
// server so it follows them across devices (GET/POST /api_myfilex/resume/{id},
// GET /api_myfilex/resumes?ids=). Owners, guests and friends each keep their
// own; a lens invitee keeps one for its invite session only. A video is
// reached under the same rules as its stream: a file of the caller's home,
// and for an invitee a file of its lens.

export const RESUME_VIEWERS = ["owner", "registered_guest", "guest", "lens_invitee"] as const;

export type ResumeReply = { position: number; duration: number; updated_at: string } | null;

/** The caller as a viewer, and the video `id` they may play. */
async function viewerAndVideo(caller: Caller, id: number): Promise<Viewer> {
  assertRole(caller, RESUME_VIEWERS);
  const viewer = viewerOf(caller);
  if (!viewer) throw forbidden();
  const entry = await homeEntryById(caller, id, ["video"]);
  if (!(await lensAllows(caller, mediaRelpathOf(entry)))) throw forbidden();
  return viewer;
}

/** GET /api_myfilex/resume/{id}: where the caller stopped in the video, or null. */
export async function resumePosition(caller: Caller, id: number): Promise<ResumeReply> {
  const viewer = await viewerAndVideo(caller, id);
  const saved = await findPosition(viewer, id);
  return saved ? { position: saved.position, duration: saved.duration, updated_at: saved.updatedAt.toISOString() } : null;
}

/** POST /api_myfilex/resume/{id} {position, duration}: keeps the position, or clears it in the first seconds and the last 5 %. */
export async function saveResumePosition(caller: Caller, id: number, input: ResumeInput): Promise<{ kept: boolean }> {
  const viewer = await viewerAndVideo(caller, id);
  const kept = isResumable(input.position, input.duration);
  if (kept) await upsertPosition(viewer, id, input.position, input.duration);
  else await deletePosition(viewer, id);
  return { kept };
}

/** GET /api_myfilex/resumes?ids=: the watched share (0..1) of each partly watched video among `ids`, by id. */
export async function resumeProgress(caller: Caller, ids: number[]): Promise<Record<string, number>> {
  assertRole(caller, RESUME_VIEWERS);
  const viewer = viewerOf(caller);
  if (!viewer) return {};
  const rows = await positionsOf(viewer, caller.homeId, ids);
  return Object.fromEntries(rows.map((row) => [String(row.fileId), Math.min(1, row.position / row.duration)]));
}
