import { route } from "@/lib/http/route";
import { ResumeIdsQuery } from "@/lib/resume/schemas";
import { RESUME_VIEWERS, resumeProgress } from "@/lib/resume/service";

// GET /api_myfilex/resumes?ids=1,2,3: the watched share (0..1) of the caller's
// partly watched videos among ids, by id, for the folder page's progress bars.
export const GET = route({ roles: RESUME_VIEWERS, query: ResumeIdsQuery }, async ({ caller, query }) => resumeProgress(caller, query.ids));
