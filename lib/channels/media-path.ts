// Channel items are media paths: /yv/{youtubeId}[/{token}] for an online video
// and /lv/{mediaFileId}[/{encodedRelpath}] for a photo or video of the home.
// Pure: the server validates with it and the channel editor checks pasted links
// with it before sending them.

import { parseFileId } from "../media/file-id";
import { parseYoutubeLink } from "../youtube/links";
import { serverError, type ServerError } from "../http/server-errors";

export const BAD_FORMAT = serverError("videos.badFormat");
export const invalidLinkMessage = (link: string) => serverError("videos.invalidLink", { link });

export type MediaPath = { type: "yv"; mediaId: string; relpath: string | null } | { type: "lv"; mediaId: number; relpath: string | null };

export type ParsedLink = { ok: true; path: MediaPath } | { ok: false; error: ServerError };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** The optional last segment: a url-safe base64 relpath (a category's or a file's). */
const TOKEN = /^[A-Za-z0-9_-]{1,6000}={0,2}$/;

/**
 * Parses a pasted link or a stored media path. A full address copied from
 * this site ("https://host/lv/12/...") counts by its path, a YouTube address
 * is that online video; anything else that is not /yv/ or /lv/ is the documented invalid-link text, a /yv/ or /lv/ path
 * with a malformed id or token is 'Input string does not match the expected format'.
 */
export function parseMediaLink(link: string): ParsedLink {
  const text = typeof link === "string" ? link.trim() : "";
  let pathname = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      pathname = new URL(text).pathname;
    } catch {
      return { ok: false, error: invalidLinkMessage(text) };
    }
  }
  const match = /^\/(yv|lv)\/(.*)$/.exec(pathname);
  if (!match) {
    // A plain YouTube address (watch, youtu.be, shorts, embed) is an online item as well.
    const youtube = parseYoutubeLink(text);
    return youtube.ok ? { ok: true, path: { type: "yv", mediaId: youtube.youtubeId, relpath: null } } : { ok: false, error: invalidLinkMessage(text) };
  }
  const [, type, rest = ""] = match;
  const [id = "", relpath = null, ...extra] = rest.split("/");
  if (extra.length > 0 || (relpath !== null && !TOKEN.test(relpath))) return { ok: false, error: BAD_FORMAT };
  if (type === "yv") return YOUTUBE_ID.test(id) ? { ok: true, path: { type, mediaId: id, relpath } } : { ok: false, error: BAD_FORMAT };
  const fileId = parseFileId(id);
  return fileId === null ? { ok: false, error: BAD_FORMAT } : { ok: true, path: { type: "lv", mediaId: fileId, relpath } };
}

export function formatMediaPath(path: MediaPath): string {
  return `/${path.type}/${path.mediaId}${path.relpath ? `/${path.relpath}` : ""}`;
}

/**
 * The link 'Copy video link' gives for a home photo or video of a grid:
 * /lv/{file id}/{url-safe base64 media relpath}, from the file browser's item
 * (its id and en_file_relpath), as the channel editor's paste and
 * getpastevideoinfo take it.
 */
export const homeMediaLink = (file: { id: number; en_file_relpath: string }): string =>
  formatMediaPath({ type: "lv", mediaId: file.id, relpath: file.en_file_relpath });
