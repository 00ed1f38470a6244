import { handle } from "@/lib/http/handle";
import { checkUserId } from "@/lib/tebeauth/service";

const check = handle(async (req) => checkUserId(req));

export { check as GET, check as POST };
