import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { dirFilesRoot } from "@/lib/media/browse";

// GET /api_myfilex/dirfilesroot: the media roots of the caller's home
// [{name, media_root, media_name_relpath, en_file_relpath, folder_count, photo_count, video_count}].
export const GET = handle(async (req) => dirFilesRoot(await requireCaller(req)));
