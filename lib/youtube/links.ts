// YouTube links and ids, pure (no server-only): the add-video form, the grid
// editor and the server share these rules.

import { serverError, type ServerError } from "../http/server-errors";

export const YOUTUBE_ID_LENGTH = 11;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const EMPTY_LINK = serverError("videos.emptyLink");
export const NOT_YOUTUBE_LINK = serverError("videos.notYoutube");
export const BAD_FORMAT = serverError("videos.badFormat");
export const DUPLICATE_YOUTUBE = serverError("videos.duplicateYoutube");

const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

export function isYoutubeId(value: string): boolean {
  return YOUTUBE_ID.test(value);
}

export type ParsedLink = { ok: true; youtubeId: string } | { ok: false; error: ServerError };

/**
 * The video id of a YouTube link: youtube.com/watch?v=ID, youtu.be/ID,
 * youtube.com/shorts/ID and youtube.com/embed/ID (a scheme is optional).
 * Empty: EMPTY_LINK; another host: NOT_YOUTUBE_LINK; a YouTube link without a
 * well-formed 11-character id: BAD_FORMAT.
 */
export function parseYoutubeLink(input: string): ParsedLink {
  const text = input.trim();
  if (!text) return { ok: false, error: EMPTY_LINK };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: NOT_YOUTUBE_LINK };
  }
  const host = url.hostname.toLowerCase();
  if (!/^https?:$/.test(url.protocol) || (!WATCH_HOSTS.has(host) && !SHORT_HOSTS.has(host))) return { ok: false, error: NOT_YOUTUBE_LINK };
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null = null;
  if (SHORT_HOSTS.has(host)) candidate = segments.length === 1 ? (segments[0] ?? null) : null;
  else if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
  else if (segments.length === 2 && (segments[0] === "shorts" || segments[0] === "embed" || segments[0] === "live")) candidate = segments[1] ?? null;
  if (candidate === null || !isYoutubeId(candidate)) return { ok: false, error: BAD_FORMAT };
  return { ok: true, youtubeId: candidate };
}

/** The watch page of a video. */
export function watchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${youtubeId}`;
}

/** The embed player URL (inline play in grids). */
export function embedUrl(youtubeId: string, options: { autoplay?: boolean } = {}): string {
  return `https://www.youtube.com/embed/${youtubeId}${options.autoplay ? "?autoplay=1&playsinline=1" : ""}`;
}

/** The thumbnail YouTube serves for every video, under the configured thumbnail host. */
export function thumbnailFor(thumbnailBaseUrl: string, youtubeId: string): string {
  return `${thumbnailBaseUrl.replace(/\/+$/, "")}/vi/${youtubeId}/hqdefault.jpg`;
}

// ---------------------------------------------------------------- Channel media paths

/** The channel link of a categorised video: /yv/{youtubeId}/{en_relpath of its category}. */
export function yvMediaPath(youtubeId: string, enRelpath: string): string {
  return enRelpath ? `/yv/${youtubeId}/${enRelpath}` : `/yv/${youtubeId}`;
}
