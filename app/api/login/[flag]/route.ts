import { z } from "zod";
import { route } from "@/lib/http/route";
import { environmentFlag } from "@/lib/platform/service";

const Params = z.object({ flag: z.enum(["is_prod", "is_dev", "is_local"]) });

export const GET = route({ roles: "anyone", params: Params }, async ({ params }) => environmentFlag(params.flag));
