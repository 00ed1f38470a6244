-- Keyword search (lib/search). The application writes "searchText" as
-- "<title terms>\t<path terms>" (lib/search/text.ts: case and accents folded,
-- CJK characters and adjacent pairs); the database derives a 'simple'
-- tsvector from it, the title part weighted A and the path part B, and keeps
-- it in a GIN index. Prisma cannot express a generated column: the schema
-- lists "searchVector" as Unsupported("tsvector") and never writes it.

-- Rows written before this rule have no tab in "searchText": the search
-- service finds them and rebuilds their terms (is_gidx_ready, start_gidx).

-- AlterTable
ALTER TABLE "MediaFile" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, split_part("searchText", E'\t', 1)), 'A') ||
  setweight(to_tsvector('simple'::regconfig, split_part("searchText", E'\t', 2)), 'B')
) STORED;

-- AlterTable
ALTER TABLE "VideoLink" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, split_part("searchText", E'\t', 1)), 'A') ||
  setweight(to_tsvector('simple'::regconfig, split_part("searchText", E'\t', 2)), 'B')
) STORED;

-- CreateIndex
CREATE INDEX "MediaFile_searchVector_idx" ON "MediaFile" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "VideoLink_searchVector_idx" ON "VideoLink" USING GIN ("searchVector");
