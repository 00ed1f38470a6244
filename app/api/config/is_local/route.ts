import { handle } from "@/lib/http/handle";
import { environmentFlag } from "@/lib/platform/service";

export const GET = handle(async () => environmentFlag("is_local"));
