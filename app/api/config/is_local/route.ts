import { route } from "@/lib/http/route";
import { environmentFlag } from "@/lib/platform/service";

export const GET = route({ roles: "anyone" }, async () => environmentFlag("is_local"));
