-- The search vector without the text parser. lib/search/text.ts already
-- splits, folds and pairs the terms of "searchText" ("<title terms>\t<path
-- terms>", separated by spaces): the database now takes them as they are
-- (array_to_tsvector) instead of running to_tsvector over them, which cost
-- most of the time of writing a row (about 4x a plain insert on PGlite). The
-- title/path distinction moves from weights (which need positions, which only
-- the parser gives) into the lexemes: each path term is marked with a leading
-- '/' (lib/search/text.ts PATH_MARK), so a title match is its own lexeme.
-- string_to_array of an empty part gives '' and a bare '/': both removed
-- (a tsvector takes no empty lexeme). Queries are tsquery literals built
-- the same way (lib/search/text.ts rankedQueries), no parser on either side.
-- The columns are made again (a generated expression cannot be altered before
-- PostgreSQL 17), which recomputes every row and drops their indexes.

-- AlterTable
ALTER TABLE "MediaFile" DROP COLUMN "searchVector";
ALTER TABLE "MediaFile" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  array_to_tsvector(array_remove(array_remove(string_to_array(
    split_part("searchText", E'\t', 1) || ' /' || replace(split_part("searchText", E'\t', 2), ' ', ' /'), ' '), ''), '/'))
) STORED;

-- AlterTable
ALTER TABLE "VideoLink" DROP COLUMN "searchVector";
ALTER TABLE "VideoLink" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  array_to_tsvector(array_remove(array_remove(string_to_array(
    split_part("searchText", E'\t', 1) || ' /' || replace(split_part("searchText", E'\t', 2), ' ', ' /'), ' '), ''), '/'))
) STORED;

-- CreateIndex
CREATE INDEX "MediaFile_searchVector_idx" ON "MediaFile" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "VideoLink_searchVector_idx" ON "VideoLink" USING GIN ("searchVector");
