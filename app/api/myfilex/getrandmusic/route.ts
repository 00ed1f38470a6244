import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { randomMusic } from "@/lib/media/music";

// GET /api_myfilex/getrandmusic: data is the URL of a random background track under /music/.
export const GET = route({ roles: VIEWERS }, async () => randomMusic());
