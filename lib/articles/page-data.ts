import "server-only";
import { notFound } from "next/navigation";
import { requirePageViewer } from "../auth/page-gate";
import type { Caller } from "../auth/session";
import { getCaller } from "../shell/server";
import type { Viewer } from "../shell/viewer";

/** The signed-in viewer of an article page and their caller (a page beyond the session gate has both). */
export async function articlePageCaller(pathname: string): Promise<{ viewer: Viewer; caller: Caller }> {
  const viewer = await requirePageViewer(pathname);
  const caller = await getCaller();
  if (!caller) notFound();
  return { viewer, caller };
}
