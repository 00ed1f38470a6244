import { countOtherFileRows, dropFileSearchIndexes, ensureFileSearchIndexes } from "./queries";

// A big first scan writes its rows without the search indexes and builds them
// once at the end; so does a big rebuild (start_gidx) of a home's search texts. Kept row by row, the two GIN indexes (terms and trigrams)
// cost the inserts several times what building them over the same rows does
// (bench/search/search.ts measures both). The indexes cover every root, so
// they are dropped only when this scan's new rows, at the 10,000th, outnumber
// all the others: the one build then costs at most about twice what this scan adds. Nothing
// is lost meanwhile: a search reads the table without them, slower, and a
// process that stops before the end has them rebuilt by the next
// is_gidx_ready (lib/search/service.ts).

/** New rows of one scan after which its further rows go in without the search indexes. */
export const BULK_SEARCH_ROWS = 10_000;

export class SearchIndexBulkWrite {
  private inserted = 0;
  private decided = false;
  private dropped = false;

  /** `rootIds`: the roots written (one for a scan, a home's for a rebuild). */
  constructor(
    private readonly rootIds: string[],
    private readonly threshold = BULK_SEARCH_ROWS,
  ) {}

  /** Before `count` rows of the roots are inserted (or their search texts rewritten). */
  async beforeInsert(count: number): Promise<void> {
    this.inserted += count;
    if (this.decided || this.inserted < this.threshold) return;
    this.decided = true;
    if ((await countOtherFileRows(this.rootIds)) > this.inserted) return;
    this.dropped = true;
    await dropFileSearchIndexes();
  }

  /** After the last row (also when the scan failed or stopped): the indexes are back. */
  async finish(): Promise<void> {
    if (!this.dropped) return;
    this.dropped = false;
    await ensureFileSearchIndexes();
  }
}
