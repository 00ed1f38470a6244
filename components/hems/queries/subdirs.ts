import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import { FILE_TYPE } from "@/components/media/fileTypes";
import type { DirFile, DirFilesPage } from "@/components/media/types";

// GET /api_hems_f2f/browse/{home number}/subdirs?relpath&page&page_size: one
// page of a home folder (folders first), answered by the home through its
// agent with thumbnails inline (base64 data URLs); next_page is -1 when
// everything is loaded. A folder card asks for a short first page only, for
// the thumbnails of its mosaic.

export type SubdirsPage = { dir_info: DirFilesPage["dir_info"]; dir_files: DirFile[]; page: number; page_size: number; next_page: number };

const LAST_PAGE = -1;
export const SUBDIRS_PAGE_SIZE = 60;
/** Entries a folder card asks for: enough to find 4 photos or videos after a few subfolders. */
const PREVIEW_PAGE_SIZE = 12;

export const subdirsKey = (homeNumber: string, relpath: string) => ["hems_f2f", "subdirs", homeNumber, relpath] as const;
export const folderPreviewKey = (homeNumber: string, relpath: string) => ["hems_f2f", "subdirs-preview", homeNumber, relpath] as const;

async function fetchSubdirs(homeNumber: string, relpath: string, page: number, pageSize: number): Promise<SubdirsPage> {
  const query = new URLSearchParams({ relpath, page: String(page), page_size: String(pageSize) });
  return unwrap(await getJson<SubdirsPage>(`/api_hems_f2f/browse/${homeNumber}/subdirs?${query}`));
}

/** A folder page by page (fetchNextPage while hasNextPage). */
export function subdirsOptions(homeNumber: string, relpath: string) {
  return infiniteQueryOptions({
    queryKey: subdirsKey(homeNumber, relpath),
    queryFn: ({ pageParam }) => fetchSubdirs(homeNumber, relpath, pageParam, SUBDIRS_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last: SubdirsPage) => (last.next_page === LAST_PAGE ? undefined : last.next_page),
  });
}

/** Up to 4 thumbnails of a folder's first photos and videos, for its card; they do not change while the page is open. */
export function folderPreviewOptions(homeNumber: string, relpath: string) {
  return queryOptions({
    queryKey: folderPreviewKey(homeNumber, relpath),
    queryFn: async () =>
      (await fetchSubdirs(homeNumber, relpath, 0, PREVIEW_PAGE_SIZE)).dir_files.filter((file) => file.file_type !== FILE_TYPE.folder).slice(0, 4),
    staleTime: Infinity,
  });
}
