import { route } from "@/lib/http/route";
import { deployType } from "@/lib/tebeauth/service";

const read = route({ roles: "anyone", readsOnly: true }, async () => deployType());

export { read as GET, read as POST };
