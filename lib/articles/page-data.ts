import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { requirePageViewer } from "../auth/page-gate";
import { callerFromCookieHeader, type Caller } from "../auth/session";
import type { Viewer } from "../shell/viewer";

/** The signed-in viewer of an article page and their caller (a page beyond the session gate has both). */
export async function articlePageCaller(pathname: string): Promise<{ viewer: Viewer; caller: Caller }> {
  const viewer = await requirePageViewer(pathname);
  const caller = await callerFromCookieHeader((await cookies()).toString());
  if (!caller) notFound();
  return { viewer, caller };
}
