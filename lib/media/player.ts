import type { Caller } from "../auth/session";
import { formatMediaPath } from "../channels/media-path";
import { AppError, forbidden, notFound } from "../http/errors";
import { lensAllows } from "../invites/access";
import { latestLocalPlay } from "../history/queries";
import { dirFile, dirFiles, homeFolder, PAGE_SIZE, thumbnailUrlOf, type DirFile, type Folder, type ThumbnailForm } from "./browse";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path, FILE_NOT_FOUND_ERROR, splitMediaPath } from "./paths";
import { playerWindow } from "./player-window";
import { listFolderFiles, listFolderFilesFrom, listFolderRange } from "./queries/listing";
import { findHomeEntryById, findHomeEntryByPath, type HomeEntry } from "./queries/lookup";
import type { ListedRow } from "./queries/rows";

// The player calls of /api_myfilex/ (similarfiles, playerfile, playerparam,
// lvvideolist, initlvautoplay, procphotourl, procvideourl, procfolderurl,
// lvpurl), answered from the media index like the browser calls in
// lib/media/browse.ts, whose item builder they share. Every lookup is among
// the roots of the caller's home: another home's ids and paths are a 404.
//
// Player lists are bounded windows of the folder around the chosen item (see
// lib/media/player-window.ts), so an item deep in a folder of 10,000 photos
// opens in a full player. Thumbnails: base64 by default (the legacy replies),
// URLs when the app's pages ask (?thumbs=url); see lib/media/browse.ts.

/**
 * At most this many items in a folder's photo or video list (a player list,
 * not a page), by thumbnail form: ~600 bytes an item with URLs (~600 KB), but
 * ~10-20 KB an item with base64 thumbnails, so those lists are shorter (~3 MB).
 */
export const MAX_PLAYER_LIST: Record<ThumbnailForm, number> = { url: 1000, base64: 200 };

type FileKind = "photo" | "video";
const MEDIA_KINDS: FileKind[] = ["photo", "video"];
/** Above every sortKey (an int column): "before the end" of a folder. */
const END_OF_FOLDER = 2_147_483_647;

/** The browser's item for an entry (thumbnail: the versioned URL; folders: their cover's URL). */
export function mediaItem(entry: HomeEntry): DirFile {
  return dirFile(entry, entry, thumbnailUrlOf(entry, entry));
}

/** The browser's item for an entry with its thumbnail in the asked form. */
export async function mediaItemAs(entry: HomeEntry, thumbs: ThumbnailForm): Promise<DirFile> {
  const [item] = await dirFiles(entry, [entry], thumbs);
  if (!item) throw new Error("dirFiles returned no item for one entry");
  return item;
}

export const mediaRelpathOf = (entry: Pick<HomeEntry, "rootName" | "relpath">) => `${entry.rootName}/${entry.relpath}`;
/** The channel link of an entry, /lv/{file id}/{url-safe base64 media relpath}: what 'Copy video link' gives and a channel stores. */
export const channelLinkOf = (entry: Pick<HomeEntry, "id" | "rootName" | "relpath">) =>
  formatMediaPath({ type: "lv", mediaId: entry.id, relpath: encodeUrlSafeBase64Path(mediaRelpathOf(entry)) });
export const streamUrlOf = (entry: Pick<HomeEntry, "rootName" | "relpath">) => `/media_lv_video_root/${encodeUrlSafeBase64Path(mediaRelpathOf(entry))}`;

/**
 * A photo or video of the caller's home by its plain media relpath
 * "<root>/<path>". Bad syntax and traversal: 400; a root, a folder, an
 * unknown file or another home's: 404.
 */
export async function homeFile(caller: Caller, mediaRelpath: string, kinds: FileKind[] = MEDIA_KINDS): Promise<HomeEntry> {
  const { rootName, pathInRoot } = splitMediaPath(mediaRelpath);
  const entry = await findHomeEntryByPath(caller.homeId, rootName, pathInRoot);
  if (!entry || entry.type === "folder" || !kinds.includes(entry.type)) throw notFound(FILE_NOT_FOUND_ERROR);
  return entry;
}

/** The indexed entry (folder, photo or video) at a plain media relpath of the caller's home, or null for a bad or unknown path. */
export async function findHomeEntry(caller: Caller, mediaRelpath: string): Promise<HomeEntry | null> {
  let path: { rootName: string; pathInRoot: string };
  try {
    path = splitMediaPath(mediaRelpath);
  } catch {
    return null;
  }
  return findHomeEntryByPath(caller.homeId, path.rootName, path.pathInRoot);
}

