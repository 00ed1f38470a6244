import { queryOptions, useQueries } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import type { ResumeReply } from "@/lib/resume/service";

// The resume calls (lib/resume): where the viewer stopped in a video, kept on
// the server so it follows them to another device. Background calls: a
// failure never interrupts playback, and a 401 does not leave the page.

const QUIET = { unauthorizedRedirect: false } as const;

/** Where the viewer stopped in video `id`, or null (none, or the call failed). */
export async function fetchResume(id: number): Promise<ResumeReply> {
  const reply = await getJson<ResumeReply>(`/api_myfilex/resume/${id}`, QUIET);
  return reply.status ? (reply.data ?? null) : null;
}

/**
 * Saves the position (the server clears it in the first seconds and the last 5 %).
 * `leaving`: the page is going away, so the request must outlive it (keepalive).
 */
export async function saveResume(id: number, position: number, duration: number, leaving = false): Promise<void> {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return;
  const body = { position: Math.min(Math.max(position, 0), duration), duration };
  await postJson(`/api_myfilex/resume/${id}`, body, { ...QUIET, keepalive: leaving });
}

export const resumeProgressKey = ["myfilex", "resumes"] as const;

/** One call's worth of ids (the server takes at most 200). */
const CHUNK = 200;

function resumeProgressOptions(ids: number[]) {
  return queryOptions({
    queryKey: [...resumeProgressKey, ids.join(",")],
    queryFn: async () => unwrap(await getJson<Record<string, number>>(`/api_myfilex/resumes?ids=${ids.join(",")}`, QUIET)),
    staleTime: 10_000,
  });
}

/** The watched share (0..1) of the partly watched videos among `ids`, by id; empty until known. */
export function useResumeProgress(ids: number[]): Record<string, number> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  return useQueries({
    queries: chunks.map(resumeProgressOptions),
    combine: (results) => Object.assign({}, ...results.map((result) => result.data ?? {})) as Record<string, number>,
  });
}
