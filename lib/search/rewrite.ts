import { SearchIndexBulkWrite } from "./bulk";
import * as q from "./queries";
import { searchDocument } from "./text";

/** File rows read per batch of a rewrite. */
export const REWRITE_BATCH = 1_000;

/**
 * Brings the search text of every file row of some roots up to the current
 * rule (lib/search/text.ts): rows written by an older version, or before
 * search existed. Rows already up to date are only read, so a rebuild of a
 * current index writes nothing and keeps the search indexes; many changed
 * rows are written without them, built once after (bulk.ts). `progress` gets
 * the rows read so far after each batch. Answers how many rows changed.
 */
export async function rewriteFileTexts(rootIds: string[], progress: (read: number) => Promise<void>): Promise<number> {
  const searchIndexes = new SearchIndexBulkWrite(rootIds);
  let read = 0;
  let changed = 0;
  try {
    for (let after = 0; ;) {
      const rows = await q.fileBatch(rootIds, after, REWRITE_BATCH);
      const last = rows.at(-1);
      if (!last) break;
      const stale = rows.flatMap(({ id, title, parent, text }) => {
        const current = searchDocument(title, parent);
        return current === text ? [] : [{ id, text: current }];
      });
      if (stale.length) {
        await searchIndexes.beforeInsert(stale.length);
        await q.setFileTexts(stale);
      }
      after = last.id;
      read += rows.length;
      changed += stale.length;
      await progress(read);
    }
  } finally {
    await searchIndexes.finish();
  }
  return changed;
}
