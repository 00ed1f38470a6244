// The search overlay's contract with the search feature (which listens for it).

/** Dispatched on `window` when a search is submitted. */
export const SEARCH_EVENT = "hems:search";
/** Dispatched on `window` when the clear (x) button empties the search. */
export const SEARCH_CLEAR_EVENT = "hems:search-clear";

export type SearchRequest = { query: string; relpath: string | null };

/** A search is submitted only with non-empty trimmed text; the folder scope travels along. */
export function searchRequest(text: string, relpath: string | null | undefined): SearchRequest | null {
  const query = text.trim();
  return query ? { query, relpath: relpath || null } : null;
}
