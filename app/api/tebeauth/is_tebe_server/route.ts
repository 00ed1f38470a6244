import { handle } from "@/lib/http/handle";
import { isTebeServer } from "@/lib/platform/service";

const read = handle(async () => ({ is_tebe_server: isTebeServer() }));

export { read as GET, read as POST };
