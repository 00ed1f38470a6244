import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { randomMusic } from "@/lib/media/music";

// GET /api_myfilex/getrandmusic: data is the URL of a random background track under /music/.
export const GET = handle(async (req) => {
  await requireCaller(req);
  return randomMusic();
});
