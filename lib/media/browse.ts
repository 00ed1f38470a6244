import type { Caller } from "../auth/session";
import { badRequest, notFound } from "../http/errors";
import { thumbnailKey, thumbnailUrl } from "../thumbnails/paths";
import { thumbnailBase64, thumbnailsBase64, type ThumbnailSource } from "../thumbnails/thumbnails";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path, splitMediaPath } from "./paths";
import { LAST_PAGE, MAX_PAGE } from "./schemas";
import { hlsPlaylistUrl } from "../transcode/paths";
import { needsTranscode, type Playback } from "../transcode/playability";
import { countHomeEntries, findBrowseTarget, folderKinds, listFolderMedia, listFolderRange } from "./queries/listing";
import { findRoot, listHomeRoots } from "./queries/roots";
import type { ListedRow } from "./queries/rows";

// The file browser calls of /api_myfilex/ (dirfilesroot, dirfilesall,
// dirfilesbrief, folderbrief, isphotoroot), answered from the media index,
// never from the disk. Every call first looks the path up among the media
// roots of the caller's home: a root of another home is simply not found.
//
// No "server-only": the dirfiles benchmark calls these functions from a
// plain Node script. Nothing here reads a file except cached thumbnails.
//
// Paths: a media relpath is "<root name>/<path inside the root>" (see
// lib/media/paths.ts); in URLs it travels as one url-safe base64 segment.
//
// Thumbnails come in two forms (ThumbnailForm). The legacy replies carry
// base64 data URLs for photos and videos ("base64"), the default of every
// legacy call, because legacy clients put them straight into <img src>; the app's own pages ask with ?thumbs=url
// for the versioned, cacheable /api/thumbs/{id}?v=... URL ("url"), which
// reads no file and keeps a page of 60 within a few milliseconds. How base64
// replies stay fast when thumbnails are not made yet: thumbnailsBase64 in
// lib/thumbnails/thumbnails.ts. Folders carry a path in both forms: their
// cover's URL /api/thumbs/{folder id}.

export const PAGE_SIZE = 60;
const FOLDER_BRIEF_ITEMS = 4;

export const FOLDER_NOT_FOUND = "Folder not found.";

export const FILE_TYPE = { folder: 1, photo: 2, video: 3 } as const;
export type FileType = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];

export type DirFile = {
  id: number;
  /** 1 folder, 2 photo, 3 video. */
  file_type: FileType;
  /** The name without its extension (folders: the name). */
  file_title: string;
  /** The name on disk. */
  file_name: string;
  /** Lower-case extension without the dot ("" for folders). */
  file_ext: string;
  /** Photos and videos: a base64 data URL (legacy calls) or the versioned thumbnail URL (?thumbs=url); folders: the cover's URL. */
  thumbnail: string;
  /** Seconds (videos, when known), else null. */
  duration: number | null;
  /** The media relpath "<root>/<path>". */
  media_name_relpath: string;
  /** Photos: the media relpath again, under the name legacy clients read it by. */
  relfile_name?: string;
  /** url-safe base64 of media_name_relpath. */
  en_file_relpath: string;
  /** Files: the streaming URL /media_lv_video_root/{en_file_relpath}; folders: the folder page /folder/{en_file_relpath}. */
  file_name_url: string;
  /** The media relpath with each segment percent-encoded (for /media_video_root/{path}). */
  file_name_url_only: string;
  /** The media root's name. */
  media_root: string;
  width: number | null;
  height: number | null;
  /** Modification time, ISO 8601. */
  create_time: string;
  /** EXIF original date, ISO 8601, or null. */
  create_time_original: string | null;
  /** Videos: "direct" (the streaming URL plays), "audio" or "full" (play hls_url); null: not probed yet, played directly. */
  playback?: Playback | null;
  /** Videos that need transcoding: their HLS playlist (lib/transcode). */
  hls_url?: string;
};