/** An entry of the caller's home by id, of one of `types`; anything else a 404. */
export async function homeEntryById(caller: Caller, id: number, types: HomeEntry["type"][] = MEDIA_KINDS): Promise<HomeEntry> {
  const entry = await findHomeEntryById(caller.homeId, id);
  if (!entry || !types.includes(entry.type)) throw notFound(FILE_NOT_FOUND_ERROR);
  return entry;
}

const folderOf = (entry: HomeEntry): Folder => ({
  rootId: entry.rootId,
  rootName: entry.rootName,
  pathInRoot: entry.parent,
  mediaRelpath: [entry.rootName, entry.parent].filter(Boolean).join("/"),
  rowId: null,
});

const folderName = (folder: Folder) => (folder.pathInRoot === "" ? folder.rootName : folder.pathInRoot.slice(folder.pathInRoot.lastIndexOf("/") + 1));

/** The first photos and/or videos of a folder, in order (a list without a chosen item). */
async function folderFiles(folder: Folder, kinds: FileKind[], thumbs: ThumbnailForm, size = MAX_PLAYER_LIST[thumbs]): Promise<DirFile[]> {
  const rows = await listFolderFiles(folder.rootId, folder.pathInRoot, kinds, size);
  return dirFiles(folder, rows, thumbs);
}

/**
 * The photos or videos of a folder in a window around a position (an entry's
 * sortKey): circular for photo lists, linear otherwise. `size` defaults to the
 * form's bound.
 */
async function windowRows(folder: Folder, kinds: FileKind[], at: number, circular: boolean, size: number): Promise<ListedRow[]> {
  const from = (position: number, side: "after" | "before", limit: number) =>
    listFolderFilesFrom(folder.rootId, folder.pathInRoot, kinds, position, side, limit);
  return playerWindow(
    {
      after: (limit) => from(at, "after", limit),
      before: (limit) => from(at, "before", limit),
      head: (limit) => from(0, "after", limit),
      tail: (limit) => from(END_OF_FOLDER, "before", limit),
    },
    size,
    circular,
  );
}

/** The player list of an entry's folder: photos (circular) or videos (linear) around the entry. */
async function playerList(entry: HomeEntry, kind: FileKind, thumbs: ThumbnailForm, size = MAX_PLAYER_LIST[thumbs]): Promise<DirFile[]> {
  const folder = folderOf(entry);
  return dirFiles(folder, await windowRows(folder, [kind], entry.sortKey, kind === "photo", size), thumbs);
}

/**
 * GET /api_myfilex/similarfiles/{encodedFileRelpath}: the photos and videos of
 * the file's folder, those of the file's type first (a window around the file,
 * in folder order), then the rest from the folder's first one on (a folder
 * lists all its videos before its photos, so the file has no place among them).
 */
export async function similarFiles(caller: Caller, encodedRelpath: string, thumbs: ThumbnailForm): Promise<DirFile[]> {
  const file = await homeFile(caller, decodeUrlSafeBase64Path(encodedRelpath));
  const other: FileKind = file.type === "photo" ? "video" : "photo";
  const half = Math.floor(MAX_PLAYER_LIST[thumbs] / 2);
  const [same, rest] = await Promise.all([playerList(file, file.type as FileKind, thumbs, half), folderFiles(folderOf(file), [other], thumbs, half)]);
  return [...same, ...rest];
}

/** GET /api_myfilex/playerfile/{encodedRelpath}: one photo or video (file_name_url is its stream URL); a lens invitee's of its lens only. */
export async function playerFile(caller: Caller, encodedRelpath: string, thumbs: ThumbnailForm): Promise<DirFile> {
  const relpath = decodeUrlSafeBase64Path(encodedRelpath);
  if (!(await lensAllows(caller, relpath))) throw forbidden();
  return mediaItemAs(await homeFile(caller, relpath), thumbs);
}

export type VideoList = { dir_name: string; dir_relpath: string; en_dir_relpath: string; video_list: DirFile[] };

/** A folder's videos: a window around `around` when it is one of them, else the first ones (photos sort after every video). */
async function videoListOf(folder: Folder, thumbs: ThumbnailForm, around?: HomeEntry): Promise<VideoList> {
  return {
    dir_name: folderName(folder),
    dir_relpath: folder.mediaRelpath,
    en_dir_relpath: encodeUrlSafeBase64Path(folder.mediaRelpath),
    video_list: around?.type === "video" ? await playerList(around, "video", thumbs) : await folderFiles(folder, ["video"], thumbs),
  };
}

export type PlayerParam = VideoList & { item: DirFile };

