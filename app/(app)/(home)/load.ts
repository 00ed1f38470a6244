import "server-only";
import { redirect } from "next/navigation";
import type { Caller } from "@/lib/auth/session";
import { getCaller } from "@/lib/shell/server";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { AppError } from "@/lib/http/errors";
import { QueryClient, dehydrate, type DehydratedState } from "@tanstack/react-query";
import { FILE_TYPE, dirFilesAll, dirFilesRoot, folderBrief, type DirFile, type DirFilesPage } from "@/lib/media/browse";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path } from "@/lib/media/paths";
import { isFileIdText } from "@/lib/media/file-id";
import { homeEntryById, homeFile, mediaItem, mediaRelpathOf, procFileUrl } from "@/lib/media/player";
import { folderBriefKey } from "@/components/media/queries/folderBrief";
import type { DirectoryRoot, OpenedFile } from "@/components/media/types";

// What the library pages load on the server, composed from lib/media (never
// through the app's own API). A route segment naming an item is either its
// file id (the legacy paphotoid/pavideoid/pafolderid) or the url-safe
// base64 of its media relpath (what the pages push to browser history).

/** The app's pages show thumbnails by their cacheable URLs (the legacy calls' default is base64). */
const PAGE_THUMBS = "url";

/** Folder cards whose previews come with the page (a first screen, phone or desktop), so their pictures, often the largest paint, are in its HTML. */
const FOLDER_PREVIEWS_WITH_PAGE = 8;

/** The signed-in caller, or a redirect to the right re-login notice. */
export async function requirePageCaller(pathname: string): Promise<Caller> {
  const caller = await getCaller();
  if (caller) return caller;
  await requirePageViewer(pathname);
  // requirePageViewer reads the same caller and redirects when there is none: not reached, but it leaves no path without a caller.
  redirect("/");
}

/** Documents: "Directory init failure: redirect to site root" (a bad or unknown path, an item of another home). */
async function orSiteRoot<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) redirect("/");
    throw error;
  }
}

/** The directory home: each media root with the first page of its entries. */
export async function loadDirectoryHome(caller: Caller): Promise<DirectoryRoot[]> {
  const roots = await dirFilesRoot(caller);
  return Promise.all(roots.map(async (root) => ({ root, page: await dirFilesAll(caller, 0, root.en_file_relpath, PAGE_THUMBS) })));
}

/** The first page of a folder named by id or encoded relpath. */
export function loadFolder(caller: Caller, segment: string): Promise<DirFilesPage> {
  return orSiteRoot(async () => {
    if (!isFileIdText(segment)) return dirFilesAll(caller, 0, segment, PAGE_THUMBS);
    const folder = await homeEntryById(caller, Number(segment), ["folder"]);
    return dirFilesAll(caller, 0, encodeUrlSafeBase64Path(mediaRelpathOf(folder)), PAGE_THUMBS);
  });
}

/** A photo or video named by id or encoded relpath, the player list of its folder (same kind only) and the folder's first page. */
export function loadOpenedFile(caller: Caller, segment: string, kind: "photo" | "video"): Promise<{ opened: OpenedFile; folder: DirFilesPage }> {
  return orSiteRoot(async () => {
    const entry = isFileIdText(segment)
      ? await homeEntryById(caller, Number(segment), [kind])
      : await homeFile(caller, decodeUrlSafeBase64Path(segment), [kind]);
    const item: DirFile = mediaItem(entry);
    const [{ dir_files }, folder] = await Promise.all([
      procFileUrl(caller, entry.id, kind, PAGE_THUMBS),
      dirFilesAll(caller, 0, encodeUrlSafeBase64Path([entry.rootName, entry.parent].filter(Boolean).join("/")), PAGE_THUMBS),
    ]);
    return { opened: { kind, item, list: dir_files }, folder };
  });
}

/**
 * The previews (folderbrief) of the first folder cards on `pages`, as the
 * cards' query cache holds them (for a HydrationBoundary): the cards render
 * their pictures on the server instead of asking once hydrated. A folder
 * whose preview fails is left to its card, which asks again.
 */
export async function loadFolderPreviews(caller: Caller, pages: DirFilesPage[]): Promise<DehydratedState> {
  const folders = pages
    .flatMap((page) => page.dir_files)
    .filter((file) => file.file_type === FILE_TYPE.folder)
    .slice(0, FOLDER_PREVIEWS_WITH_PAGE);
  const previews = await Promise.all(folders.map((folder) => folderBrief(caller, folder.en_file_relpath, PAGE_THUMBS).catch(() => null)));
  const cache = new QueryClient();
  folders.forEach((folder, at) => {
    if (previews[at]) cache.setQueryData(folderBriefKey(folder.en_file_relpath), previews[at]);
  });
  return dehydrate(cache);
}
