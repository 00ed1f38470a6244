import { handle } from "@/lib/http/handle";
import { isTebeServer } from "@/lib/platform/service";

export const GET = handle(async () => ({ is_tebe_server: isTebeServer() }));
