import { handle } from "@/lib/http/handle";
import { deployType } from "@/lib/tebeauth/service";

const read = handle(async () => deployType());

export { read as GET, read as POST };
