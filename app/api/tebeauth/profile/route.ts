import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { profile } from "@/lib/tebeauth/service";

const read = handle(async (req) => profile(await requireCaller(req)));

export { read as GET, read as POST };
