import "server-only";
import type { Caller } from "../auth/session";
import { getConfig } from "../config";
import { badRequest, notFound } from "../http/errors";
import { BAD_FORMAT, formatMediaPath, parseMediaLink } from "../channels/media-path";
import { findYoutubeTitles } from "../channels/queries";
import { shownTitle } from "../collections/pending-titles";
import type { Locale } from "../i18n/locale";
import { thumbnailFor, watchUrl } from "../youtube/links";
import type { DirFile } from "./browse";
import { decodeUrlSafeBase64Path, FILE_NOT_FOUND_ERROR, splitMediaPath } from "./paths";
import { channelLinkOf, homeEntryById, mediaItem, mediaRelpathOf, streamUrlOf } from "./player";

// POST /api_myfilex/getpastevideoinfo {type, file_name, relpath}: the grid
// editor pasted a link copied with 'Copy video link' (/yv/{id}[/{token}] or
// /lv/{file id}[/{encoded relpath}]) and asks what it is before adding it.
// The reply is a video item: the browser's item fields for a
// home file, plus the channel fields (channel_media_path, media_cp_uri,
// paste_type, video_src, youtube_id, youtube_url).

type PastedFields = {
  paste_type: "yv" | "lv";
  channel_media_path: string;
  /** The link to copy again: the canonical channel media path. */
  media_cp_uri: string;
  /** Home files: the file id; online videos: the YouTube id. */
  media_id: number | string;
  /** Home files: the stream URL; online videos: null (they play embedded). */
  video_src: string | null;
  youtube_id: string | null;
  youtube_url: string | null;
};

export type PastedLocal = DirFile & PastedFields;
export type PastedOnline = PastedFields & {
  file_type: 3;
  file_title: string;
  file_name: string;
  thumbnail: string;
  duration: null;
  /** The category token of the link, or "". */
  relpath: string;
};

export async function pasteVideoInfo(
  caller: Caller,
  input: { type: "yv" | "lv"; file_name: string; relpath?: string | null },
  locale: Locale,
): Promise<PastedLocal | PastedOnline> {
  // file_name is one segment of the link: a slash would smuggle in a relpath of its own.
  if (input.file_name.includes("/")) throw badRequest(BAD_FORMAT);
  const parsed = parseMediaLink(`/${input.type}/${input.file_name}${input.relpath ? `/${input.relpath}` : ""}`);
  if (!parsed.ok) throw badRequest(parsed.error);
  const path = parsed.path;

  if (path.type === "yv") {
    const link = formatMediaPath(path);
    // Titled as the home's category shows it; a video the home has no title for gets the placeholder, not its id.
    const title = shownTitle((await findYoutubeTitles(caller.homeId, [path.mediaId])).get(path.mediaId) ?? "", locale);
    return {
      file_type: 3,
      file_title: title,
      file_name: path.mediaId,
      thumbnail: thumbnailFor(getConfig().youtube.thumbnailUrl, path.mediaId),
      duration: null,
      relpath: path.relpath ?? "",
      paste_type: "yv",
      channel_media_path: link,
      media_cp_uri: link,
      media_id: path.mediaId,
      video_src: null,
      youtube_id: path.mediaId,
      youtube_url: watchUrl(path.mediaId),
    };
  }

  // A link naming the file twice (id and relpath) must name the same file both times.
  const named = path.relpath === null ? null : decodeUrlSafeBase64Path(path.relpath);
  if (named !== null) splitMediaPath(named); // a traversal is a 400 like everywhere else
  const entry = await homeEntryById(caller, path.mediaId);
  if (named !== null && named !== mediaRelpathOf(entry)) throw notFound(FILE_NOT_FOUND_ERROR);
  const link = channelLinkOf(entry);
  return {
    ...mediaItem(entry),
    paste_type: "lv",
    channel_media_path: link,
    media_cp_uri: link,
    media_id: entry.id,
    video_src: streamUrlOf(entry),
    youtube_id: null,
    youtube_url: null,
  };
}
