import { db } from "../db";
import { jsonRows } from "../db/json-rows";
import { Prisma } from "../db/generated/client";
import { folderQuery, type RankedQueries, type SubstringQuery } from "./text";

// The only file of lib/search that talks to the database. No "server-only":
// bench/search/search.ts runs these queries from a plain Node script. Matching
// uses the GIN index on "searchVector", and the trigram index on "searchText"
// for words inside words; matches rank by tier (title whole words, title
// prefixes, whole words anywhere, prefixes anywhere, inside words), then
// shorter titles first. A search is one statement (one round trip), the
// folder or category searched in looked up inside it.

/** A tsquery of lib/search/text.ts, taken as it is (its terms are the document's lexemes). */
const ts = (query: string) => Prisma.sql`${query}::tsquery`;

function tier(column: Prisma.Sql, q: RankedQueries): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${column} @@ ${ts(q.titleWhole)} THEN 0 WHEN ${column} @@ ${ts(q.titlePrefix)} THEN 1 WHEN ${column} @@ ${ts(q.whole)} THEN 2 ELSE 3 END`;
}

/** Rows whose search text holds every long Latin word inside a word (the trigram index), and the other terms. */
function substringMatch(text: Prisma.Sql, vector: Prisma.Sql, substring: SubstringQuery): Prisma.Sql {
  const likes = Prisma.join(
    substring.patterns.map((pattern) => Prisma.sql`${text} LIKE ${pattern}`),
    " AND ",
  );
  return substring.rest ? Prisma.sql`(${likes} AND ${vector} @@ ${ts(substring.rest)})` : Prisma.sql`(${likes})`;
}

/** 0 when the words inside words are all in the title part of the search text (title before path), else 1. */
function substringRank(text: Prisma.Sql, substring: SubstringQuery): Prisma.Sql {
  const title = Prisma.sql`split_part(${text}, E'\t', 1)`;
  return Prisma.sql`CASE WHEN ${Prisma.join(
    substring.patterns.map((pattern) => Prisma.sql`${title} LIKE ${pattern}`),
    " AND ",
  )} THEN 0 ELSE 1 END`;
}

export type FileHit = {
  id: number;
  rootId: string;
  rootName: string;
  relpath: string;
  parent: string;
  type: "photo" | "video";
  title: string;
  ext: string;
  size: number;
  mtimeMs: number;
  duration: number | null;
};

type FileTuple = [number, string, string, string, string, FileHit["type"], string, string, number, number, number | null];

/** A folder to search in: a root of the home by name, and a path inside it ("" for the whole root). */
export type FileScope = { rootName: string; path: string };

/** What one search statement answers: the hits, and whether the folder or category searched in exists (true without one). */
export type Found<T> = { scopeFound: boolean; hits: T[] };

/** The hits (a `json_agg(...)::text` subquery, or none without a query) and whether the scope exists, in one round trip. */
async function oneStatement<T>(hits: Prisma.Sql | null, scopeFound: Prisma.Sql | null): Promise<Found<T>> {
  if (!hits && !scopeFound) return { scopeFound: true, hits: [] };
  const [row] = await db().$queryRaw<{ rows: string | null; found: boolean }[]>`
    SELECT ${hits ? Prisma.sql`(${hits})` : Prisma.sql`NULL::text`} AS rows, ${scopeFound ?? Prisma.sql`true`} AS found`;
  return { scopeFound: row?.found ?? false, hits: row?.rows ? (JSON.parse(row.rows) as T[]) : [] };
}

/**
 * Listed photos and videos of a home matching the query, best first, at most
 * `limit`, in one statement. A scope keeps one folder of one root and its
 * subfolders; `scopeFound` says whether that root exists.
 */
export async function searchFiles(homeId: string, q: RankedQueries | null, limit: number, scope?: FileScope): Promise<Found<FileHit>> {
  const rootName = scope ? Prisma.sql`AND name = ${scope.rootName}` : Prisma.empty;
  const roots = Prisma.sql`SELECT id FROM "MediaRoot" WHERE "homeId" = ${homeId} ${rootName}`;
  const scopeFound = scope ? Prisma.sql`EXISTS (${roots})` : null;
  if (!q) return oneStatement(null, scopeFound);
  const f = Prisma.sql`f."searchVector"`;
  // The roots as one array (an init plan): the planner reads the matches from the search indexes, then keeps the home's.
  const where = Prisma.sql`f."rootId" = ANY (ARRAY(${roots})) AND f.type <> 'folder' AND f."sortKey" >= 0 ${
    scope?.path ? Prisma.sql`AND (f.parent = ${scope.path} OR starts_with(f.parent, ${`${scope.path}/`}))` : Prisma.empty
  }`;
  // One branch per tier, each ranked then limited (closest first inside it);
  // UNION ALL reads them in order and stops once `limit` rows are found, so a
  // common query (one Chinese character, a short prefix) never reads the later tiers.
  // In a folder, each tier's terms come with the folder name's: the index then reads only rows under a folder of that name.
  const within = scope?.path ? folderQuery(scope.path) : null;
  const matching = (query: string) => ts(within ? `(${query}) & ${within}` : query);
  const tiers = [
    { where: Prisma.sql`${f} @@ ${matching(q.titleWhole)}`, rank: Prisma.sql`0` },
    { where: Prisma.sql`${f} @@ ${matching(q.titlePrefix)} AND NOT ${f} @@ ${ts(q.titleWhole)}`, rank: Prisma.sql`0` },
    {
      where: Prisma.sql`${f} @@ ${matching(q.match)} AND NOT ${f} @@ ${ts(q.titlePrefix)}`,
      rank: Prisma.sql`CASE WHEN ${f} @@ ${ts(q.whole)} THEN 0 ELSE 1 END`,
    },
  ];
  // Chinese terms have no prefix form: then the second tier is empty.
  if (q.titlePrefix === q.titleWhole) tiers.splice(1, 1);
  // Last, words found only inside other words ('mmer' in 'Summer').
  if (q.substring) {
    const text = Prisma.sql`f."searchText"`;
    const inFolder = within ? Prisma.sql`AND ${f} @@ ${ts(within)}` : Prisma.empty;
    tiers.push({
      where: Prisma.sql`${substringMatch(text, f, q.substring)} ${inFolder} AND NOT ${f} @@ ${ts(q.match)}`,
      rank: substringRank(text, q.substring),
    });
  }
  const branches = tiers.map(
    (tier, i) => Prisma.sql`(
      SELECT f.id, f."rootId", f.relpath, f.parent, f.type, f.title, f.ext, f.size, f.mtime, f.duration, ${i}::int AS tier, ${tier.rank} AS rank
      FROM "MediaFile" f WHERE ${tier.where} AND ${where}
      ORDER BY rank, length(f.title), f.title, f.id LIMIT ${limit})`,
  );
  const hits = Prisma.sql`
    SELECT json_agg(json_build_array(h.id, h."rootId", r.name, h.relpath, h.parent, h.type, h.title, h.ext, h.size, (extract(epoch FROM h.mtime) * 1000)::bigint, h.duration)
      ORDER BY h.tier, h.rank, length(h.title), h.title, h.id)::text
    FROM (SELECT * FROM (${Prisma.join(branches, " UNION ALL ")}) AS tiers LIMIT ${limit}) AS h JOIN "MediaRoot" r ON r.id = h."rootId"`;
  const found = await oneStatement<FileTuple>(hits, scopeFound);
  return {
    scopeFound: found.scopeFound,
    hits: found.hits.map(([id, rootId, rootName, relpath, parent, type, title, ext, size, mtimeMs, duration]) => ({
      id,
      rootId,
      rootName,
      relpath,
      parent,
      type,
      title,
      ext,
      size: Number(size),
      mtimeMs: Number(mtimeMs),
      duration,
    })),
  };
}

export type LinkHit = { id: string; youtubeId: string; title: string; thumbnail: string; category: string };

/** Video links of a home (or of one of its categories, by name) matching the query, best first, at most `limit`, in one statement. */
export async function searchLinks(homeId: string, q: RankedQueries | null, limit: number, category?: string): Promise<Found<LinkHit>> {
  const inSection = category !== undefined ? Prisma.sql`AND s.name = ${category}` : Prisma.empty;
  const scopeFound = category !== undefined ? Prisma.sql`EXISTS (SELECT 1 FROM "Section" s WHERE s."homeId" = ${homeId} ${inSection})` : null;
  if (!q) return oneStatement(null, scopeFound);
  const v = Prisma.sql`l."searchVector"`;
  const tierOf = q.substring
    ? Prisma.sql`CASE WHEN ${v} @@ ${ts(q.match)} THEN ${tier(v, q)} ELSE 4 + ${substringRank(Prisma.sql`l."searchText"`, q.substring)} END`
    : tier(v, q);
  const matches = q.substring
    ? Prisma.sql`(${v} @@ ${ts(q.match)} OR ${substringMatch(Prisma.sql`l."searchText"`, v, q.substring)})`
    : Prisma.sql`${v} @@ ${ts(q.match)}`;
  // A home's links are few: every match is ranked, then the best kept.
  const hits = Prisma.sql`
    SELECT json_agg(json_build_array(id, "youtubeId", title, thumbnail, name) ORDER BY tier, length(title), title, id)::text
    FROM (
      SELECT l.id, l."youtubeId", l.title, l.thumbnail, s.name, ${tierOf} AS tier
      FROM "VideoLink" l JOIN "Section" s ON s.id = l."sectionId"
      WHERE ${matches} AND s."homeId" = ${homeId} ${inSection}
      ORDER BY tier, length(l.title), l.title, l.id
      LIMIT ${limit}
    ) AS hits`;
  const found = await oneStatement<[string, string, string, string, string]>(hits, scopeFound);
  return {
    scopeFound: found.scopeFound,
    hits: found.hits.map(([id, youtubeId, title, thumbnail, category]) => ({ id, youtubeId, title, thumbnail, category })),
  };
}

// ---------------------------------------------------------------- Rebuilding

/** Rows written before the search rule have no tab in their search text. */
const STALE = Prisma.sql`strpos("searchText", E'\t') = 0`;

export async function hasStaleFiles(rootIds: string[]): Promise<boolean> {
  if (!rootIds.length) return false;
  const [row] = await db().$queryRaw<{ stale: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "MediaFile" WHERE "rootId" IN (${Prisma.join(rootIds)}) AND relpath <> '' AND ${STALE}) AS stale`;
  return row?.stale ?? false;
}

