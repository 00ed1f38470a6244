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

/**
 * Dispatched on `window` by whatever shows search results, with their count;
 * the tebe home screen blurs its wallpaper behind more than none.
 */
export const SEARCH_RESULTS_EVENT = "hems:search-results";
export type SearchResults = { count: number };

/** Whether a results event should blur a wallpaper behind them (documents: "a result count above 0"). */
export function blursWallpaper(detail: unknown): boolean {
  const count = (detail as Partial<SearchResults> | null)?.count;
  return typeof count === "number" && count > 0;
}
