import { countOtherFileRows, dropFileSearchIndexes, ensureFileSearchIndexes } from "./queries";

// A big first scan writes its rows without the search indexes and builds them
// once at the end; so does a big rebuild (start_gidx) of a home's search
// texts. Kept row by row, the two GIN indexes (terms and trigrams) cost the
// inserts several times what building them over the same rows does
// (bench/search/search.ts measures both).
//
// The indexes cover every home's rows, so they are dropped only once this
// write's rows outnumber all the others (counted once, at the first check):
// the one build then costs at most about twice what this write adds, and the
// decision comes at the first batch of a fresh install. Other homes are not
// cut off meanwhile, only slower: their rows are at most as many as this
// write's, and a search of theirs reads them through the "rootId" b-trees
// (in time that grows with their own rows) until the indexes are back. Keeping
// them fully unaffected would need an index per home (a partitioned table),
// which the rest of the media index does not have. A process that stops
// before the end has the indexes rebuilt by the next is_gidx_ready
// (lib/search/service.ts).

/** New rows of one write from which the search indexes may be left out (the scanner's batch). */
export const BULK_SEARCH_ROWS = 2_000;

export class SearchIndexBulkWrite {
  private inserted = 0;
  private others: number | undefined;
  private dropped = false;

  /** `rootIds`: the roots written (one for a scan, a home's for a rebuild). */
  constructor(
    private readonly rootIds: string[],
    private readonly threshold = BULK_SEARCH_ROWS,
  ) {}

  /** Before `count` rows of the roots are inserted (or their search texts rewritten). */
  async beforeInsert(count: number): Promise<void> {
    this.inserted += count;
    if (this.dropped || this.inserted < this.threshold) return;
    this.others ??= await countOtherFileRows(this.rootIds);
    if (this.others > this.inserted) return;
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
