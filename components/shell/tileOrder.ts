import { TILE_IDS, type Tile } from "@/lib/shell/tiles";

// Pure helpers behind the icon menu's drag-to-reorder and search.

/** Where visitors without an account keep their tile order. */
export const TILE_ORDER_STORAGE_KEY = "hems:tileOrder";

/** Moves `activeId` to the place of `overId`; unknown ids leave the order as it is. */
export function moveId(order: readonly string[], activeId: string, overId: string): string[] {
  const from = order.indexOf(activeId);
  const to = order.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** Reads a stored order; anything but a list of known tile ids yields an empty order. */
export function parseStoredOrder(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const known = new Set<string>(TILE_IDS);
    return [...new Set(value.filter((id): id is string => typeof id === "string" && known.has(id)))];
  } catch {
    return [];
  }
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Case-insensitive match of the trimmed query against each tile's label (and id). */
export function filterTiles<T extends Tile>(tiles: readonly T[], labelOf: (tile: T) => string, query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...tiles];
  return tiles.filter((tile) => labelOf(tile).toLocaleLowerCase().includes(needle) || tile.id.toLowerCase().includes(needle));
}
