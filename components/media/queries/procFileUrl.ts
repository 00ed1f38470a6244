import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import type { DirFile, OpenedFile, OpenKind } from "../types";

// GET /api_myfilex/procphotourl/{id} and procvideourl/{id} (?thumbs=url): the
// photos (or videos) of an item's folder around it, the list a player plays.

type ProcUrl = { en_file_relpath: string; title: string; relpath: string; dir_files: DirFile[] };

export const procFileUrlKey = (kind: OpenKind, id: number) => ["myfilex", `proc${kind}url`, id] as const;

export function procFileUrlOptions(kind: OpenKind, id: number) {
  return queryOptions({
    queryKey: procFileUrlKey(kind, id),
    queryFn: async () => unwrap(await getJson<ProcUrl>(`/api_myfilex/proc${kind}url/${id}?thumbs=url`)).dir_files,
  });
}

/** The player list for an opened item; the server's list when the page was opened on this item. */
export function usePlayerList(kind: OpenKind, item: DirFile | null, serverOpened: OpenedFile | null) {
  const fromServer = serverOpened && item && serverOpened.kind === kind && serverOpened.item.id === item.id ? serverOpened.list : undefined;
  return useQuery({ ...procFileUrlOptions(kind, item?.id ?? 0), enabled: item !== null, initialData: fromServer });
}
