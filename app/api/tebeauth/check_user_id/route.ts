import { route } from "@/lib/http/route";
import { checkUserId } from "@/lib/tebeauth/service";

const check = route({ roles: "anyone", readsOnly: true }, async ({ ctx }) => checkUserId(ctx));

export { check as GET, check as POST };