export type DirInfo = {
  /** The folder's name (the root's name for a root). */
  dir_name_orig: string;
  media_name_relpath: string;
  /** The folder's media relpath with each segment percent-encoded. */
  dir_name_url_only: string;
  /** url-safe base64 of the media root's name. */
  encode_media_root: string;
  /** url-safe base64 of media_name_relpath. */
  en_relpath: string;
};

export type BreadcrumbItem = { item_title: string; item_en_relpath: string };

export type DirFilesPage = {
  dir_files: DirFile[];
  dir_info: DirInfo;
  /** The next page to ask for, or -1 when everything is loaded. */
  page: number;
  /** Links above the folder: its root and ancestors, not the folder itself. */
  breadcrumb: BreadcrumbItem[];
  /** The whole trail, root first, ending with the folder itself. */
  breadcrumbfull: BreadcrumbItem[];
};

export type MediaRootSummary = {
  name: string;
  media_root: string;
  media_name_relpath: string;
  en_file_relpath: string;
  folder_count: number;
  photo_count: number;
  video_count: number;
};

export type Folder = { rootId: string; rootName: string; pathInRoot: string; mediaRelpath: string; rowId: number | null };

/**
 * The folder at a media relpath in the caller's home, from the index. Bad
 * syntax and traversal are a 400 (splitMediaPath); an unknown root (another
 * home's included), a missing folder and a file are a 404. A root that is
 * not indexed yet is an empty folder.
 */
export async function homeFolder(caller: Caller, mediaRelpath: string): Promise<Folder> {
  const { rootName, pathInRoot } = splitMediaPath(mediaRelpath);
  const target = await findBrowseTarget(caller.homeId, rootName, pathInRoot);
  if (!target) throw notFound(FOLDER_NOT_FOUND);
  if (pathInRoot !== "" && target.rowType !== "folder") throw notFound(FOLDER_NOT_FOUND);
  return { rootId: target.rootId, rootName: target.rootName, pathInRoot, mediaRelpath: [rootName, pathInRoot].filter(Boolean).join("/"), rowId: target.rowId };
}

const urlOnly = (mediaRelpath: string) => mediaRelpath.split("/").map(encodeURIComponent).join("/");
const nameOf = (relpath: string) => relpath.slice(relpath.lastIndexOf("/") + 1);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function dirFile(folder: Pick<Folder, "rootName">, row: ListedRow, thumbnail: string): DirFile {
  const mediaRelpath = `${folder.rootName}/${row.relpath}`;
  const encoded = encodeUrlSafeBase64Path(mediaRelpath);
  return {
    id: row.id,
    file_type: FILE_TYPE[row.type],
    file_title: row.title,
    file_name: nameOf(row.relpath),
    file_ext: row.ext,
    thumbnail,
    duration: row.type === "video" ? row.duration : null,
    media_name_relpath: mediaRelpath,
    ...(row.type === "photo" ? { relfile_name: mediaRelpath } : {}),
    en_file_relpath: encoded,
    file_name_url: row.type === "folder" ? `/folder/${encoded}` : `/media_lv_video_root/${encoded}`,
    file_name_url_only: urlOnly(mediaRelpath),
    media_root: folder.rootName,
    width: row.width,
    height: row.height,
    create_time: new Date(row.mtimeMs).toISOString(),
    create_time_original: iso(row.takenAtMs),
    ...(row.type === "video" ? { playback: row.playback, ...(needsTranscode(row.playback) ? { hls_url: hlsPlaylistUrl(encoded) } : {}) } : {}),
  };
}

/** The thumbnail URL of a row: a folder's cover (/api/thumbs/{folder id}), a photo's or video's versioned URL (no file is read). */
export function thumbnailUrlOf(folder: Pick<Folder, "rootId">, row: ListedRow): string {
  if (row.type === "folder") return `/api/thumbs/${row.id}`;
  return thumbnailUrl(row.id, thumbnailKey({ rootId: folder.rootId, relpath: row.relpath, size: row.size, mtime: row.mtimeMs }));
}

