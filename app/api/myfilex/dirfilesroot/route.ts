import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { dirFilesRoot } from "@/lib/media/browse";

// GET /api_myfilex/dirfilesroot: the media roots of the caller's home
// [{name, media_root, media_name_relpath, en_file_relpath, folder_count, photo_count, video_count}].
export const GET = route({ roles: VIEWERS }, async ({ caller }) => dirFilesRoot(caller));
