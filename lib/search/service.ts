import "server-only";
import type { Caller } from "../auth/session";
import { badRequest, forbidden, notFound } from "../http/errors";
import { shownTitle } from "../collections/pending-titles";
import type { Locale } from "../i18n/locale";
import { log } from "../log";
import { runOnce } from "../db/run-once";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path, listHomeRoots, splitMediaPath, thumbnailUrlOf } from "../media";
import * as q from "./queries";
import { rewriteFileTexts } from "./rewrite";
import { EMPTY_QUERY, QUERY_NOT_BASE64, QUERY_TOO_LONG, RELPATH_NOT_BASE64, type SearchInput } from "./schemas";
import { MAX_QUERY_CHARS, queryTerms, rankedQueries, searchDocument } from "./text";

// Keyword search: /api_gidx_f2f (the home's photos and videos, by title and
// folder names) and /api_gidx_yt (the home's video links, by title and
// category name). Everyone signed into a home searches what they may browse
// there, which is all of it; nothing of another home is ever looked at.
//
// The index is the database's (lib/search/queries.ts): the scanner and the
// collections write each row's search text as they write the row, so it
// follows changes by itself. Rows written before the rule existed are found
// by is_gidx_ready and rebuilt in the background; start_gidx rebuilds on demand.

export type SearchKind = "f2f" | "yt";

export const OWNERS_ONLY = "Only the owner of this home can rebuild the search index.";
export const FOLDER_NOT_FOUND = "Folder not found.";
export const CATEGORY_NOT_FOUND = "Category not found.";
/** Results of one search; the overlay shows them all. */
export const MAX_RESULTS = 200;
const BATCH = 1_000;

/** A video search result of the legacy API, plus the file type (2 photo, 3 video) and id the grid needs. */
export type SearchItem = {
  id: string;
  file_type: 2 | 3;
  youtube_id: string;
  /** The folder's (or category's) url-safe base64 path: the key of its group. */
  en_relpath: string;
  title: string;
  thumbnail: string;
  /** Home files: url-safe base64 of the file's media relpath; links: "". */
  en_video_relpath: string;
  duration: number | null;
  tooltip: string;
  description: string;
  /** The folder's media relpath, or the category's name. */
  relpath: string;
};

/** en_relpath -> items; the groups and the items in them are in rank order. */
export type SearchResults = Record<string, SearchItem[]>;

function decoded(value: string, plain: boolean | undefined, message: string): string {
  if (plain) return value;
  try {
    return decodeUrlSafeBase64Path(value);
  } catch {
    throw badRequest(message);
  }
}

function searchText(input: SearchInput): string {
  if (!input.query.trim()) throw badRequest(EMPTY_QUERY);
  const text = decoded(input.query, input.plain, QUERY_NOT_BASE64).trim();
  if (!text) throw badRequest(EMPTY_QUERY);
  if (Array.from(text).length > MAX_QUERY_CHARS) throw badRequest(QUERY_TOO_LONG);
  return text;
}

function group(items: SearchItem[]): SearchResults {
  const results: SearchResults = {};
  for (const item of items) (results[item.en_relpath] ??= []).push(item);
  return results;
}

/** POST search {query, relpath?}: the caller's home's matches, best first, grouped by folder or category; `locale` words pending titles. */
export async function search(caller: Caller, kind: SearchKind, input: SearchInput, locale: Locale): Promise<SearchResults> {
  const text = searchText(input);
  const scope = input.relpath ? decoded(input.relpath, input.plain, RELPATH_NOT_BASE64) : "";
  const ranked = rankedQueries(queryTerms(text));
  return kind === "f2f" ? searchFiles(caller, ranked, scope) : searchLinks(caller, ranked, scope, locale);
}

