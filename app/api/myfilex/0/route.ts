import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { dirFilesAll } from "@/lib/media/browse";

// GET /api_myfilex//0: the documents' "root //0", an empty relpath at page 0.
// Next answers a path with repeated slashes with a 308 to the path with one
// ("/api_myfilex/0"), which the rewrite brings here. Our reading of the root:
// page 0 of the top of the file browser, the same reply as dirfilesall
// without a relpath (data a JSON string).
export const GET = handle(async (req) => JSON.stringify(await dirFilesAll(await requireCaller(req), 0)));
