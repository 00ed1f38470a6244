/**
 * Tells the tab's query cache that every answer may be stale (the interface
 * language changed: some replies carry texts in it), without the caller
 * loading TanStack Query: the menu bar's language switch is on every page.
 */
export const QUERIES_STALE_EVENT = "hems:queries-stale";

export function markQueriesStale() {
  window.dispatchEvent(new Event(QUERIES_STALE_EVENT));
}
