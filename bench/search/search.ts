// Benchmark: keyword search over 100,000 titles in one home (not a test).
//   npx tsx bench/search/search.ts [--titles 100000] [--runs 40] [--build-runs 3]
// Set BENCH_DATABASE_URL=postgresql://... to measure on a PostgreSQL server
// too (a scratch schema is made and dropped); the embedded PGlite always runs.
//
// Titles: half English phrases, half Chinese, built from bench/search/words.ts,
// in nested folders (Albums/<year>/<place> <n>/...). Rows are written the way
// the scanner writes them (lib/media/queries/scan.ts insertFileRows, search text
// from lib/search/text.ts, the search indexes left out and built once past
// lib/search/bulk.ts's threshold, as the scanner does), the database deriving
// the tsvector.
//
// Figures, each beside its reference measured in the same run:
//   p50/p95 per query kind at concurrency 1 and 16, of the query the search
//   call runs (lib/search/queries.ts searchFiles), against the same search as
//   a sequential ILIKE '%...%' scan over a copy of the rows without the
//   search index; targets: p95 < 20 ms at concurrency 1, >= 10x faster than
//   the scan at p95.
//   Building the index: the rows written with their search text (as a scan
//   does), against the database's floor: the same rows inserted with their
//   tsvector already computed into a table with the same other indexes (the
//   unique relpath and listing b-trees, which any write of these rows pays)
//   and no search index, then the same search indexes built (the tsvector
//   GIN and the trigram GIN); target <= 1.5x the floor. The floor's parts are
//   printed, and the bare floor (no b-trees) beside it.
//   The rebuild of every search text (start_gidx) after they all went out of
//   date, against its own floor: the same rows' search column rewritten in
//   place, already computed, then the same search indexes built (an UPDATE
//   writes a new version of each row and its b-tree entries, which an insert
//   into an empty table does not). Also the rebuild of a current index.

import crypto from "node:crypto";
import os from "node:os";
import { closeDatabase, migratedDatabase, onEachDatabase } from "../databases";
import { runInScratchFolder } from "../common";
import { CHINESE, ENGLISH } from "./words";
import { median, percentile, numberOption } from "../stats";

const TITLES = numberOption("titles", 100_000);
const RUNS = numberOption("runs", 40);
const BUILD_RUNS = numberOption("build-runs", 3);
const CONCURRENCY = 16;

process.env.LOG_LEVEL = "silent";