/** What the thumbnail maker needs to know of a listed photo or video of a root. */
function thumbnailSourceOf(rootId: string, rootPath: string, row: ListedRow): ThumbnailSource {
  return {
    id: row.id,
    rootId,
    rootPath,
    relpath: row.relpath,
    type: row.type,
    size: BigInt(row.size),
    mtime: new Date(row.mtimeMs),
    duration: row.duration,
    thumbState: row.thumbState,
  };
}

/** "base64": data URLs, what the legacy calls send by default; "url": versioned thumbnail URLs, what the app's pages ask for. */
export type ThumbnailForm = "url" | "base64";

/** The thumbnails of rows of one root in the asked form, in order (folders: their cover's path either way). */
export async function thumbnailsOf(folder: Pick<Folder, "rootId">, rows: ListedRow[], form: ThumbnailForm): Promise<string[]> {
  if (form === "url" || !rows.some((row) => row.type !== "folder")) return rows.map((row) => thumbnailUrlOf(folder, row));
  const root = await findRoot(folder.rootId);
  if (!root) throw notFound(FOLDER_NOT_FOUND);
  const media = rows.filter((row) => row.type !== "folder");
  const data = await thumbnailsBase64(media.map((row) => thumbnailSourceOf(folder.rootId, root.path, row)));
  const byId = new Map(media.map((row, i) => [row.id, data[i]]));
  return rows.map((row) => byId.get(row.id) ?? thumbnailUrlOf(folder, row));
}

/** The browser's items for rows of one folder, thumbnails in the asked form. */
export async function dirFiles(folder: Pick<Folder, "rootId" | "rootName">, rows: ListedRow[], form: ThumbnailForm): Promise<DirFile[]> {
  const thumbnails = await thumbnailsOf(folder, rows, form);
  return rows.map((row, i) => dirFile(folder, row, thumbnails[i] ?? thumbnailUrlOf(folder, row)));
}

export function dirInfo(folder: Folder): DirInfo {
  return {
    dir_name_orig: folder.pathInRoot === "" ? folder.rootName : nameOf(folder.pathInRoot),
    media_name_relpath: folder.mediaRelpath,
    dir_name_url_only: urlOnly(folder.mediaRelpath),
    encode_media_root: encodeUrlSafeBase64Path(folder.rootName),
    en_relpath: encodeUrlSafeBase64Path(folder.mediaRelpath),
  };
}

function breadcrumbs(folder: Folder): BreadcrumbItem[] {
  const segments = folder.mediaRelpath.split("/");
  return segments.map((title, i) => ({ item_title: title, item_en_relpath: encodeUrlSafeBase64Path(segments.slice(0, i + 1).join("/")) }));
}

function decodeRelpath(encoded: string): string {
  return decodeUrlSafeBase64Path(encoded);
}

/** GET /api_myfilex/dirfilesroot: the media roots of the caller's home with totals of their listed entries. */
export async function dirFilesRoot(caller: Caller): Promise<MediaRootSummary[]> {
  const [roots, counts] = await Promise.all([listHomeRoots(caller.homeId), countHomeEntries(caller.homeId)]);
  return roots.map((root) => {
    const count = counts.get(root.id) ?? { folder: 0, photo: 0, video: 0 };
    return {
      name: root.name,
      media_root: root.name,
      media_name_relpath: root.name,
      en_file_relpath: encodeUrlSafeBase64Path(root.name),
      folder_count: count.folder,
      photo_count: count.photo,
      video_count: count.video,
    };
  });
}

/**
 * GET /api_myfilex/dirfilesall/{page}/{encodedRelpath}: one page of 60 entries
 * of a folder (folders first), page 0 first. Without a relpath: the home's
 * first media root. Page -1 (LAST_PAGE: "everything is loaded") answers
 * an empty page; any other page outside 0..MAX_PAGE is a 400.
 */
