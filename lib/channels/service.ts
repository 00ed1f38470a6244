import "server-only";
import crypto from "node:crypto";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import type { Caller } from "../auth/session";
import { shownTitle } from "../collections/pending-titles";
import { getConfig } from "../config";
import { AppError, badRequest, conflict, notFound } from "../http/errors";
import type { Locale } from "../i18n/locale";
import { validate } from "../http/parse";
import { DUPLICATE_YOUTUBE } from "../youtube/links";
import {
  channelLinkOf,
  decodeUrlSafeBase64Path,
  FILE_NOT_FOUND_ERROR,
  homeEntryById,
  homeFile,
  mediaItem,
  mediaRelpathOf,
  streamUrlOf,
  type HomeEntry,
} from "../media";
import { formatMediaPath, parseMediaLink, type MediaPath } from "./media-path";
import * as q from "./queries";
import {
  type AutoPlayConfigInput,
  CHANNEL_NAME_TAKEN,
  CHANNEL_NOT_FOUND,
  ChannelName,
  DUPLICATE_VIDEO,
  INVALID_AUTOPLAY_CONFIG,
  INVALID_CHANNEL_NAME,
  OWNERS_ONLY,
  VIDEO_NOT_IN_PLAYLIST,
} from "./schemas";

// Channels (auto-playing playlists of home photos and videos and online
// videos) and the home's auto-play configuration: every call of /api_chnl and
// /api_channel. Everyone signed into the home reads; only its owner changes
// anything. Local items are resolved through lib/media against the caller's
// own roots, so another home's files are never found.

const FILE_NAME_EXT = ".json";
const FILE_NAME_LENGTH = 6;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// ---------------------------------------------------------------- Replies

/** item_count counts everything; video_count and photo_count split it (online videos count as videos). */
export type ChannelSummary = { file_name: string; channel_name: string; random: boolean; item_count: number; video_count: number; photo_count: number };

export type ChannelItemView = {
  channel_media_path: string;
  paste_type: "yv" | "lv";
  /** 2 photo, 3 video (the file browser's codes). */
  file_type: 2 | 3;
  title: string;
  thumbnail: string;
  /** Local items: the stream URL; online videos: null. */
  video_src: string | null;
  /** Local videos a browser cannot play as they are: the HLS playlist of their transcode (lib/transcode); otherwise null. */
  video_hls: string | null;
  youtube_id: string | null;
  /** Local items: the media file id. */
  media_id: number | null;
  duration: number | null;
  /** False when a local file has gone from the index since it was added. */
  available: boolean;
};

export type ChannelPlaylist = ChannelSummary & {
  /** The documented shape: one object per playable item, keyed by its media path, holding its URL. */
  play_videos_encoded: { files_relpath: Record<string, string>[] };
  items: ChannelItemView[];
};

export type AutoPlayConfigView = {
  /** Checked channels' file names, in play order. */
  autoplay_channels: string[];
  /** Every channel, configured order first. */
  channel_order: { channel_json_id: string; channel_name: string }[];
};

const summary = (row: q.ChannelRow, photos = 0): ChannelSummary => ({
  file_name: row.fileName,
  channel_name: row.name,
  random: row.random,
  item_count: row.itemCount,
  video_count: row.itemCount - photos,
  photo_count: photos,
});

// ---------------------------------------------------------------- Helpers

function randomFileName(): string {
  const bytes = crypto.randomBytes(FILE_NAME_LENGTH);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("") + FILE_NAME_EXT;
}

/** The player's route carries the file name without its extension; both spellings find the channel. */
const withExtension = (fileName: string) => (fileName.endsWith(FILE_NAME_EXT) ? fileName : fileName + FILE_NAME_EXT);

async function channelOf(caller: Caller, fileName: string): Promise<q.ChannelRow> {
  const channel = await q.findChannel(caller.homeId, withExtension(fileName));
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  return channel;
}

function decodeName(encoded: string): string {
  let name: string;
  try {
    name = decodeUrlSafeBase64Path(encoded);
  } catch {
    throw badRequest(INVALID_CHANNEL_NAME);
  }
  return validate(ChannelName, name);
}

async function refuseTakenName(caller: Caller, name: string, except?: string): Promise<void> {
  const taken = await q.findChannelByName(caller.homeId, name);
  if (taken && taken.fileName !== except) throw conflict(CHANNEL_NAME_TAKEN);
}

