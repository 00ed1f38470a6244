import type { DirFile, OpenKind } from "@/components/media/types";
import { BROWSER_PHOTO_EXTENSIONS, displayVersion, needsDisplayRendition } from "@/lib/media/display-rules";
import { extensionOf } from "@/lib/media/kinds";
import { relayedFileUrl } from "@/lib/media/relayed-links";

// Where the hosted (tebe) face's home browse is, read from and written to the
// address, so back, forward, reload and a shared link restore it: /hems is
// the home's media roots, /hems?relpath=<root>/<path> one folder, and
// /hems_photo/{id}/{en_file_relpath} or /hems_video/{id}/{en_file_relpath}
// an opened photo or video (over its folder). The id is the home's own file
// id (it names the item, as on the home face); the url-safe base64 relpath is
// what the relay is asked for. Pure and client-safe.

export const HOME_BROWSE = "/hems";

/** The relpath query parameter of a folder on /hems (a plain media relpath, as the relay calls take it). */
export const FOLDER_PARAM = "relpath";

export type OpenedItem = { kind: OpenKind; id: string; relpath: string };

export type BrowseState = {
  /** The folder on screen as a media relpath "<root>/<path>"; null: the home's media roots. */
  folder: string | null;
  /** The photo or video opened over its folder. */
  opened: OpenedItem | null;
};

const OPENED_ADDRESS = /^\/hems_(photo|video)\/([^/]+)\/([^/]+)\/?$/;

/** The browse state an address names; an opened item whose relpath does not decode names the roots. */
export function browseState(pathname: string, query: Pick<URLSearchParams, "get"> | null): BrowseState {
  const match = OPENED_ADDRESS.exec(pathname);
  if (match) {
    const [, kind = "", id = "", encoded = ""] = match;
    const relpath = decodeRelpath(encoded);
    if (relpath === null) return { folder: null, opened: null };
    return { folder: parentOf(relpath), opened: { kind: kind as OpenKind, id, relpath } };
  }
  const folder = query?.get(FOLDER_PARAM)?.trim();
  return { folder: folder || null, opened: null };
}

/** The address of a folder (null: the roots). */
export function folderAddress(relpath: string | null): string {
  return relpath ? `${HOME_BROWSE}?${FOLDER_PARAM}=${encodeURIComponent(relpath)}` : HOME_BROWSE;
}

/** The address of an opened photo or video. */
export function itemAddress(kind: OpenKind, file: Pick<DirFile, "id" | "en_file_relpath">): string {
  return `/hems_${kind}/${file.id}/${file.en_file_relpath}`;
}

/** The relayed photo or video bytes (Range requests pass through): an <img> or <video> source. */
export const fileUrl = relayedFileUrl;

/**
 * What the photo viewer shows: the home's display rendition (a JPEG, relayed)
 * where the home face shows one too (HEIC, big originals; lib/media/display-rules.ts),
 * else the original. Before the photo's entry is loaded (opened by its
 * address), its extension decides; `id` is the address's file id.
 */
export function photoUrl(homeNumber: string, id: string, relpath: string, file: DirFile | null): string {
  const ext = extensionOf(relpath.slice(relpath.lastIndexOf("/") + 1));
  if (!(file ? needsDisplayRendition(file) : !BROWSER_PHOTO_EXTENSIONS.has(ext))) return fileUrl(homeNumber, relpath);
  const version = file ? `?v=${displayVersion(Date.parse(file.create_time))}` : "";
  return `/api_hems_f2f/browse/${homeNumber}/display/${file?.id ?? id}${version}`;
}

/** The folder holding `relpath` ("Media/Family/clip.mp4" -> "Media/Family"); a root is its own folder. */
export function parentOf(relpath: string): string {
  const at = relpath.lastIndexOf("/");
  return at > 0 ? relpath.slice(0, at) : relpath;
}

/** The last segment of a relpath, without its extension for files ("Media/Family/clip.mp4" -> "clip"). */
export function titleOf(relpath: string, { file = true } = {}): string {
  const name = relpath.slice(relpath.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return file && dot > 0 ? name.slice(0, dot) : name;
}

export type Crumb = { title: string; relpath: string };

/** The folders from the root down to `relpath` itself, each with its own relpath. */
export function breadcrumbsOf(relpath: string): Crumb[] {
  const segments = relpath.split("/").filter(Boolean);
  return segments.map((title, i) => ({ title, relpath: segments.slice(0, i + 1).join("/") }));
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A url-safe base64 relpath (padding optional) as text; null when it is not one. */
export function decodeRelpath(encoded: string): string | null {
  const match = /^([A-Za-z0-9_-]+)={0,2}$/.exec(encoded);
  if (!match?.[1] || match[1].length % 4 === 1) return null;
  try {
    const binary = atob(match[1].replaceAll("-", "+").replaceAll("_", "/"));
    const text = STRICT_UTF8.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return text && !text.includes("\u0000") ? text : null;
  } catch {
    return null;
  }
}
