import { route } from "@/lib/http/route";
import { IdParams } from "@/lib/media/schemas";
import { ResumeBody } from "@/lib/resume/schemas";
import { RESUME_VIEWERS, resumePosition, saveResumePosition } from "@/lib/resume/service";

// GET /api_myfilex/resume/{id}: where the caller stopped in a video ({position,
// duration, updated_at} in seconds, or null). POST {position, duration}: saves
// it while playing and on pause or leave; data {kept}.
export const GET = route({ roles: RESUME_VIEWERS, params: IdParams }, async ({ caller, params }) => resumePosition(caller, params.id));

export const POST = route({ roles: RESUME_VIEWERS, params: IdParams, body: ResumeBody }, async ({ caller, params, body }) =>
  saveResumePosition(caller, params.id, body),
);