/** A deterministic random source, so every run searches the same library. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Row = { relpath: string; parent: string; title: string };

function makeRows(count: number): Row[] {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const rows: Row[] = [];
  const folders = new Set<string>();
  for (let i = 0; i < count; i++) {
    const chinese = i % 2 === 1;
    const words = 2 + Math.floor(random() * 3);
    const title = chinese ? Array.from({ length: words }, () => pick(CHINESE)).join("") : Array.from({ length: words }, () => pick(ENGLISH)).join(" ");
    // 25 years x 40 places x 100 titles per leaf folder; some one level deeper.
    const leaf = Math.floor(i / 100);
    const year = 2000 + (leaf % 25);
    const place = chinese ? `${CHINESE[leaf % CHINESE.length]} ${leaf}` : `${ENGLISH[leaf % ENGLISH.length]} ${leaf}`;
    const parent = leaf % 3 === 0 ? `Albums/${year}/${place}/Day ${1 + (i % 2)}` : `Albums/${year}/${place}`;
    const segments = parent.split("/");
    for (let d = 1; d <= segments.length; d++) folders.add(segments.slice(0, d).join("/"));
    rows.push({ relpath: `${parent}/${title} ${i}.jpg`, parent, title: `${title} ${i}` });
  }
  const folderRows = [...folders].map((relpath) => {
    const cut = relpath.lastIndexOf("/");
    return { relpath, parent: cut < 0 ? "" : relpath.slice(0, cut), title: relpath.slice(cut + 1) };
  });
  return [...folderRows, ...rows];
}

type Kind = { name: string; query: string; scope?: string };
const KINDS: Kind[] = [
  { name: "Chinese, 1 character", query: "山" },
  { name: "Chinese, 2-character word", query: "北京" },
  { name: "English word prefix", query: "summ" },
  { name: "two English words", query: "summer beach" },
  { name: "no match", query: "zqxjv" },
  { name: "folder-scoped prefix", query: "summ", scope: "Albums/2010" },
  { name: "top folder (all), 1 char", query: "山", scope: "Albums" },
];

async function measure(label: string, env: Record<string, string | undefined>): Promise<void> {
  const target = await migratedDatabase(env);
  const { db } = await import("../../lib/db");
  const { insertFileRows } = await import("../../lib/media/queries/scan");
  const { SearchIndexBulkWrite } = await import("../../lib/search/bulk");
  const { rewriteFileTexts } = await import("../../lib/search/rewrite");
  const q = await import("../../lib/search/queries");
  const { queryTerms, rankedQueries, searchDocument, foldText } = await import("../../lib/search/text");
  const raw = (sql: string, ...params: unknown[]) => db().$executeRawUnsafe(sql, ...params);

  const home = await db().home.create({ data: { number: String(crypto.randomInt(1e9, 1e10)), name: "bench" } });
  const root = await db().mediaRoot.create({ data: { homeId: home.id, name: "bench", path: "/nonexistent" } });
  const rows = makeRows(TITLES);
  const mtime = new Date().toISOString();

  const searchIndexDefs = async (table: string) =>
    db().$queryRawUnsafe<{ name: string; def: string }[]>(
      `SELECT indexname::text AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexdef ILIKE '%USING gin%'`,
      table,
    );
  const searchIndexes = await searchIndexDefs("MediaFile");

  /** The rows written as a scan writes them (search text computed here, tsvector and GIN index by the database). */
  async function write(): Promise<number> {
    const started = performance.now();
    const CHUNK = 2_000; // the scanner's batch (lib/media/scanner.ts MAX_BATCH)
    const bulk = new SearchIndexBulkWrite([root.id]);
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((row, j) => ({
        relpath: row.relpath,
        parent: row.parent,
        type: (row.relpath.endsWith(".jpg") ? "photo" : "folder") as "photo" | "folder",
        title: row.title,
        ext: row.relpath.endsWith(".jpg") ? "jpg" : "",
        size: 1,
        mtime,
        sortKey: i + j,
        searchText: searchDocument(row.title, row.parent),
      }));
      await bulk.beforeInsert(chunk.length);
      await insertFileRows(root.id, chunk);
    }
    await bulk.finish();
    return performance.now() - started;
  }

  /** The floor: the rows (copied in bench_source), tsvector already computed, into a table with no search index, then the same search indexes. */
  async function floor(withBtrees: boolean): Promise<{ insertMs: number; indexMs: number; rewriteMs: number }> {
    await raw(`CREATE TABLE bench_floor (LIKE "MediaFile" INCLUDING DEFAULTS ${withBtrees ? "INCLUDING INDEXES" : ""})`);
    const dropSearchIndexes = async () => {
      for (const { name } of await searchIndexDefs("bench_floor")) await raw(`DROP INDEX "${name}"`);
    };
    const buildSearchIndexes = async () => {
      const t0 = performance.now();
      for (const { name, def } of searchIndexes)
        await raw(def.replace(`INDEX "${name}"`, `INDEX "bench_${name}"`).replace(/ON (\S+\.)?"MediaFile"/, "ON bench_floor"));
      return performance.now() - t0;
    };
    await dropSearchIndexes();
    let t0 = performance.now();
    await raw(`INSERT INTO bench_floor SELECT * FROM bench_source`);
    const insertMs = performance.now() - t0;
    const indexMs = await buildSearchIndexes();
    // The rebuild's floor: every row's search column rewritten, already computed, then the same search indexes.
    await dropSearchIndexes();
    t0 = performance.now();
    await raw(`UPDATE bench_floor f SET "searchText" = s."searchText", "searchVector" = s."searchVector" FROM bench_source s WHERE f.id = s.id`);
    const rewriteMs = performance.now() - t0 + (await buildSearchIndexes());
    await raw(`DROP TABLE bench_floor`);
    return { insertMs, indexMs, rewriteMs };
  }

  /** The rebuild (start_gidx, lib/search/rewrite.ts) after every row's search text went out of date (as an older version wrote them), then of the current index. */
  async function rebuild(): Promise<{ staleMs: number; rewritten: number; currentMs: number; unchanged: number }> {
    await raw(`UPDATE "MediaFile" SET "searchText" = '' WHERE "rootId" = $1`, root.id);
    await raw(`VACUUM ANALYZE "MediaFile"`);
    let started = performance.now();
    const rewritten = await rewriteFileTexts([root.id], async () => {});
    const staleMs = performance.now() - started;
    started = performance.now();
    const unchanged = await rewriteFileTexts([root.id], async () => {});
    return { staleMs, rewritten, currentMs: performance.now() - started, unchanged };
  }

  // Each run writes the rows anew, then measures its floors and the rebuild, so every ratio has its reference from the same minute.
  type Build = { writeMs: number; bare: Awaited<ReturnType<typeof floor>>; same: Awaited<ReturnType<typeof floor>> } & Awaited<ReturnType<typeof rebuild>>;
  const builds: Build[] = [];
  for (let run = 0; run < BUILD_RUNS; run++) {
    if (run > 0) {
      await raw(`DELETE FROM "MediaFile" WHERE "rootId" = $1`, root.id);
      await raw(`VACUUM ANALYZE "MediaFile"`);
    }
    const writeMs = await write();
    await raw(`ANALYZE "MediaFile"`);
    await raw(`CREATE TABLE bench_source AS SELECT * FROM "MediaFile" WHERE "rootId" = $1`, root.id);
    const bare = await floor(false);
    const same = await floor(true);
    await raw(`DROP TABLE bench_source`);
    builds.push({ writeMs, bare, same, ...(await rebuild()) });
  }

  // ---- the reference: a copy of the rows without the search index, searched with ILIKE
  await raw(`CREATE TABLE bench_plain AS SELECT id, "rootId", relpath, parent, type, title, "sortKey" FROM "MediaFile" WHERE "rootId" = $1`, root.id);
  await raw(`ANALYZE bench_plain`);
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  async function ilike(kind: Kind): Promise<number> {
    const words = foldText(kind.query).split(/\s+/).filter(Boolean);
    const params: unknown[] = [root.id];
    const conditions = words.map((word) => {
      params.push(`%${escapeLike(word)}%`);
      return `(title ILIKE $${params.length} OR parent ILIKE $${params.length})`;
    });
    let scope = "";
    if (kind.scope) {
      params.push(kind.scope, `${kind.scope}/`);
      scope = `AND (parent = $${params.length - 1} OR starts_with(parent, $${params.length}))`;
    }
    const found = await db().$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM bench_plain WHERE "rootId" = $1 AND type <> 'folder' AND "sortKey" >= 0 AND ${conditions.join(" AND ")} ${scope} ORDER BY length(title), title, id LIMIT 200`,
      ...params,
    );
    return found.length;
  }
  async function indexed(kind: Kind): Promise<number> {
    const ranked = rankedQueries(queryTerms(kind.query))!;
    return (await q.searchFiles(home.id, ranked, 200, kind.scope ? { rootName: root.name, path: kind.scope } : undefined)).hits.length;
  }

  async function latencies(run: (kind: Kind) => Promise<number>, kind: Kind, count: number, concurrency: number): Promise<number[]> {
    const times: number[] = [];
    let left = count;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left-- > 0) {
          const t0 = performance.now();
          await run(kind);
          times.push(performance.now() - t0);
        }
      }),
    );
    return times;
  }

  console.log(`\n${label}: ${TITLES.toLocaleString("en")} titles in one home (plus their folders)`);
  console.log(`  query kind                    hits  | conc 1: p50    p95  | conc 16: p50    p95 | ILIKE scan p50   p95 | p95 ratio (scan / index)`);
  for (const kind of KINDS) {
    const hits = await indexed(kind);
    const scanHits = await ilike(kind);
    await latencies(indexed, kind, 5, 1); // warm up
    const one = await latencies(indexed, kind, RUNS, 1);
    const many = await latencies(indexed, kind, RUNS * 4, CONCURRENCY);
    const scan = await latencies(ilike, kind, Math.max(5, Math.floor(RUNS / 4)), 1);
    const f = (x: number) => x.toFixed(1).padStart(6);
    console.log(
      `  ${kind.name.padEnd(28)} ${String(hits).padStart(5)}  | ${f(percentile(one, 50))} ${f(percentile(one, 95))}  | ${f(percentile(many, 50))} ${f(percentile(many, 95))} | ${f(percentile(scan, 50))} ${f(percentile(scan, 95))}  | ${(percentile(scan, 95) / percentile(one, 95)).toFixed(1)}x  (ILIKE found ${scanHits})`,
    );
  }
  const mid = (pick: (build: Build) => number) => median(builds.map(pick));
  const ms = (x: number) => `${x.toFixed(0).padStart(7)} ms`;
  console.log(`  building, medians of ${BUILD_RUNS} runs (each ratio against the floor measured in its own run):`);
  console.log(`  writing the rows with search text + index (as a scan)   ${ms(mid((b) => b.writeMs))}`);
  console.log(
    `  floor: insert with tsvector precomputed, same b-trees ${mid((b) => b.same.insertMs).toFixed(0)} ms + ${searchIndexes.length} search indexes built ${mid((b) => b.same.indexMs).toFixed(0)} ms = ${mid((b) => b.same.insertMs + b.same.indexMs).toFixed(0)} ms`,
  );
  console.log(
    `  bare floor (no b-trees): insert ${mid((b) => b.bare.insertMs).toFixed(0)} ms + search indexes ${mid((b) => b.bare.indexMs).toFixed(0)} ms (scan write ${mid((b) => b.writeMs / (b.bare.insertMs + b.bare.indexMs)).toFixed(2)}x)`,
  );
  console.log(`  rebuilding every search text (start_gidx), all stale    ${ms(mid((b) => b.staleMs))} (${builds[0]?.rewritten} rows rewritten)`);
  console.log(`  rebuild floor: the search column rewritten in place, already computed, + the search indexes ${ms(mid((b) => b.same.rewriteMs))}`);
  console.log(`  rebuilding an index already up to date                  ${ms(mid((b) => b.currentMs))} (${builds[0]?.unchanged} rows rewritten)`);
  console.log(
    `  BUILD RATIO to the floor (target <= 1.5): scan write ${mid((b) => b.writeMs / (b.same.insertMs + b.same.indexMs)).toFixed(2)}x (runs: ${builds.map((b) => (b.writeMs / (b.same.insertMs + b.same.indexMs)).toFixed(2)).join(", ")}); rebuild ${mid((b) => b.staleMs / b.same.rewriteMs).toFixed(2)}x its own floor (runs: ${builds.map((b) => (b.staleMs / b.same.rewriteMs).toFixed(2)).join(", ")})`,
  );

  await raw(`DROP TABLE bench_plain`);
  await db().home.delete({ where: { id: home.id } });
  await closeDatabase(target);
}

runInScratchFolder("search", async (work) => {
  console.log(`CPUs: ${os.availableParallelism()}; ${RUNS} searches per kind at concurrency 1, ${RUNS * 4} at ${CONCURRENCY}`);
  await onEachDatabase(work, (label, env) => measure(label, env));
});
