import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";

export const GET = route({ roles: VIEWERS }, async ({ caller }) => {
  return { name: caller.name, loginUserType: caller.role, isAdmin: caller.isAdmin };
});
