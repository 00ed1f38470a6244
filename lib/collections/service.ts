import "server-only";
import type { Caller } from "../auth/session";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { badRequest, conflict, notFound } from "../http/errors";
import { validate } from "../http/parse";
import { insertPlay } from "../history/queries";
import { shuffled } from "../arrays";
import { log } from "../log";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path } from "../media";
import { BAD_FORMAT, DUPLICATE_YOUTUBE, NOT_YOUTUBE_LINK, embedUrl, isYoutubeId, parseYoutubeLink, watchUrl, yvMediaPath } from "../youtube/links";
import { fetchVideoInfo } from "../youtube/oembed";
import * as q from "./queries";
import { fillPendingTitles } from "./pending-titles";
import {
  CATEGORY_NOT_FOUND,
  CATEGORY_TAKEN,
  CategoryName,
  CHOOSE_CATEGORY,
  NAME_UNREADABLE,
  OWNER_SETTING,
  OWNERS_ONLY,
  REORDER_MISMATCH,
  VIDEO_NOT_FOUND,
} from "./schemas";
import { searchDocument } from "../search/text";
import { reindexCategory } from "../search/service";

// Categories (sections) of YouTube links and their videos: every call of
// /api_yt (home face) and /api_tebeplay (tebe face), one service for both.
// Everyone signed into a home reads its categories; only its owner changes
// them. A category is addressed by its relpath, which is its name, and that
// travels as url-safe base64 (en_relpath, also called folder_url).

export const YT_PAGE_SIZE = 60;
/** Videos per category in a brief listing (one row; three rows on a phone). */
export const BRIEF_ITEMS = 12;
const WATCH_SENSE_ITEMS = 12;
export const LAST_PAGE = -1;
export const ROOT_TITLE = "YouTube";

// ---------------------------------------------------------------- Replies

export type YtVideo = {
  id: string;
  uuid: string;
  /** 3: a video (the file browser's code). */
  file_type: 3;
  file_title: string;
  file_name: string;
  thumbnail: string;
  duration: null;
  youtube_id: string;
  /** The category's name and its url-safe base64. */
  relpath: string;
  en_relpath: string;
  channel_media_path: string;
  youtube_url: string;
  video_src: string;
  paste_type: "yv";
  position: number;
};

export type YtSection = {
  /** 1: a folder (the file browser's code). */
  file_type: 1;
  id: string;
  file_name: string;
  file_title: string;
  folder_url: string;
  en_relpath: string;
  video_count: number;
};

export type YtDirInfo = {
  id: string;
  dir_name_orig: string;
  media_name_relpath: string;
  folder_url: string;
  en_relpath: string;
  video_count: number;
  breadcrumbfull: { item_title: string; item_en_relpath: string }[];
};

export type YtDirPage = { dir_files: (YtVideo | YtSection)[]; dir_info: YtDirInfo; page: number };

function videoView(link: q.LinkRow, categoryName: string): YtVideo {
  const enRelpath = encodeUrlSafeBase64Path(categoryName);
  return {
    id: link.id,
    uuid: link.id,
    file_type: 3,
    file_title: link.title,
    file_name: link.title,
    thumbnail: link.thumbnail,
    duration: null,
    youtube_id: link.youtubeId,
    relpath: categoryName,
    en_relpath: enRelpath,
    channel_media_path: yvMediaPath(link.youtubeId, enRelpath),
    youtube_url: watchUrl(link.youtubeId),
    video_src: embedUrl(link.youtubeId),
    paste_type: "yv",
    position: link.position,
  };
}

function sectionView(row: q.SectionRow): YtSection {
  const enRelpath = encodeUrlSafeBase64Path(row.name);
  return { file_type: 1, id: row.id, file_name: row.name, file_title: row.name, folder_url: enRelpath, en_relpath: enRelpath, video_count: row._count.links };
}

const ROOT_CRUMB = { item_title: ROOT_TITLE, item_en_relpath: "" };

function rootInfo(sectionCount: number): YtDirInfo {
  return { id: "", dir_name_orig: ROOT_TITLE, media_name_relpath: "", folder_url: "", en_relpath: "", video_count: sectionCount, breadcrumbfull: [ROOT_CRUMB] };
}

