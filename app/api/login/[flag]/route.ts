import { z } from "zod";
import { handle } from "@/lib/http/handle";
import { parseParams } from "@/lib/http/parse";
import { environmentFlag } from "@/lib/platform/service";

const Params = z.object({ flag: z.enum(["is_prod", "is_dev", "is_local"]) });

export const GET = handle(async (_req, ctx) => environmentFlag((await parseParams(ctx, Params)).flag));
