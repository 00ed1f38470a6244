import { route } from "@/lib/http/route";
import { VIEWERS } from "@/lib/auth/roles";
import { watchSense } from "@/lib/collections/service";

// GET watchsense: data.watch_sense, suggested videos of the home.
export const GET = route({ roles: VIEWERS }, async ({ caller }) => watchSense(caller));
