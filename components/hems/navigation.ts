"use client";

import type { MouseEvent } from "react";

// The hosted home browse moves between its addresses without a server round
// trip: Next's router follows pushState and replaceState (usePathname and
// useSearchParams change), and the view reads its state from the address
// (./address.ts). Links stay real links, so a new tab or a copied link works.

/** Shows `address` as a new history entry (or in place of this one). */
export function goTo(address: string, { replace = false } = {}): void {
  if (window.location.pathname + window.location.search === address) return;
  // No state of our own: Next's router syncs only calls whose state is not its own (__NA), and keeps its state in the entry.
  if (replace) window.history.replaceState(null, "", address);
  else window.history.pushState(null, "", address);
}

/** A link's onClick: a plain click moves in place; a click with a modifier (new tab, download) is the browser's. */
export function followInPlace(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  goTo(event.currentTarget.getAttribute("href") ?? "");
}
