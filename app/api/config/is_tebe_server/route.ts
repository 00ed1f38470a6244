import { route } from "@/lib/http/route";
import { isTebeServer } from "@/lib/platform/service";

export const GET = route({ roles: "anyone" }, async () => ({ is_tebe_server: isTebeServer() }));
