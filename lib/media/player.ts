import type { Caller } from "../auth/session";
import { AppError, notFound } from "../http/errors";
import { latestLocalPlay } from "../history/queries";
import { dirFile, homeFolder, PAGE_SIZE, thumbnailPath, type DirFile, type Folder } from "./browse";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path, FILE_NOT_FOUND, splitMediaPath } from "./paths";
import { findHomeEntryById, findHomeEntryByPath, listFolderFiles, listFolderRange, type HomeEntry } from "./queries";

// The player calls of /api_myfilex/ (similarfiles, playerfile, playerparam,
// lvvideolist, initlvautoplay, procphotourl, procvideourl, procfolderurl,
// lvpurl), answered from the media index like the browser calls in
// lib/media/browse.ts, whose item builder they share. Every lookup is among
// the roots of the caller's home: another home's ids and paths are a 404.

/** At most this many items in a folder's photo or video list (a player list, not a page). */
export const MAX_PLAYER_LIST = 1000;

type FileKind = "photo" | "video";
const MEDIA_KINDS: FileKind[] = ["photo", "video"];

/** The browser's item for an entry (thumbnail: the versioned URL; folders: their cover's path). */
export function mediaItem(entry: HomeEntry): DirFile {
  return dirFile(entry, entry, thumbnailPath(entry, entry));
}

export const mediaRelpathOf = (entry: Pick<HomeEntry, "rootName" | "relpath">) => `${entry.rootName}/${entry.relpath}`;
export const streamUrlOf = (entry: Pick<HomeEntry, "rootName" | "relpath">) => `/media_lv_video_root/${encodeUrlSafeBase64Path(mediaRelpathOf(entry))}`;

/**
 * A photo or video of the caller's home by its plain media relpath
 * "<root>/<path>". Bad syntax and traversal: 400; a root, a folder, an
 * unknown file or another home's: 404.
 */
export async function homeFile(caller: Caller, mediaRelpath: string, kinds: FileKind[] = MEDIA_KINDS): Promise<HomeEntry> {
  const { rootName, pathInRoot } = splitMediaPath(mediaRelpath);
  const entry = await findHomeEntryByPath(caller.homeId, rootName, pathInRoot);
  if (!entry || entry.type === "folder" || !kinds.includes(entry.type)) throw notFound(FILE_NOT_FOUND);
  return entry;
}

/** An entry of the caller's home by id, of one of `types`; anything else a 404. */
export async function homeEntryById(caller: Caller, id: number, types: HomeEntry["type"][] = MEDIA_KINDS): Promise<HomeEntry> {
  const entry = await findHomeEntryById(caller.homeId, id);
  if (!entry || !types.includes(entry.type)) throw notFound(FILE_NOT_FOUND);
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

async function folderFiles(folder: Folder, kinds: FileKind[]): Promise<DirFile[]> {
  const rows = await listFolderFiles(folder.rootId, folder.pathInRoot, kinds, MAX_PLAYER_LIST);
  return rows.map((row) => dirFile(folder, row, thumbnailPath(folder, row)));
}

/**
 * GET /api_myfilex/similarfiles/{encodedFileRelpath}: the photos and videos of
 * the file's folder, those of the file's type first (the file among them, in
 * folder order), then the rest.
 */
export async function similarFiles(caller: Caller, encodedRelpath: string): Promise<DirFile[]> {
  const file = await homeFile(caller, decodeUrlSafeBase64Path(encodedRelpath));
  const items = await folderFiles(folderOf(file), MEDIA_KINDS);
  const sameType = file.type === "photo" ? 2 : 3;
  return [...items.filter((item) => item.file_type === sameType), ...items.filter((item) => item.file_type !== sameType)];
}

/** GET /api_myfilex/playerfile/{encodedRelpath}: one photo or video (file_name_url is its stream URL). */
export async function playerFile(caller: Caller, encodedRelpath: string): Promise<DirFile> {
  return mediaItem(await homeFile(caller, decodeUrlSafeBase64Path(encodedRelpath)));
}

export type VideoList = { dir_name: string; dir_relpath: string; en_dir_relpath: string; video_list: DirFile[] };

async function videoListOf(folder: Folder): Promise<VideoList> {
  return {
    dir_name: folderName(folder),
    dir_relpath: folder.mediaRelpath,
    en_dir_relpath: encodeUrlSafeBase64Path(folder.mediaRelpath),
    video_list: await folderFiles(folder, ["video"]),
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
export async function playerParam(caller: Caller, id?: number): Promise<PlayerParam | null> {
  const entry = id !== undefined ? await homeEntryById(caller, id) : await lastPlayedEntry(caller);
  if (!entry) return null;
  return { item: mediaItem(entry), ...(await videoListOf(folderOf(entry))) };
}

/**
 * POST /api_myfilex/lvvideolist {relpath} and GET initlvautoplay/{encoded}:
 * the videos of a folder in order; a file's relpath means its folder.
 */
export async function lvVideoList(caller: Caller, mediaRelpath: string): Promise<VideoList> {
  const { rootName, pathInRoot } = splitMediaPath(mediaRelpath);
  const entry = pathInRoot === "" ? null : await findHomeEntryByPath(caller.homeId, rootName, pathInRoot);
  const folder = entry && entry.type !== "folder" ? folderOf(entry) : await homeFolder(caller, mediaRelpath);
  return videoListOf(folder);
}

export async function initLvAutoPlay(caller: Caller, encodedRelpath: string): Promise<VideoList> {
  return lvVideoList(caller, decodeUrlSafeBase64Path(encodedRelpath));
}

export type ProcUrl = { en_file_relpath: string; title: string; relpath: string; dir_files: DirFile[] };

/** GET procphotourl/{id} (photos of the folder) and procvideourl/{id} (videos of the folder). */
export async function procFileUrl(caller: Caller, id: number, kind: FileKind): Promise<ProcUrl> {
  const entry = await homeEntryById(caller, id, [kind]);
  const relpath = mediaRelpathOf(entry);
  return { en_file_relpath: encodeUrlSafeBase64Path(relpath), title: entry.title, relpath, dir_files: await folderFiles(folderOf(entry), [kind]) };
}

/** GET procfolderurl/{id}: a folder by id with its first page of entries (folders first). */
export async function procFolderUrl(caller: Caller, id: number): Promise<ProcUrl> {
  const entry = await homeEntryById(caller, id, ["folder"]);
  const relpath = mediaRelpathOf(entry);
  const folder: Folder = { rootId: entry.rootId, rootName: entry.rootName, pathInRoot: entry.relpath, mediaRelpath: relpath, rowId: entry.id };
  const rows = await listFolderRange(entry.rootId, entry.relpath, 0, PAGE_SIZE);
  return {
    en_file_relpath: encodeUrlSafeBase64Path(relpath),
    title: entry.title,
    relpath,
    dir_files: rows.filter((row) => row.sortKey < PAGE_SIZE).map((row) => dirFile(folder, row, thumbnailPath(folder, row))),
  };
}

/** GET lvpurl/{id}[/{x}]: the stream URL of a video by id. */
export async function lvpUrl(caller: Caller, id: number): Promise<string> {
  return streamUrlOf(await homeEntryById(caller, id, ["video"]));
}
