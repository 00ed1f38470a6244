import { route } from "@/lib/http/route";
import { isTebeServer } from "@/lib/platform/service";

const read = route({ roles: "anyone", readsOnly: true }, async () => ({ is_tebe_server: isTebeServer() }));

export { read as GET, read as POST };