async function searchFiles(caller: Caller, ranked: ReturnType<typeof rankedQueries>, scope: string): Promise<SearchResults> {
  let folder: q.FileScope | undefined;
  if (scope) {
    const { rootName, pathInRoot } = splitMediaPath(scope);
    folder = { rootName, path: pathInRoot };
  }
  const { scopeFound, hits } = await q.searchFiles(caller.homeId, ranked, MAX_RESULTS, folder);
  if (!scopeFound) throw notFound(FOLDER_NOT_FOUND);
  return group(
    hits.map((hit) => {
      const folderPath = [hit.rootName, hit.parent].filter(Boolean).join("/");
      const filePath = `${hit.rootName}/${hit.relpath}`;
      return {
        id: String(hit.id),
        file_type: hit.type === "video" ? 3 : 2,
        youtube_id: "",
        en_relpath: encodeUrlSafeBase64Path(folderPath),
        title: hit.title,
        thumbnail: thumbnailUrlOf(
          { rootId: hit.rootId },
          { ...hit, width: null, height: null, takenAtMs: null, sortKey: 0, thumbState: "pending", playback: null },
        ),
        en_video_relpath: encodeUrlSafeBase64Path(filePath),
        duration: hit.duration,
        tooltip: hit.title,
        description: filePath,
        relpath: folderPath,
      };
    }),
  );
}

async function searchLinks(caller: Caller, ranked: ReturnType<typeof rankedQueries>, scope: string, locale: Locale): Promise<SearchResults> {
  const { scopeFound, hits } = await q.searchLinks(caller.homeId, ranked, MAX_RESULTS, scope || undefined);
  if (!scopeFound) throw notFound(CATEGORY_NOT_FOUND);
  return group(
    hits.map((hit) => ({
      id: hit.id,
      file_type: 3,
      youtube_id: hit.youtubeId,
      en_relpath: encodeUrlSafeBase64Path(hit.category),
      title: shownTitle(hit.title, locale),
      thumbnail: hit.thumbnail,
      en_video_relpath: "",
      duration: null,
      tooltip: shownTitle(hit.title, locale),
      description: hit.category,
      relpath: hit.category,
    })),
  );
}

// ---------------------------------------------------------------- The index's state

const JOB_NAME: Record<SearchKind, string> = { f2f: "search-index:f2f", yt: "search-index:yt" };
/** Homes and kinds known to have no stale rows (rows are never written stale again). */
const knownReady = new Set<string>();
/** Rebuilds running in this process. */
const rebuilds = new Map<string, { started: Promise<void>; done: Promise<void> }>();
const keyOf = (homeId: string, kind: SearchKind) => `${kind}:${homeId}`;

async function rootIdsOf(homeId: string): Promise<string[]> {
  return (await listHomeRoots(homeId)).map((root) => root.id);
}

/**
 * GET is_gidx_ready: whether searching finds everything. Rows written before
 * the search rule existed (an upgraded install) are rebuilt, started here
 * by whoever asks first (a small home before the answer, a big one in the
 * background); until that is done: false.
 */
export async function isReady(caller: Caller, kind: SearchKind): Promise<boolean> {
  const key = keyOf(caller.homeId, kind);
  if (rebuilds.has(key)) return false;
  if (knownReady.has(key)) return true;
  // A scan that stopped while writing without the search indexes (lib/search/bulk.ts) left them to be rebuilt.
  if (kind === "f2f") await q.ensureFileSearchIndexes();
  const stale = kind === "f2f" ? await q.hasStaleFiles(await rootIdsOf(caller.homeId)) : await q.hasStaleLinks(caller.homeId);
  if (!stale) {
    knownReady.add(key);
    return true;
  }
  await startRebuild(caller.homeId, kind);
  return knownReady.has(key);
}

export type IndexStatus = {
  /** idle: never rebuilt (the index follows changes by itself); running; succeeded or failed: the last rebuild. */
  state: "idle" | "running" | "succeeded" | "failed";
  ready: boolean;
  items_indexed: number;
  total: number;
  started_at: string | null;
  finished_at: string | null;
};