export async function hasStaleLinks(homeId: string): Promise<boolean> {
  const [row] = await db().$queryRaw<{ stale: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "VideoLink" l JOIN "Section" s ON s.id = l."sectionId" WHERE s."homeId" = ${homeId} AND ${STALE}) AS stale`;
  return row?.stale ?? false;
}

export function countFiles(rootIds: string[]): Promise<number> {
  return db().mediaFile.count({ where: { rootId: { in: rootIds }, relpath: { not: "" } } });
}

export function countLinks(homeId: string): Promise<number> {
  return db().videoLink.count({ where: { section: { homeId } } });
}

/** The next batch of a home's file rows after `afterId`: what their search text is made from, and the text they hold. */
export async function fileBatch(rootIds: string[], afterId: number, take: number): Promise<{ id: number; title: string; parent: string; text: string }[]> {
  // One JSON text rather than Prisma's per-row objects: a rebuild reads every row of the home.
  const rows = await jsonRows<[number, string, string, string]>(db().$queryRaw`
    SELECT json_agg(json_build_array(id, title, parent, "searchText") ORDER BY id)::text AS rows
    FROM (SELECT id, title, parent, "searchText" FROM "MediaFile" WHERE "rootId" IN (${Prisma.join(rootIds)}) AND relpath <> '' AND id > ${afterId} ORDER BY id LIMIT ${take}) AS batch`);
  return rows.map(([id, title, parent, text]) => ({ id, title, parent, text }));
}

export async function linkBatch(homeId: string, afterId: string, take: number): Promise<{ id: string; title: string; category: string }[]> {
  const rows = await db().videoLink.findMany({
    where: { section: { homeId }, id: { gt: afterId } },
    orderBy: { id: "asc" },
    take,
    select: { id: true, title: true, section: { select: { name: true } } },
  });
  return rows.map((row) => ({ id: row.id, title: row.title, category: row.section.name }));
}

export async function setFileTexts(rows: { id: number; text: string }[]): Promise<void> {
  if (!rows.length) return;
  await db().$executeRaw`
    UPDATE "MediaFile" f SET "searchText" = r.text
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(id int, text text) WHERE f.id = r.id`;
}

export async function setLinkTexts(rows: { id: string; text: string }[]): Promise<void> {
  if (!rows.length) return;
  await db().$executeRaw`
    UPDATE "VideoLink" l SET "searchText" = r.text
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(id text, text text) WHERE l.id = r.id`;
}

// ---------------------------------------------------------------- Jobs

/** Rebuilds are jobs named per face ("search-index:f2f", "search-index:yt"), their progress in the payload. */
export type IndexJob = { id: string; status: string; indexed: number; total: number; startedAt: Date; finishedAt: Date | null; error: string | null };

export async function latestJob(name: string, homeId: string): Promise<IndexJob | null> {
  const job = await db().job.findFirst({ where: { name, payload: { path: ["homeId"], equals: homeId } }, orderBy: { createdAt: "desc" } });
  if (!job) return null;
  const payload = job.payload as { indexed?: number; total?: number };
  const running = job.status === "running" || job.status === "queued";
  return {
    id: job.id,
    status: job.status,
    indexed: payload.indexed ?? 0,
    total: payload.total ?? 0,
    startedAt: job.createdAt,
    finishedAt: running ? null : job.updatedAt,
    error: job.error,
  };
}

export async function createJob(name: string, homeId: string, total: number): Promise<string> {
  const job = await db().job.create({ data: { name, status: "running", payload: { homeId, indexed: 0, total } } });
  return job.id;
}

export async function updateJob(
  id: string,
  homeId: string,
  progress: { indexed: number; total: number },
  end?: { status: "succeeded" | "failed"; error?: string },
): Promise<void> {
  await db().job.update({ where: { id }, data: { payload: { homeId, ...progress }, ...(end ? { status: end.status, error: end.error ?? null } : {}) } });
}

export async function sectionLinks(sectionId: string): Promise<{ id: string; title: string; category: string }[]> {
  const rows = await db().videoLink.findMany({ where: { sectionId }, select: { id: true, title: true, section: { select: { name: true } } } });
  return rows.map((row) => ({ id: row.id, title: row.title, category: row.section.name }));
}

// ---------------------------------------------------------------- Big writes

/** The search indexes of the file rows, as the migrations create them. */
const FILE_SEARCH_INDEXES: Record<string, string> = {
  MediaFile_searchVector_idx: `USING GIN ("searchVector")`,
  MediaFile_searchText_trgm_idx: `USING GIN ("searchText" public.gin_trgm_ops)`,
};
/** Serialises the creation of the search indexes between the instances of one database. */
const INDEX_LOCK = 742_015;

/** Rows of the file index outside some roots. */
export async function countOtherFileRows(rootIds: string[]): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM "MediaFile" WHERE "rootId" NOT IN (${Prisma.join(rootIds)})`;
  return row?.count ?? 0;
}

/** Drops the file search indexes: rows then go in without them (a search meanwhile reads the table). */
export async function dropFileSearchIndexes(): Promise<void> {
  for (const name of Object.keys(FILE_SEARCH_INDEXES)) await db().$executeRawUnsafe(`DROP INDEX IF EXISTS "${name}"`);
}

/**
 * Creates the file search indexes that are missing, in one pass over the
 * rows each. Cheap when they exist (a catalogue lookup, no table lock).
 */
export async function ensureFileSearchIndexes(): Promise<void> {
  const present = await db().$queryRaw<{ name: string }[]>`
    SELECT indexname::text AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'MediaFile' AND indexname IN (${Prisma.join(Object.keys(FILE_SEARCH_INDEXES))})`;
  const missing = Object.entries(FILE_SEARCH_INDEXES).filter(([name]) => !present.some((row) => row.name === name));
  if (!missing.length) return;
  await db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${INDEX_LOCK})`;
      for (const [name, definition] of missing) await tx.$executeRawUnsafe(`CREATE INDEX IF NOT EXISTS "${name}" ON "MediaFile" ${definition}`);
    },
    { timeout: 600_000 },
  );
}
