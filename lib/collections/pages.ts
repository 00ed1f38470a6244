import "server-only";
import { requirePageViewer } from "../auth/page-gate";
import { getShellProps } from "../shell/server";
import { decodeUrlSafeBase64Path } from "../media";

// What the category and player pages need on the server: a signed-in viewer
// (else the re-login notice), edit mode (an owner with ytEditMode on) and the
// route's segments decoded once.

export async function collectionViewer(pathname: string): Promise<{ editMode: boolean }> {
  const viewer = await requirePageViewer(pathname);
  const { settings } = await getShellProps();
  return { editMode: viewer.loginUserType === "owner" && settings.ytEditMode };
}

/** A url-safe base64 route segment as text; a plain (already readable) segment is kept as it is. */
export function decodeTitle(segment: string | undefined): string {
  if (!segment) return "";
  const value = decodeURIComponent(segment);
  try {
    return decodeUrlSafeBase64Path(value);
  } catch {
    return value;
  }
}

/** A category's en_relpath segment, or undefined for the root. */
export function categorySegment(segment: string | undefined): string | undefined {
  return segment && /^[A-Za-z0-9_-]+={0,2}$/.test(segment) ? segment : undefined;
}