/** GET gidx_status: the last rebuild's progress (a rebuild of another instance included). */
export async function status(caller: Caller, kind: SearchKind): Promise<IndexStatus> {
  const [job, ready] = await Promise.all([q.latestJob(JOB_NAME[kind], caller.homeId), isReady(caller, kind)]);
  if (!job) {
    const total = kind === "f2f" ? await q.countFiles(await rootIdsOf(caller.homeId)) : await q.countLinks(caller.homeId);
    return { state: "idle", ready, items_indexed: ready ? total : 0, total, started_at: null, finished_at: null };
  }
  const state = job.status === "succeeded" || job.status === "failed" ? job.status : "running";
  return {
    state,
    ready,
    items_indexed: job.indexed,
    total: job.total,
    started_at: job.startedAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** GET start_gidx: rebuilds every search text of the home's files (or links) in the background; the owner only. */
export async function startIndex(caller: Caller, kind: SearchKind): Promise<IndexStatus> {
  if (caller.role !== "owner") throw forbidden(OWNERS_ONLY);
  await startRebuild(caller.homeId, kind);
  return status(caller, kind);
}

type RebuildJob = { rootIds: string[]; total: number; jobId: string };

/**
 * Starts a rebuild unless one runs in this process, or on another instance
 * on the same PostgreSQL server (lib/db/run-once.ts: that one records and
 * does the job); resolves once its job is recorded.
 */
async function startRebuild(homeId: string, kind: SearchKind): Promise<void> {
  const key = keyOf(homeId, kind);
  if (rebuilds.has(key)) return rebuilds.get(key)!.started;
  knownReady.delete(key);
  let recorded!: (job: RebuildJob | null) => void;
  const started = new Promise<RebuildJob | null>((resolve) => (recorded = resolve));
  const done = runOnce(`search-index:${key}`, async () => {
    const rootIds = kind === "f2f" ? await rootIdsOf(homeId) : [];
    const total = kind === "f2f" ? await q.countFiles(rootIds) : await q.countLinks(homeId);
    const job = { rootIds, total, jobId: await q.createJob(JOB_NAME[kind], homeId, total) };
    recorded(job);
    await rebuild(homeId, kind, job);
    knownReady.add(key);
  })
    .then(
      () => undefined,
      (error: unknown) => void log.error({ err: error, homeId, kind }, "search index rebuild failed"),
    )
    // Skipped, or failed before its job was recorded (a no-op once it was).
    .finally(() => {
      recorded(null);
      rebuilds.delete(key);
    });
  rebuilds.set(key, { started: started.then(() => undefined), done });
  const job = await started;
  // One batch takes milliseconds: the caller gets it done; bigger homes are rebuilt in the background.
  if (job && job.total <= BATCH) await done;
}

async function rebuild(homeId: string, kind: SearchKind, { rootIds, total, jobId }: RebuildJob): Promise<void> {
  let indexed = 0;
  try {
    if (kind === "f2f") {
      await rewriteFileTexts(rootIds, async (read) => {
        indexed = read;
        await q.updateJob(jobId, homeId, { indexed, total });
      });
    } else {
      for (let after = ""; ;) {
        const rows = await q.linkBatch(homeId, after, BATCH);
        const last = rows.at(-1);
        if (!last) break;
        await q.setLinkTexts(rows.map((row) => ({ id: row.id, text: searchDocument(row.title, row.category) })));
        after = last.id;
        indexed += rows.length;
        await q.updateJob(jobId, homeId, { indexed, total });
      }
    }
    await q.updateJob(jobId, homeId, { indexed, total: Math.max(total, indexed) }, { status: "succeeded" });
  } catch (error) {
    await q.updateJob(jobId, homeId, { indexed, total }, { status: "failed", error: "The search index could not be rebuilt." });
    throw error;
  }
}

/** Resolves once every rebuild running in this process has ended (tests, shutdown). */
export async function searchIndexIdle(): Promise<void> {
  await Promise.all([...rebuilds.values()].map((r) => r.done));
}

/** A category was renamed: its links' search texts carry the new name. */
export async function reindexCategory(sectionId: string): Promise<void> {
  const rows = await q.sectionLinks(sectionId);
  await q.setLinkTexts(rows.map((row) => ({ id: row.id, text: searchDocument(row.title, row.category) })));
}