function sectionInfo(row: q.SectionRow): YtDirInfo {
  const enRelpath = encodeUrlSafeBase64Path(row.name);
  return {
    id: row.id,
    dir_name_orig: row.name,
    media_name_relpath: row.name,
    folder_url: enRelpath,
    en_relpath: enRelpath,
    video_count: row._count.links,
    breadcrumbfull: [ROOT_CRUMB, { item_title: row.name, item_en_relpath: enRelpath }],
  };
}

// ---------------------------------------------------------------- Access

/** The category named by an en_relpath (url-safe base64 of its name) in the caller's home. */
async function sectionByEnRelpath(caller: Caller, enRelpath: string | undefined): Promise<q.SectionRow> {
  if (!enRelpath) throw badRequest(CHOOSE_CATEGORY);
  const section = await q.findSection(caller.homeId, decodeUrlSafeBase64Path(enRelpath));
  if (!section) throw notFound(CATEGORY_NOT_FOUND);
  return section;
}

// ---------------------------------------------------------------- Reads

/**
 * GET ytv_p/{page}[/{en_relpath}] (and ytvdp_p): one page of a category's
 * videos, or of the categories themselves without a relpath; `page` is the
 * next page to ask for, -1 once everything is loaded.
 */
export async function listPage(caller: Caller, page: number, enRelpath?: string): Promise<[YtDirPage]> {
  if (!enRelpath) {
    const sections = await q.listSections(caller.homeId);
    const slice = sections.slice(page * YT_PAGE_SIZE, (page + 1) * YT_PAGE_SIZE);
    return [{ dir_files: slice.map(sectionView), dir_info: rootInfo(sections.length), page: nextPage(page, sections.length) }];
  }
  const section = await sectionByEnRelpath(caller, enRelpath);
  const links = await q.listLinks(section.id, { skip: page * YT_PAGE_SIZE, take: YT_PAGE_SIZE });
  fillPendingTitles(links, section.name);
  return [{ dir_files: links.map((link) => videoView(link, section.name)), dir_info: sectionInfo(section), page: nextPage(page, section._count.links) }];
}

function nextPage(page: number, total: number): number {
  return (page + 1) * YT_PAGE_SIZE < total ? page + 1 : LAST_PAGE;
}

/** GET ytvedit[/{en_relpath}]: everything at once for the editor (no paging). */
export async function listForEdit(caller: Caller, enRelpath?: string): Promise<[YtDirPage]> {
  if (!enRelpath) {
    const sections = await q.listSections(caller.homeId);
    return [{ dir_files: sections.map(sectionView), dir_info: rootInfo(sections.length), page: LAST_PAGE }];
  }
  const section = await sectionByEnRelpath(caller, enRelpath);
  const links = await q.listLinks(section.id);
  fillPendingTitles(links, section.name);
  return [{ dir_files: links.map((link) => videoView(link, section.name)), dir_info: sectionInfo(section), page: LAST_PAGE }];
}

/**
 * GET ytv[/{en_relpath}]?brief=true|false (and ytvdp): one entry per category
 * (or just the named one) with its videos; brief keeps the first 12 of each
 * and `page` says whether there are more (1) or not (-1).
 */
export async function listCategories(caller: Caller, brief: boolean, enRelpath?: string): Promise<YtDirPage[]> {
  const sections = enRelpath ? [await sectionByEnRelpath(caller, enRelpath)] : await q.listSections(caller.homeId);
  return Promise.all(
    sections.map(async (section) => {
      const links = await q.listLinks(section.id, brief ? { skip: 0, take: BRIEF_ITEMS } : undefined);
      fillPendingTitles(links, section.name);
      const more = brief && section._count.links > BRIEF_ITEMS;
      return { dir_files: links.map((link) => videoView(link, section.name)), dir_info: sectionInfo(section), page: more ? 1 : LAST_PAGE };
    }),
  );
}

/** GET getallsections: the home's categories in order. */
export async function allSections(caller: Caller): Promise<{ sections: YtSection[] }> {
  return { sections: (await q.listSections(caller.homeId)).map(sectionView) };
}

