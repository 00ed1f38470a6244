import { postJson } from "@/lib/http/client";

/** POST /api_his_f2f/phs {relpath_file}: records that a photo or video was shown. Failure is only logged (documents). */
export async function recordPlay(mediaRelpath: string): Promise<void> {
  const reply = await postJson("/api_his_f2f/phs", { relpath_file: mediaRelpath });
  if (!reply.status) console.warn("play history not recorded", reply.error ?? reply.httpStatus);
}