/** The home's last played photo or video, or null when nothing was played or it is gone (or renamed) since. */
export async function lastPlayedEntry(caller: Caller): Promise<HomeEntry | null> {
  const last = await latestLocalPlay(caller.homeId);
  if (!last) return null;
  return homeFile(caller, last.relpath).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

/**
 * GET /api_myfilex/playerparam[/{id}]: a photo or video by id with its
 * folder's videos in order. Without an id: the home's last played file, or
 * null when nothing was played (or it is gone).
 */
export async function playerParam(caller: Caller, id: number | undefined, thumbs: ThumbnailForm): Promise<PlayerParam | null> {
  if (caller.role === "lens_invitee") return lensPlayerParam(caller, id, thumbs);
  const entry = id !== undefined ? await homeEntryById(caller, id) : await lastPlayedEntry(caller);
  if (!entry) return null;
  const [item, list] = await Promise.all([mediaItemAs(entry, thumbs), videoListOf(folderOf(entry), thumbs, entry)]);
  return { item, ...list };
}

/**
 * playerparam for a lens invitee: a file of its lens by id, alone (its folder
 * is not the lens's to show); never the home's last played file.
 */
async function lensPlayerParam(caller: Caller, id: number | undefined, thumbs: ThumbnailForm): Promise<PlayerParam | null> {
  if (id === undefined) return null;
  const entry = await findHomeEntryById(caller.homeId, id);
  if (!entry || !(await lensAllows(caller, mediaRelpathOf(entry)))) throw forbidden();
  if (entry.type === "folder") throw notFound(FILE_NOT_FOUND_ERROR);
  const item = await mediaItemAs(entry, thumbs);
  return { item, dir_name: "", dir_relpath: "", en_dir_relpath: "", video_list: entry.type === "video" ? [item] : [] };
}

/**
 * POST /api_myfilex/lvvideolist {relpath} and GET initlvautoplay/{encoded}:
 * the videos of a folder in order; a file's relpath means its folder.
 */
export async function lvVideoList(caller: Caller, mediaRelpath: string, thumbs: ThumbnailForm): Promise<VideoList> {
  const { rootName, pathInRoot } = splitMediaPath(mediaRelpath);
  const entry = pathInRoot === "" ? null : await findHomeEntryByPath(caller.homeId, rootName, pathInRoot);
  if (entry && entry.type !== "folder") return videoListOf(folderOf(entry), thumbs, entry);
  return videoListOf(await homeFolder(caller, mediaRelpath), thumbs);
}

export async function initLvAutoPlay(caller: Caller, encodedRelpath: string, thumbs: ThumbnailForm): Promise<VideoList> {
  return lvVideoList(caller, decodeUrlSafeBase64Path(encodedRelpath), thumbs);
}

export type ProcUrl = { en_file_relpath: string; title: string; relpath: string; dir_files: DirFile[] };

/**
 * GET procphotourl/{id} (photos of the folder) and procvideourl/{id} (videos
 * of the folder): the player list, a window of the folder around the item.
 */
export async function procFileUrl(caller: Caller, id: number, kind: FileKind, thumbs: ThumbnailForm): Promise<ProcUrl> {
  const entry = await homeEntryById(caller, id, [kind]);
  const relpath = mediaRelpathOf(entry);
  return { en_file_relpath: encodeUrlSafeBase64Path(relpath), title: entry.title, relpath, dir_files: await playerList(entry, kind, thumbs) };
}

/** GET procfolderurl/{id}: a folder by id with its first page of entries (folders first). */
export async function procFolderUrl(caller: Caller, id: number, thumbs: ThumbnailForm): Promise<ProcUrl> {
  const entry = await homeEntryById(caller, id, ["folder"]);
  const relpath = mediaRelpathOf(entry);
  const folder: Folder = { rootId: entry.rootId, rootName: entry.rootName, pathInRoot: entry.relpath, mediaRelpath: relpath, rowId: entry.id };
  const rows = await listFolderRange(entry.rootId, entry.relpath, 0, PAGE_SIZE);
  return {
    en_file_relpath: encodeUrlSafeBase64Path(relpath),
    title: entry.title,
    relpath,
    dir_files: await dirFiles(
      folder,
      rows.filter((row) => row.sortKey < PAGE_SIZE),
      thumbs,
    ),
  };
}

/** GET lvpurl/{id}[/{x}]: the stream URL of a video by id. */
export async function lvpUrl(caller: Caller, id: number): Promise<string> {
  return streamUrlOf(await homeEntryById(caller, id, ["video"]));
}
