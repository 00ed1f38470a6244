import type { Caller } from "../auth/session";
import { notFound } from "../http/errors";
import {
  dirFiles,
  dirFilesBrief,
  dirFilesRoot,
  dirInfo,
  firstRootFolder,
  homeFolder,
  type DirFile,
  type DirInfo,
  type MediaRootSummary,
  type ThumbnailForm,
} from "./browse";
import { encodeUrlSafeBase64Path } from "./paths";
import { LAST_PAGE } from "./schemas";
import { homeFile, streamUrlOf } from "./player";
import { listFolderRange } from "./queries/listing";
import { findHomeNumber } from "./queries/roots";

// The home browse calls of /api_hems_f2f/: {id} is a home number, and only the
// caller's own home answers; any other number is a 404 (whether or not that
// home exists).

export const HOME_NOT_FOUND = "Home not found.";

async function requireOwnHome(caller: Caller, homeNumber: string): Promise<void> {
  const own = await findHomeNumber(caller.homeId);
  if (own === null || own !== homeNumber) throw notFound(HOME_NOT_FOUND);
}

/** GET agent/{id}/online. */
export async function agentOnline(caller: Caller, homeNumber: string): Promise<{ online: true }> {
  await requireOwnHome(caller, homeNumber);
  return { online: true };
}

/** GET browse/{id}/media: the home's media roots. */
export async function browseMedia(caller: Caller, homeNumber: string): Promise<MediaRootSummary[]> {
  await requireOwnHome(caller, homeNumber);
  return dirFilesRoot(caller);
}

export type SubdirsPage = { dir_info: DirInfo; dir_files: DirFile[]; page: number; page_size: number; next_page: number };

/** GET browse/{id}/subdirs?relpath&page&page_size: one page of a folder's entries (folders first); no relpath: the first root. */
export async function browseSubdirs(
  caller: Caller,
  homeNumber: string,
  relpath: string | undefined,
  page: number,
  pageSize: number,
  thumbs: ThumbnailForm,
): Promise<SubdirsPage> {
  await requireOwnHome(caller, homeNumber);
  const folder = relpath === undefined ? await firstRootFolder(caller) : await homeFolder(caller, relpath);
  const start = page * pageSize;
  const rows = await listFolderRange(folder.rootId, folder.pathInRoot, start, pageSize + 1);
  const onPage = rows.filter((row) => row.sortKey < start + pageSize);
  return {
    dir_info: dirInfo(folder),
    dir_files: await dirFiles(folder, onPage, thumbs),
    page,
    page_size: pageSize,
    next_page: onPage.length < rows.length ? page + 1 : LAST_PAGE,
  };
}

/** GET browse/{id}/subdirsbrief?relpath: the folder's first page, brief (as dirfilesbrief). */
export async function browseSubdirsBrief(caller: Caller, homeNumber: string, relpath: string | undefined, thumbs: ThumbnailForm) {
  await requireOwnHome(caller, homeNumber);
  const folder = relpath === undefined ? await firstRootFolder(caller) : await homeFolder(caller, relpath);
  return dirFilesBrief(caller, encodeUrlSafeBase64Path(folder.mediaRelpath), thumbs);
}

/** GET browse/{id}/file?file_relpath: the stream URL of a photo or video of the home. */
export async function browseFileUrl(caller: Caller, homeNumber: string, fileRelpath: string): Promise<string> {
  await requireOwnHome(caller, homeNumber);
  return streamUrlOf(await homeFile(caller, fileRelpath));
}
