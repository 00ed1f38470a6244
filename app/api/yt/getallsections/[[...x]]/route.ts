import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { allSections } from "@/lib/collections/service";

// GET getallsections: data.sections, the home's categories in order.
export const GET = handle(async (req) => allSections(await requireCaller(req)));
