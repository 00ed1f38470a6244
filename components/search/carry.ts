// The search carry (documents: searchCarry:v1 in session storage): leaving a
// result to play it and coming back to the same page restores the query and
// the results, for 15 minutes. Delete (the clear button) forgets it.

import type { SearchItem } from "@/lib/search/service";

export const CARRY_KEY = "searchCarry:v1";
export const CARRY_MS = 15 * 60 * 1000;

/** A result as carried: what the grid shows, without the tooltip and description it does not. */
export type CarriedResult = Omit<SearchItem, "tooltip" | "description">;

export type SearchCarry = {
  id: string;
  ts: number;
  expiresAt: number;
  /** The page the search was made on. */
  from: string;
  query: string;
  /** The result that was opened. */
  index: number;
  results: CarriedResult[];
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function saveCarry(store: Store, carry: Omit<SearchCarry, "id" | "ts" | "expiresAt">, now = Date.now()): void {
  const value: SearchCarry = { id: `${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`, ts: now, expiresAt: now + CARRY_MS, ...carry };
  try {
    store.setItem(CARRY_KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused: the search is simply not carried.
  }
}

/** The carry made on this page and not expired; an expired or unreadable one is removed. */
export function readCarry(store: Store, page: string, now = Date.now()): SearchCarry | null {
  const stored = store.getItem(CARRY_KEY);
  if (stored === null) return null;
  let carry: SearchCarry | null = null;
  try {
    carry = JSON.parse(stored) as SearchCarry | null;
  } catch {
    carry = null;
  }
  if (!carry || typeof carry.expiresAt !== "number" || !Array.isArray(carry.results) || typeof carry.query !== "string") {
    clearCarry(store);
    return null;
  }
  if (carry.expiresAt <= now) {
    clearCarry(store);
    return null;
  }
  return carry.from === page ? carry : null;
}

export function clearCarry(store: Store): void {
  try {
    store.removeItem(CARRY_KEY);
  } catch {
    // Nothing to forget.
  }
}
