import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { allSections } from "@/lib/collections/service";

// GET getallsections: data.sections, the home's categories in order.
export const GET = route({ roles: VIEWERS }, async ({ caller }) => allSections(caller));
