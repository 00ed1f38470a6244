import "server-only";
import { redirect } from "next/navigation";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getShellProps } from "@/lib/shell/server";

// What the channel pages need from the server: the signed-in viewer (or the
// re-login redirect), edit mode, and the tebeview parameter's rule.

export async function channelPageContext(pathname: string, tebeviewParam?: string) {
  // Any tebeview value but "y" goes to the documented /not-found (which answers 404).
  if (tebeviewParam !== undefined && tebeviewParam !== "y") redirect("/not-found");
  const viewer = await requirePageViewer(pathname);
  const { settings } = await getShellProps();
  return { isOwner: viewer.loginUserType === "owner", editMode: settings.ytEditMode };
}
