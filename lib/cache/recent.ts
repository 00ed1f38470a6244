// A small per-process map of values that expire, for the media byte streams'
// short caches. One map per name in the whole process: server.ts and Next's
// bundles each load the modules that use it, and a change handled by Next
// (a sign-out, a root removed) must reach the map server.ts reads.

type Entry<V> = { value: V; until: number };

export type RecentMap<V> = {
  /** The value stored under `key` unless it has expired. */
  get(key: string): V | undefined;
  /** Stores `value` until the time `until` (ms since the epoch); a full map is emptied first. */
  set(key: string, value: V, until: number): void;
  delete(key: string): void;
  clear(): void;
};

export function recentMap<V>(name: string, maxEntries: number): RecentMap<V> {
  const entries = ((globalThis as Record<symbol, unknown>)[Symbol.for(`hems.${name}`)] ??= new Map()) as Map<string, Entry<V>>;
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      if (hit) entries.delete(key);
      return undefined;
    },
    set(key, value, until) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, until });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
