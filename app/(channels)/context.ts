import "server-only";
import { notFound } from "next/navigation";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getShellProps } from "@/lib/shell/server";

// What the channel pages need from the server: the signed-in viewer (or the
// re-login redirect), edit mode, and the tebeview parameter's rule.

export async function channelPageContext(pathname: string, tebeviewParam?: string) {
  // Any tebeview value but "y" is the documented /not-found.
  if (tebeviewParam !== undefined && tebeviewParam !== "y") notFound();
  const viewer = await requirePageViewer(pathname);
  const { settings } = await getShellProps();
  return { isOwner: viewer.loginUserType === "owner", editMode: settings.ytEditMode };
}
