import { queryOptions } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import type { MediaRootSummary } from "@/components/media/types";

// GET /api_hems_f2f/browse/{home number}/media: the home's media roots with
// their counts, answered by the home through its agent (503 while offline).

export const homeMediaKey = (homeNumber: string) => ["hems_f2f", "media", homeNumber] as const;

export function homeMediaOptions(homeNumber: string) {
  return queryOptions({
    queryKey: homeMediaKey(homeNumber),
    queryFn: async () => unwrap(await getJson<MediaRootSummary[]>(`/api_hems_f2f/browse/${homeNumber}/media`)),
  });
}