function parseLink(link: string): MediaPath {
  const parsed = parseMediaLink(link);
  if (!parsed.ok) throw badRequest(parsed.error);
  return parsed.path;
}

const nullOnAppError = (error: unknown) => {
  if (error instanceof AppError) return null;
  throw error;
};

/** A local item's file: by id, or by its relpath when the id changed (the file was indexed again). */
async function findLocal(caller: Caller, path: Extract<MediaPath, { type: "lv" }>): Promise<HomeEntry | null> {
  const byId = await homeEntryById(caller, path.mediaId).catch(nullOnAppError);
  if (!path.relpath) return byId;
  let relpath: string;
  try {
    relpath = decodeUrlSafeBase64Path(path.relpath);
  } catch {
    return byId;
  }
  if (byId && mediaRelpathOf(byId) === relpath) return byId;
  return homeFile(caller, relpath).catch(nullOnAppError);
}

const youtubeThumbnail = (id: string) => `${getConfig().youtube.thumbnailUrl.replace(/\/$/, "")}/vi/${id}/mqdefault.jpg`;

function localView(entry: HomeEntry): ChannelItemView {
  const item = mediaItem(entry);
  return {
    channel_media_path: channelLinkOf(entry),
    paste_type: "lv",
    file_type: entry.type === "photo" ? 2 : 3,
    title: entry.title,
    thumbnail: item.thumbnail,
    video_src: streamUrlOf(entry),
    video_hls: item.hls_url ?? null,
    youtube_id: null,
    media_id: entry.id,
    duration: entry.type === "video" ? entry.duration : null,
    available: true,
  };
}

/** An online item: its title as the category shows it (a pending one is the placeholder sentence, never the id). */
function youtubeView(mediaPath: string, youtubeId: string, title: string, locale: Locale): ChannelItemView {
  return {
    channel_media_path: mediaPath,
    paste_type: "yv",
    file_type: 3,
    title: shownTitle(title, locale),
    thumbnail: youtubeThumbnail(youtubeId),
    video_src: null,
    video_hls: null,
    youtube_id: youtubeId,
    media_id: null,
    duration: null,
    available: true,
  };
}

const youtubeIdOf = (mediaPath: string): string | null => {
  const parsed = parseMediaLink(mediaPath);
  return parsed.ok && parsed.path.type === "yv" ? parsed.path.mediaId : null;
};

/** `linkTitles`: the current titles of online items stored without one (added while their link's title was pending). */
async function itemView(caller: Caller, item: q.ItemRow, linkTitles: Map<string, string>, locale: Locale): Promise<ChannelItemView> {
  const parsed = parseMediaLink(item.mediaPath);
  if (parsed.ok && parsed.path.type === "yv") {
    const id = parsed.path.mediaId;
    return youtubeView(item.mediaPath, id, item.title || (linkTitles.get(id) ?? ""), locale);
  }
  const entry = parsed.ok && parsed.path.type === "lv" ? await findLocal(caller, parsed.path) : null;
  if (entry) return { ...localView(entry), channel_media_path: item.mediaPath };
  return missingView(item);
}

/** A local item whose file has gone: listed (so the owner can remove it), never played. */
function missingView(item: q.ItemRow): ChannelItemView {
  return {
    channel_media_path: item.mediaPath,
    paste_type: "lv",
    file_type: 3,
    title: item.title,
    thumbnail: "",
    video_src: null,
    video_hls: null,
    youtube_id: null,
    media_id: null,
    duration: null,
    available: false,
  };
}

/** A link checked and resolved for storing: its canonical media path and title. */
async function newItem(caller: Caller, link: string, locale: Locale): Promise<{ row: q.ItemRow; view: ChannelItemView }> {
  const path = parseLink(link);
  if (path.type === "yv") {
    const mediaPath = formatMediaPath(path);
    const title = (await q.findYoutubeTitles(caller.homeId, [path.mediaId])).get(path.mediaId) ?? "";
    return { row: { mediaPath, title }, view: youtubeView(mediaPath, path.mediaId, title, locale) };
  }
  const entry = await findLocal(caller, path);
  if (!entry) throw notFound(FILE_NOT_FOUND_ERROR);
  return { row: { mediaPath: channelLinkOf(entry), title: entry.title }, view: localView(entry) };
}

