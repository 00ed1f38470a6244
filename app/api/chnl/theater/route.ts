import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { TheaterQuery } from "@/lib/theater/schemas";
import { theaterGuide } from "@/lib/theater/service";

// GET /api_chnl/theater[?at=ms] (also /api_channel/theater): Tiny Theater's
// channels in the auto-play order, each with what plays now (and at which
// offset) and next over 2 hours. Reads only.
export const GET = route({ roles: VIEWERS, query: TheaterQuery }, async ({ caller, query, ctx }) => theaterGuide(caller, ctx.locale, query.at));
