import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { forcedToStay, landingRedirect } from "../auth/gate";
import type { ShellProps } from "../shell/server";
import { knownUserIn } from "./cookies";

/**
 * The landing rule of "/" on the tebe face (lib/auth/gate.ts landingRedirect):
 * redirects a signed-in visitor to /tbhome and a registered, signed-out one
 * to /tblogin, unless the query keeps them here; returns when "/" should
 * show the landing page.
 */
export async function redirectFromLanding(shell: ShellProps, query: Record<string, string | string[] | undefined>): Promise<void> {
  const to = landingRedirect({
    deployType: shell.deployType,
    signedIn: !!shell.viewer,
    registered: knownUserIn((await cookies()).toString()),
    stay: forcedToStay(query),
  });
  if (to) redirect(to);
}
