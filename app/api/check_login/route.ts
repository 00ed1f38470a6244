import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";

export const GET = handle(async (req) => {
  const caller = await requireCaller(req);
  return { name: caller.name, loginUserType: caller.role, isAdmin: caller.isAdmin };
});
