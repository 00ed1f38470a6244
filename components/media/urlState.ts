import { swipeAction } from "@/components/player/controls";
import type { DirFile, OpenKind } from "./types";

// The library's view state lives in the address: /photo/{key} and
// /video/{key} mean that item is open, /folder/{key} (or any other page) the
// plain view. A key is a file id or the url-safe base64 media relpath; the
// pages push /{kind}/{en_file_relpath} for every item they open, so back and
// forward restore them. /hems_photo/{id}/... and /hems_video/{id}/... are the
// legacy spellings of the same, still opened.

/** The directory home: the media view's legacy address /false/true. */
export const DIRECTORY_HOME = "/false/true";

export type OpenedAddress = { kind: OpenKind; key: string };

const PATTERNS: Array<[RegExp, OpenKind]> = [
  [/^\/(?:photo|hems_photo)\/([^/]+)/, "photo"],
  [/^\/(?:video|hems_video)\/([^/]+)/, "video"],
];

/** The item an address opens, if any. */
export function openedAddress(pathname: string): OpenedAddress | null {
  for (const [pattern, kind] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return { kind, key: decodeURIComponent(match[1] ?? "") };
  }
  return null;
}

export function itemAddress(kind: OpenKind, file: Pick<DirFile, "en_file_relpath">): string {
  return `/${kind}/${file.en_file_relpath}`;
}

export function folderAddress(enRelpath: string): string {
  return `/folder/${enRelpath}`;
}

export function matchesKey(file: Pick<DirFile, "id" | "en_file_relpath">, key: string): boolean {
  return file.en_file_relpath === key || String(file.id) === key;
}

/** Opens an address as a new history entry without a server round trip (Next's router follows pushState). */
export function pushAddress(address: string): void {
  if (window.location.pathname === address) return;
  window.history.pushState(null, "", address);
}

/**
 * Shows an address in place of the current history entry (a slideshow moving
 * on), so back, bookmarks and sharing name what is on screen without one
 * history entry per photo. Next's router follows replaceState like pushState.
 */
export function replaceAddress(address: string): void {
  if (window.location.pathname === address) return;
  window.history.replaceState(window.history.state, "", address);
}

/** The players' swipe rule (swipeAction) read as history moves: to the right goes back, to the left forward. */
export function swipeDirection(dx: number, dy: number): "back" | "forward" | null {
  const action = swipeAction(dx, dy);
  return action === "previous" ? "back" : action === "next" ? "forward" : null;
}
