"use client";

import { queryOptions } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import { b64 } from "@/components/collections/api";
import type { IndexStatus, SearchItem, SearchResults } from "@/lib/search/service";
import type { SearchKind } from "./order";

// The search calls for the overlay: /api_gidx_f2f (home files) or /api_gidx_yt (video links).

export type { SearchItem };

const prefix = (kind: SearchKind) => `/api_gidx_${kind}`;

/** Whether the index finds everything; asked again every few seconds while it is being rebuilt. */
export const readyQuery = (kind: SearchKind) =>
  queryOptions({
    queryKey: ["search", "ready", kind] as const,
    queryFn: async () => unwrap(await getJson<boolean>(`${prefix(kind)}/is_gidx_ready`), "errors.apiError"),
    refetchInterval: (query) => (query.state.data === false ? 3_000 : false),
    staleTime: Infinity,
  });

/** The matches, best first (the server's groups flattened in their order). Query and folder travel as url-safe base64. */
export async function runSearch(kind: SearchKind, query: string, relpath: string | null): Promise<SearchItem[]> {
  const body = { query: b64(query), ...(relpath ? { relpath: b64(relpath) } : {}) };
  return Object.values(unwrap(await postJson<SearchResults>(`${prefix(kind)}/search`, body), "errors.apiError")).flat();
}

/** The index's state (gidx_status); asked every second while a rebuild runs. */
export const indexStatusQuery = (kind: SearchKind) =>
  queryOptions({
    queryKey: ["search", "status", kind] as const,
    queryFn: async () => unwrap(await getJson<IndexStatus>(`${prefix(kind)}/gidx_status`), "errors.apiError"),
    refetchInterval: (query) => (query.state.data?.state === "running" ? 1_000 : false),
  });

/** Rebuilds the index (start_gidx, the owner only); answers its state as it starts. */
export async function startIndex(kind: SearchKind): Promise<IndexStatus> {
  return unwrap(await getJson<IndexStatus>(`${prefix(kind)}/start_gidx`), "errors.apiError");
}
