import "server-only";
import { db } from "../db";
import type { RequestContext } from "../http/request-context";
import { getConfig } from "../config";
import { conflict, forbidden } from "../http/errors";
import { countFailure, refuseIfBlocked } from "../http/rate-limit";
import { createSession } from "../auth/session";
import { ensureHomeOwner, hasHomeOwner } from "./owners";
import { forgetSetupCode, setupCodeMatches } from "./setup-code";

// First-run setup of the home face: while no owner exists, a visitor with the
// setup code printed in the server's log chooses the owner's name and key
// (like Jellyfin's setup wizard). Afterwards the call is refused; owners
// otherwise come only from OWNER_NAME/OWNER_KEY.

export const WRONG_SETUP_CODE = "The setup code is not right. It is printed in the server's log at start.";
// Failed codes allowed per address, and from everywhere together; a restart
// makes a new code and forgets the counts.
const PER_ADDRESS = { points: 10, durationSeconds: 15 * 60 };
const FROM_ANYWHERE = { points: 100, durationSeconds: 60 * 60 };

export async function needsFirstRunSetup(): Promise<boolean> {
  if (getConfig().deployType !== "home") return false;
  return !(await hasHomeOwner(db()));
}

export async function completeFirstRunSetup(
  ctx: RequestContext,
  { setupCode, ...owner }: { name: string; key: string; setupCode: string },
): Promise<{ name: string; cookie: string }> {
  if (!(await needsFirstRunSetup())) throw conflict("Setup is already done.");
  const address = ctx.clientAddress;
  await refuseIfBlocked("setup-code-address", PER_ADDRESS, [address]);
  await refuseIfBlocked("setup-code", FROM_ANYWHERE, ["all"]);
  if (!setupCodeMatches(setupCode)) {
    await Promise.all([countFailure("setup-code-address", PER_ADDRESS, [address]), countFailure("setup-code", FROM_ANYWHERE, ["all"])]);
    throw forbidden(WRONG_SETUP_CODE);
  }
  await ensureHomeOwner(db(), owner);
  // Two visitors racing: only the first owner keeps the home; the other is refused.
  const first = await db().user.findFirstOrThrow({ where: { keyHash: { not: null } }, orderBy: { createdAt: "asc" } });
  if (first.name !== owner.name) {
    await db().user.deleteMany({ where: { name: owner.name } });
    throw conflict("Setup is already done.");
  }
  forgetSetupCode();
  return { name: owner.name, cookie: await createSession({ role: "owner", homeId: first.homeId, userId: first.id }, ctx) };
}
