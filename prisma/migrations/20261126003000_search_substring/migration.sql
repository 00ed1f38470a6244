-- Words inside words ('mmer' finds 'Summer'): trigram indexes over the search
-- text, which LIKE '%word%' uses (lib/search/queries.ts), for words of 3+
-- characters. pg_trgm goes into schema public, which every schema's search
-- can reach by name: on a server the extension is one per database, shared
-- by the schemas of several installs or test files. PGlite loads it at open
-- (lib/db/adapter.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- CreateIndex
CREATE INDEX "MediaFile_searchText_trgm_idx" ON "MediaFile" USING GIN ("searchText" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "VideoLink_searchText_trgm_idx" ON "VideoLink" USING GIN ("searchText" public.gin_trgm_ops);
