import { handle } from "@/lib/http/handle";
import { requireOwner } from "@/lib/auth/session";
import { parseParams } from "@/lib/http/parse";
import { NameParams } from "@/lib/collections/schemas";
import { OWNERS_ONLY, saveSection } from "@/lib/collections/service";

// GET saveytdir/{b64 name}[/{parent}]: a new category. Categories are one level deep, so the
// optional parent segment of the legacy call is accepted and not used.
export const GET = handle(async (req, ctx) => {
  const caller = await requireOwner(req, OWNERS_ONLY);
  const { name } = await parseParams(ctx, NameParams);
  return saveSection(caller, name);
}, { changesOnGet: true });
