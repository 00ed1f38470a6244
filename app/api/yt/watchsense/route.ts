import { handle } from "@/lib/http/handle";
import { requireCaller } from "@/lib/auth/session";
import { watchSense } from "@/lib/collections/service";

// GET watchsense: data.watch_sense, suggested videos of the home.
export const GET = handle(async (req) => watchSense(await requireCaller(req)));
