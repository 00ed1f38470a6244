import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getConfig } from "../config";
import { getShellProps } from "../shell/server";
import { SESSION_COOKIE, parseSessionCookie, signedOutPath } from "./gate";
import type { Viewer } from "../shell/viewer";

/**
 * For pages that need a session: the viewer, or a redirect to the right
 * re-login notice (an expired or unknown session gets here past proxy.ts),
 * or to the tebe sign-in when there is no session cookie at all.
 */
export async function requirePageViewer(pathname: string): Promise<Viewer> {
  const { viewer } = await getShellProps();
  if (viewer) return viewer;
  const session = parseSessionCookie((await cookies()).get(SESSION_COOKIE)?.value);
  redirect(signedOutPath(getConfig().deployType, session, pathname));
}
