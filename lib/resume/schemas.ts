import { z } from "zod";

// The inputs of the resume calls (lib/resume/service.ts). Client-safe.

/** The longest video a position is kept for (a day): anything longer is not a real length. */
export const MAX_DURATION_S = 86_400;
/** How many videos one progress query may name: a folder page's worth. */
export const MAX_RESUME_IDS = 200;

const seconds = z.number({ error: "resume.invalidPosition" }).finite("resume.invalidPosition");

/** POST /api_myfilex/resume/{id}: where playback is now and how long the video is, in seconds. */
export const ResumeBody = z
  .object({
    position: seconds.min(0, "resume.invalidPosition"),
    duration: seconds.gt(0, "resume.invalidPosition").max(MAX_DURATION_S, "resume.invalidPosition"),
  })
  .refine((body) => body.position <= body.duration + 1, { message: "resume.invalidPosition" });
export type ResumeInput = z.output<typeof ResumeBody>;

/** GET /api_myfilex/resumes?ids=1,2,3: the videos of a folder page whose progress is shown. */
export const ResumeIdsQuery = z.object({
  ids: z
    .string({ error: "resume.invalidIds" })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, "resume.invalidIds")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= MAX_RESUME_IDS && ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647), "resume.invalidIds"),
});
