// Pure rules of the Home Name / Owner Name form (settings and onboarding).

export type Names = { home_name: string; owner_name: string };

/** The trimmed names that differ from what is saved (only those are sent). */
export function changedNames(saved: Names, typed: Names): Partial<Names> {
  const changes: Partial<Names> = {};
  const home = typed.home_name.trim();
  const owner = typed.owner_name.trim();
  if (home !== saved.home_name) changes.home_name = home;
  if (owner !== saved.owner_name) changes.owner_name = owner;
  return changes;
}

/** Resolves with `work`'s result, but not before `minMs` have passed (so 'Updating...' is readable). */
export async function withMinimumDuration<T>(work: Promise<T>, minMs: number, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  const [result] = await Promise.all([work, wait(minMs)]);
  return result;
}
