import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import type { DirFile } from "../types";

// GET /api_myfilex/folderbrief/{encodedRelpath}?thumbs=url: up to 4 photos and
// videos of a folder for its card, thumbnails as cacheable URLs (the legacy
// default is base64). Asked only once the card is in view; thumbnails of a
// folder do not change while the page is open.

export const folderBriefKey = (enRelpath: string) => ["myfilex", "folderbrief", enRelpath] as const;

export function folderBriefOptions(enRelpath: string) {
  return queryOptions({
    queryKey: folderBriefKey(enRelpath),
    queryFn: async () => unwrap(await getJson<DirFile[]>(`/api_myfilex/folderbrief/${enRelpath}?thumbs=url`)),
    staleTime: Infinity,
  });
}

export function useFolderBrief(enRelpath: string, enabled: boolean) {
  return useQuery({ ...folderBriefOptions(enRelpath), enabled });
}