/** The key two items share when they are the same media: the online path, or the local file id (any other text: itself). */
function sameMediaKey(mediaPath: string): string {
  const parsed = parseMediaLink(mediaPath);
  if (!parsed.ok) return mediaPath;
  return parsed.path.type === "yv" ? formatMediaPath(parsed.path) : `lv:${parsed.path.mediaId}`;
}

const duplicateMessage = (mediaPath: string) => (mediaPath.startsWith("/yv/") ? DUPLICATE_YOUTUBE : DUPLICATE_VIDEO);

async function playlistOf(caller: Caller, channel: q.ChannelRow, locale: Locale): Promise<ChannelPlaylist> {
  const rows = await q.listItems(channel.id);
  const untitled = rows.filter((row) => row.title === "").flatMap((row) => youtubeIdOf(row.mediaPath) ?? []);
  const linkTitles = await q.findYoutubeTitles(caller.homeId, untitled);
  const items = await Promise.all(rows.map((item) => itemView(caller, item, linkTitles, locale)));
  const files_relpath = items
    .filter((item) => item.available)
    .map((item) => ({ [item.channel_media_path]: item.video_src ?? `https://www.youtube.com/watch?v=${item.youtube_id}` }));
  const photos = items.filter((item) => item.file_type === 2).length;
  return { ...summary({ ...channel, itemCount: items.length }, photos), play_videos_encoded: { files_relpath }, items };
}

// ---------------------------------------------------------------- Channels

/** listchannels: the home's channels keyed by file name, the newest first. */
export async function listChannels(caller: Caller): Promise<Record<string, ChannelSummary>> {
  const [rows, photos] = await Promise.all([q.listChannels(caller.homeId), q.photoCounts(caller.homeId)]);
  return Object.fromEntries(rows.map((row) => [row.fileName, summary(row, photos.get(row.id) ?? 0)]));
}

/** GET newchannel/{url-safe base64 name}: a new, empty channel, first in the list. */
export async function newChannel(caller: Caller, encodedName: string): Promise<ChannelSummary> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const name = decodeName(encodedName);
  await refuseTakenName(caller, name);
  for (let attempt = 0; ; attempt++) {
    try {
      return summary(await q.createChannel(caller.homeId, randomFileName(), name));
    } catch (error) {
      // 64^6 names: a collision is rare; try a fresh name a few times.
      if (!q.isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** POST updatechannelname {file_name, new_name (url-safe base64)}. */
export async function renameChannel(caller: Caller, input: { file_name: string; new_name: string }): Promise<ChannelSummary> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  const name = decodeName(input.new_name);
  if (name !== channel.name) {
    await refuseTakenName(caller, name, channel.fileName);
    await q.renameChannel(channel.id, name);
  }
  return { ...summary(channel), channel_name: name };
}

/** POST deletechannel {file_name}: the channel, its items and its auto-play entry. */
export async function deleteChannel(caller: Caller, input: { file_name: string }): Promise<{ file_name: string }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  await q.deleteChannel(caller.homeId, channel.id, channel.fileName);
  return { file_name: channel.fileName };
}

/** POST setchannelrandomstate {file_name, random}: owners only (guests cannot change it). */
export async function setRandomState(caller: Caller, input: { file_name: string; random: boolean }): Promise<{ random: boolean }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  await q.setChannelRandom(channel.id, input.random);
  return { random: input.random };
}

/** POST getchannelrandomstate {file_name}. */
export async function getRandomState(caller: Caller, input: { file_name: string }): Promise<{ random: boolean }> {
  const channel = await channelOf(caller, input.file_name);
  return { random: channel.random };
}

/** POST getchannelplaylist {file_name}: the channel with its items resolved for playing. */
export async function channelPlaylist(caller: Caller, input: { file_name: string }, locale: Locale): Promise<ChannelPlaylist> {
  return playlistOf(caller, await channelOf(caller, input.file_name), locale);
}