export async function dirFilesAll(caller: Caller, page: number, encodedRelpath: string | undefined, thumbs: ThumbnailForm): Promise<DirFilesPage> {
  const folder = encodedRelpath === undefined ? await firstRootFolder(caller) : await homeFolder(caller, decodeRelpath(encodedRelpath));
  if (!Number.isSafeInteger(page) || page < LAST_PAGE || page > MAX_PAGE) throw badRequest("Invalid page.");
  const crumbs = breadcrumbs(folder);
  const base = { dir_info: dirInfo(folder), breadcrumb: crumbs.slice(0, -1), breadcrumbfull: crumbs };
  if (page === LAST_PAGE) return { dir_files: [], page: LAST_PAGE, ...base };
  const start = page * PAGE_SIZE;
  // One row past the page tells whether another page follows.
  const rows = await listFolderRange(folder.rootId, folder.pathInRoot, start, PAGE_SIZE + 1);
  const onPage = rows.filter((row) => row.sortKey < start + PAGE_SIZE);
  const more = onPage.length < rows.length;
  return {
    dir_files: await dirFiles(folder, onPage, thumbs),
    page: more ? page + 1 : LAST_PAGE,
    ...base,
  };
}

export async function firstRootFolder(caller: Caller): Promise<Folder> {
  const [root] = await listHomeRoots(caller.homeId);
  if (!root) throw notFound(FOLDER_NOT_FOUND);
  return homeFolder(caller, root.name);
}

export type BriefFile = Pick<DirFile, "id" | "file_type" | "file_title" | "file_name" | "thumbnail" | "duration" | "media_name_relpath" | "en_file_relpath">;

/** GET /api_myfilex/dirfilesbrief/{encodedRelpath}: the first page's entries, brief. */
export async function dirFilesBrief(
  caller: Caller,
  encodedRelpath: string,
  thumbs: ThumbnailForm,
): Promise<{ dir_files: BriefFile[]; dir_info: DirInfo; page: number }> {
  const folder = await homeFolder(caller, decodeRelpath(encodedRelpath));
  const rows = await listFolderRange(folder.rootId, folder.pathInRoot, 0, PAGE_SIZE + 1);
  const onPage = rows.filter((row) => row.sortKey < PAGE_SIZE);
  return {
    dir_files: (await dirFiles(folder, onPage, thumbs)).map(
      ({ id, file_type, file_title, file_name, thumbnail, duration, media_name_relpath, en_file_relpath }) => ({
        id,
        file_type,
        file_title,
        file_name,
        thumbnail,
        duration,
        media_name_relpath,
        en_file_relpath,
      }),
    ),
    dir_info: dirInfo(folder),
    page: onPage.length < rows.length ? 1 : LAST_PAGE,
  };
}

/**
 * GET /api_myfilex/folderbrief/{encodedRelpath}: up to 4 photos and videos of
 * a folder for its card, thumbnails as base64 (or URLs with ?thumbs=url). Four
 * thumbnails are made inside the request when missing (a card waits for them).
 */
export async function folderBrief(caller: Caller, encodedRelpath: string, thumbs: ThumbnailForm): Promise<DirFile[]> {
  const folder = await homeFolder(caller, decodeRelpath(encodedRelpath));
  const rows = await listFolderMedia(folder.rootId, folder.pathInRoot, FOLDER_BRIEF_ITEMS);
  if (thumbs === "url" || !rows.length) return rows.map((row) => dirFile(folder, row, thumbnailUrlOf(folder, row)));
  const root = await findRoot(folder.rootId);
  if (!root) throw notFound(FOLDER_NOT_FOUND);
  const rootPath = root.path;
  return Promise.all(
    rows.map(async (row) => {
      const thumbnail = await thumbnailBase64(thumbnailSourceOf(folder.rootId, rootPath, row));
      return dirFile(folder, row, thumbnail);
    }),
  );
}

/**
 * POST /api_myfilex/isphotoroot {relpath}: true when the folder (a plain media
 * relpath, "<root>/<path>") lists at least one photo and no subfolders - a
 * leaf album the photo player can open as a whole. Videos alongside the
 * photos do not change the answer.
 */
export async function isPhotoRoot(caller: Caller, mediaRelpath: string): Promise<boolean> {
  const folder = await homeFolder(caller, mediaRelpath);
  const kinds = await folderKinds(folder.rootId, folder.pathInRoot);
  return kinds.hasPhotos && !kinds.hasFolders;
}
