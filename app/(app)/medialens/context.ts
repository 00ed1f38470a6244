import "server-only";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getShellProps } from "@/lib/shell/server";

// What the lens pages need from the server: the signed-in viewer (or the
// re-login redirect), whether it is the owner, and Reel Story edit mode.

export async function lensPageContext(pathname: string) {
  const viewer = await requirePageViewer(pathname);
  const { settings } = await getShellProps();
  return { isOwner: viewer.loginUserType === "owner", editMode: settings.medialensEditMode };
}