/** GET ytdirinfo[/{en_relpath}]: a category's (or the root's) directory info, as data[0]. */
export async function dirInfo(caller: Caller, enRelpath?: string): Promise<[YtDirInfo]> {
  if (!enRelpath) return [rootInfo((await q.listSections(caller.homeId)).length)];
  return [sectionInfo(await sectionByEnRelpath(caller, enRelpath))];
}

/** GET ytpath: the root of the online videos (categories live directly under it). */
export async function ytPath(_caller: Caller): Promise<{ ytpath: string; en_relpath: string; title: string }> {
  return { ytpath: "", en_relpath: "", title: ROOT_TITLE };
}

/** POST ytvideolist {en_relpath | relpath}: a category's videos, for playing them in order. */
export async function videoList(caller: Caller, input: { en_relpath?: string; relpath?: string }) {
  const enRelpath = input.en_relpath || encodeUrlSafeBase64Path(input.relpath ?? "");
  const section = await sectionByEnRelpath(caller, enRelpath);
  const links = await q.listLinks(section.id);
  return { dir_name: section.name, en_relpath: enRelpath, video_list: links.map((link) => videoView(link, section.name)) };
}

/** GET yvpurl/{youtube id}[/{en_relpath}]: the video to play; without a category, the home's first copy of it. */
export async function yvpUrl(caller: Caller, youtubeId: string, enRelpath?: string): Promise<YtVideo> {
  if (!isYoutubeId(youtubeId)) throw badRequest(BAD_FORMAT);
  if (enRelpath) {
    const section = await sectionByEnRelpath(caller, enRelpath);
    const link = await q.findLink(section.id, youtubeId);
    if (!link) throw notFound(VIDEO_NOT_FOUND);
    return videoView(link, section.name);
  }
  const found = (await q.listHomeLinks(caller.homeId)).find((link) => link.youtubeId === youtubeId);
  if (!found) throw notFound(VIDEO_NOT_FOUND);
  return videoView(found, found.section.name);
}

/** GET watchsense: suggestions ("You may like..."), a random pick of the home's videos. */
export async function watchSense(caller: Caller): Promise<{ watch_sense: YtVideo[] }> {
  const links = shuffled(await q.listHomeLinks(caller.homeId));
  return { watch_sense: links.slice(0, WATCH_SENSE_ITEMS).map((link) => videoView(link, link.section.name)) };
}

// ---------------------------------------------------------------- Categories

/** GET saveytdir/{b64 name}: a new category at the end of the list. */
export async function saveSection(caller: Caller, encodedName: string): Promise<YtSection> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const name = validate(CategoryName, decodeName(encodedName));
  try {
    return sectionView(await q.createSection(caller.homeId, name));
  } catch (error) {
    if (error instanceof q.UniqueViolation) throw conflict(CATEGORY_TAKEN);
    throw error;
  }
}

/** GET updateytdir/{folder_url}/{b64 name}: renames; an unchanged name changes nothing. Returns the new folder_url. */
export async function renameSection(caller: Caller, folderUrl: string, encodedName: string): Promise<YtSection> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const section = await sectionByEnRelpath(caller, folderUrl);
  const name = validate(CategoryName, decodeName(encodedName));
  if (name === section.name) return sectionView(section);
  const from = encodeUrlSafeBase64Path(section.name);
  const to = encodeUrlSafeBase64Path(name);
  const links = await q.listLinks(section.id);
  const moves = links.map((link) => ({ from: yvMediaPath(link.youtubeId, from), to: yvMediaPath(link.youtubeId, to) }));
  try {
    const renamed = sectionView(await q.renameSection(caller.homeId, section.id, name, moves));
    await reindexCategory(section.id);
    return renamed;
  } catch (error) {
    if (error instanceof q.UniqueViolation) throw conflict(CATEGORY_TAKEN);
    throw error;
  }
}

/** GET deleteytdir/{folder_url}: the category, its links and their references in the home's channels. */
export async function deleteSection(caller: Caller, folderUrl: string): Promise<{ folder_url: string; deleted_videos: number; deleted_channel_items: number }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const section = await sectionByEnRelpath(caller, folderUrl);
  const links = await q.listLinks(section.id);
  const { channelItems } = await q.deleteSection(
    caller.homeId,
    section.id,
    links.map((link) => yvMediaPath(link.youtubeId, folderUrl)),
  );
  log.info({ homeId: caller.homeId, videos: links.length, channelItems }, "category deleted");
  return { folder_url: folderUrl, deleted_videos: links.length, deleted_channel_items: channelItems };
}

