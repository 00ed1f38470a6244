import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import type { DirFilesPage } from "../types";

// GET /api_myfilex/dirfilesall/{page}/{encodedRelpath}: a folder page by page
// (data is a JSON string). Page 0 comes from the server page; the next page
// number is in each reply, -1 when everything is loaded. Thumbnails as
// cacheable URLs (?thumbs=url), like the server's page 0.

const LAST_PAGE = -1;

export const dirFilesAllKey = (enRelpath: string) => ["myfilex", "dirfilesall", enRelpath] as const;

export async function fetchDirFilesPage(enRelpath: string, page: number): Promise<DirFilesPage> {
  return JSON.parse(unwrap(await getJson<string>(`/api_myfilex/dirfilesall/${page}/${enRelpath}?thumbs=url`))) as DirFilesPage;
}

export function dirFilesAllOptions(firstPage: DirFilesPage) {
  const enRelpath = firstPage.dir_info.en_relpath;
  return infiniteQueryOptions({
    queryKey: dirFilesAllKey(enRelpath),
    queryFn: ({ pageParam }) => fetchDirFilesPage(enRelpath, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: DirFilesPage) => (last.page === LAST_PAGE ? undefined : last.page),
    initialData: { pages: [firstPage], pageParams: [0] },
  });
}

/** A folder's pages: the server's page 0, then further pages on demand (fetchNextPage). */
export function useDirFilesAll(firstPage: DirFilesPage) {
  return useInfiniteQuery(dirFilesAllOptions(firstPage));
}

/** A folder's pages from page 0 on, for the pickers (fetchNextPage while hasNextPage); null: no folder, nothing fetched. */
export function useFolderPages(enRelpath: string | null) {
  return useInfiniteQuery({
    queryKey: dirFilesAllKey(enRelpath ?? ""),
    queryFn: ({ pageParam }) => fetchDirFilesPage(enRelpath!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: DirFilesPage) => (last.page === LAST_PAGE ? undefined : last.page),
    enabled: enRelpath !== null,
  });
}