/** POST addchannelvideo {file_name, video_relpath}: appends a pasted /yv/ or /lv/ link. */
export async function addChannelVideo(caller: Caller, input: { file_name: string; video_relpath: string }, locale: Locale): Promise<ChannelItemView> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  const item = await newItem(caller, input.video_relpath, locale);
  const key = sameMediaKey(item.row.mediaPath);
  const existing = await q.listItems(channel.id);
  if (existing.some((other) => sameMediaKey(other.mediaPath) === key)) throw conflict(duplicateMessage(item.row.mediaPath));
  try {
    await q.addItem(channel.id, item.row);
  } catch (error) {
    if (q.isUniqueViolation(error)) throw conflict(duplicateMessage(item.row.mediaPath));
    throw error;
  }
  return item.view;
}

/** POST deletechannelvideo {file_name, video_relpath}: removes the item (any spelling of the same media). */
export async function deleteChannelVideo(caller: Caller, input: { file_name: string; video_relpath: string }): Promise<{ deleted: number }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  const key = sameMediaKey(input.video_relpath.trim());
  const matches = (await q.listItems(channel.id)).filter((item) => sameMediaKey(item.mediaPath) === key);
  if (matches.length === 0) throw notFound(VIDEO_NOT_IN_PLAYLIST);
  return {
    deleted: await q.deleteItems(
      channel.id,
      matches.map((item) => item.mediaPath),
    ),
  };
}

/** POST updatechannellist {file_name, media_list}: the whole list in its new order; one bad entry changes nothing. */
export async function updateChannelList(caller: Caller, input: { file_name: string; media_list: string[] }, locale: Locale): Promise<ChannelPlaylist> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channel = await channelOf(caller, input.file_name);
  const stored = new Map((await q.listItems(channel.id)).map((item) => [item.mediaPath, item]));
  const rows: q.ItemRow[] = [];
  const seen = new Set<string>();
  for (const link of input.media_list) {
    // Items kept as they are (a local file gone from the index included) need no new lookup.
    const row = stored.get(link.trim()) ?? (await newItem(caller, link, locale)).row;
    const key = sameMediaKey(row.mediaPath);
    if (seen.has(key)) throw conflict(duplicateMessage(row.mediaPath));
    seen.add(key);
    rows.push(row);
  }
  await q.replaceItems(channel.id, rows);
  return playlistOf(caller, { ...channel, itemCount: rows.length }, locale);
}

// ---------------------------------------------------------------- Auto-play

async function autoPlayState(caller: Caller) {
  const [channels, config] = await Promise.all([q.listChannels(caller.homeId), q.findAutoPlayConfig(caller.homeId)]);
  const byFile = new Map(channels.map((channel) => [channel.fileName, channel]));
  const configured = (config?.channelOrder ?? []).filter((f) => byFile.has(f));
  const order = [...new Set([...configured, ...channels.map((c) => c.fileName)])];
  const checkedSet = new Set(config?.checked ?? []);
  return { byFile, order, checked: order.filter((f) => checkedSet.has(f)) };
}

/** getautoplaylistconfig: the checked channels in play order and every channel in the configured order. */
export async function autoPlayConfig(caller: Caller): Promise<AutoPlayConfigView> {
  const { byFile, order, checked } = await autoPlayState(caller);
  return { autoplay_channels: checked, channel_order: order.map((f) => ({ channel_json_id: f, channel_name: byFile.get(f)!.name })) };
}

/** setautoplaylistconfig: both body shapes; a file name the home does not have changes nothing. */
export async function setAutoPlayConfig(caller: Caller, input: AutoPlayConfigInput): Promise<AutoPlayConfigView> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const channels = new Set((await q.listChannels(caller.homeId)).map((c) => c.fileName));
  const order = [...new Set([...input.order, ...input.checked].map(withExtension))];
  if (order.some((f) => !channels.has(f))) throw badRequest(INVALID_AUTOPLAY_CONFIG);
  const checked = new Set(input.checked.map(withExtension));
  await q.saveAutoPlayConfig(
    caller.homeId,
    order,
    order.filter((f) => checked.has(f)),
  );
  return autoPlayConfig(caller);
}

/** getautoplaylists: the checked channels in play order, each keyed by its name. */
export async function autoPlaylists(caller: Caller, locale: Locale): Promise<Record<string, ChannelPlaylist>[]> {
  const { byFile, checked } = await autoPlayState(caller);
  const playlists = await Promise.all(checked.map((f) => playlistOf(caller, byFile.get(f)!, locale)));
  return playlists.map((playlist) => ({ [playlist.channel_name]: playlist }));
}
