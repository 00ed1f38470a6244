// Which items of a folder a player list holds. Lists are bounded (a folder may
// hold 10,000 photos), so a list is a window around the chosen item rather
// than the folder's first items: any item of any folder opens in a full player.
//
// - Photo lists are circular (a photo list is rotated to start at the
//   current photo; left from the first photo wraps to the last). The window
//   takes the items just before and just after the chosen one, wrapping past
//   the folder's ends, and comes back in folder order from its first item, so
//   rotating it to the chosen item gives what rotating the whole folder gives
//   near the chosen item: the next photos after it, the previous one last.
// - Video lists are linear (videos play in folder order from the chosen one,
//   'End' after the last): the window keeps folder order and
//   slides so that it never wraps, keeping as many items after the chosen one
//   as before it (more on one side when the other side runs out).
// A folder that fits is returned whole, in folder order, either way.
// Pure: the database is behind `WindowSource`.

export type WindowSource<T> = {
  /** Items from the chosen position on (the chosen item first), ascending, at most `limit`. */
  after(limit: number): Promise<T[]>;
  /** Items before the chosen position, nearest first, at most `limit`. */
  before(limit: number): Promise<T[]>;
  /** The folder's first items, ascending. */
  head(limit: number): Promise<T[]>;
  /** The folder's last items, last first. */
  tail(limit: number): Promise<T[]>;
};

/** Items kept before the chosen one in a window of `size` (the rest are the chosen one and after). */
export const itemsBefore = (size: number) => Math.floor((size - 1) / 2);

export async function playerWindow<T>(source: WindowSource<T>, size: number, circular: boolean): Promise<T[]> {
  // One more than a window on each side tells whether the folder fits.
  const [after, before] = await Promise.all([source.after(size + 1), source.before(size + 1)]);
  if (after.length + before.length <= size) return [...before].reverse().concat(after);

  const wantBefore = itemsBefore(size);
  if (!circular) {
    const takeBefore = Math.min(before.length, Math.max(wantBefore, size - after.length));
    const takeAfter = Math.min(after.length, size - takeBefore);
    return before.slice(0, takeBefore).reverse().concat(after.slice(0, takeAfter));
  }

  // The folder holds more than `size`: the wrapped-in items cannot overlap the others.
  const wantAfter = size - wantBefore;
  const afterPart = after.slice(0, wantAfter);
  const beforePart = before.slice(0, wantBefore);
  const [head, tail] = await Promise.all([
    afterPart.length < wantAfter ? source.head(wantAfter - afterPart.length) : Promise.resolve([]),
    beforePart.length < wantBefore ? source.tail(wantBefore - beforePart.length) : Promise.resolve([]),
  ]);
  return [...tail.reverse(), ...beforePart.reverse(), ...afterPart, ...head];
}
