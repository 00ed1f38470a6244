// Array helpers shared by the client and the server (no imports: safe in both).

/** Exchanges the entries at `i` and `j` in place; an index out of range leaves `items` as it is. */
export function swapInPlace<T>(items: T[], i: number, j: number): void {
  if (i < 0 || j < 0 || i >= items.length || j >= items.length) return;
  // Both indexes are in range (checked above), so both reads are entries of `items`.
  [items[i], items[j]] = [items[j] as T, items[i] as T];
}

/** A copy of `items` in random order (Fisher-Yates); `random` returns a number in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) swapInPlace(out, i, Math.floor(random() * (i + 1)));
  return out;
}
