// Checked reads for tests and benchmarks: a missing entry fails right there,
// naming what was missing, instead of as "cannot read properties of undefined" later.

/** `items[index]`; throws when there is no such entry. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an entry at index ${index} of ${items.length}`);
  return item;
}

/** `record[key]`; throws when the key is missing. */
export function valueAt<T>(record: Readonly<Record<string, T>>, key: string): T {
  const value = record[key];
  if (value === undefined) throw new Error(`expected a value for ${JSON.stringify(key)}`);
  return value;
}

/** What `run` throws, for a test to check; throws itself when `run` returns. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected it to throw");
}
