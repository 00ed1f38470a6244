import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { isPhotoRoot } from "@/lib/media/browse";
import { IsPhotoRootBody } from "@/lib/media/schemas";

// POST /api_myfilex/isphotoroot {relpath: "<root>/<path>"}: data true when the
// folder lists photos and no subfolders.
export const POST = route({ roles: VIEWERS, body: IsPhotoRootBody, readsOnly: true }, async ({ caller, body }) => {
  const { relpath } = body;
  return isPhotoRoot(caller, relpath);
});