function decodeName(encoded: string): string {
  try {
    return decodeUrlSafeBase64Path(encoded);
  } catch {
    throw badRequest(NAME_UNREADABLE);
  }
}

// ---------------------------------------------------------------- Videos

export type SavedVideo = { item: YtVideo; message: string };

/**
 * GET saveyt/{url-safe b64 link}/{en_relpath}: adds a YouTube link to a
 * category. Title and thumbnail come from oEmbed; when it fails the link is
 * still saved (title: the id, YouTube's standard thumbnail) and the message says why.
 */
export async function saveVideo(caller: Caller, encodedLink: string, enRelpath: string | undefined): Promise<SavedVideo> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  let link: string;
  try {
    link = decodeUrlSafeBase64Path(encodedLink);
  } catch {
    throw badRequest(NOT_YOUTUBE_LINK);
  }
  const parsed = parseYoutubeLink(link);
  if (!parsed.ok) throw badRequest(parsed.error);
  const section = await sectionByEnRelpath(caller, enRelpath);
  if (await q.findLink(section.id, parsed.youtubeId)) throw conflict(DUPLICATE_YOUTUBE);
  const info = await fetchVideoInfo(parsed.youtubeId);
  try {
    // Without metadata the title stays empty (pending), filled in later by fillPendingTitles.
    const video = info.ok ? info.info : { ...info.fallback, title: "" };
    const row = await q.createLink(section.id, { youtubeId: parsed.youtubeId, ...video, searchText: searchDocument(video.title, section.name) });
    return { item: videoView(row, section.name), message: info.ok ? "Video added successfully!" : OWNER_SETTING.text };
  } catch (error) {
    if (error instanceof q.UniqueViolation) throw conflict(DUPLICATE_YOUTUBE);
    throw error;
  }
}

/** GET deleteyt/{youtube id, plain or url-safe b64}/{en_relpath}. */
export async function deleteVideo(caller: Caller, idParam: string, enRelpath: string | undefined): Promise<{ youtube_id: string }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const youtubeId = youtubeIdParam(idParam);
  const section = await sectionByEnRelpath(caller, enRelpath);
  if (!(await q.deleteLink(section.id, youtubeId))) throw notFound(VIDEO_NOT_FOUND);
  return { youtube_id: youtubeId };
}

/** An 11-character id as it is, else the url-safe base64 of one. */
function youtubeIdParam(value: string): string {
  if (isYoutubeId(value)) return value;
  let decoded = "";
  try {
    decoded = decodeUrlSafeBase64Path(value);
  } catch {
    // falls through to the format error
  }
  if (!isYoutubeId(decoded)) throw badRequest(BAD_FORMAT);
  return decoded;
}

/** POST ytvreorder {en_relpath, youtube_ids}: the grid's drag order, every video of the category once. */
export async function reorderVideos(caller: Caller, input: { en_relpath: string; youtube_ids: string[] }): Promise<{ youtube_ids: string[] }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const section = await sectionByEnRelpath(caller, input.en_relpath);
  const current = (await q.listLinks(section.id)).map((link) => link.youtubeId);
  const wanted = new Set(input.youtube_ids);
  if (wanted.size !== input.youtube_ids.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
    throw badRequest(REORDER_MISMATCH);
  }
  await q.reorderLinks(section.id, input.youtube_ids);
  return { youtube_ids: input.youtube_ids };
}

// ---------------------------------------------------------------- History

/** POST /api_his_yt/phs {yt_id, relpath}: records a play of an online video in the caller's home. */
export async function recordYoutubePlay(caller: Caller, input: { yt_id: string; relpath: string }): Promise<true> {
  if (!isYoutubeId(input.yt_id)) throw badRequest(BAD_FORMAT);
  await insertPlay(caller.homeId, "yv", input.relpath, input.yt_id);
  return true;
}
