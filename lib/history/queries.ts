import { db } from "../db";

// The only file of the play history that touches the database.

export type HistoryKind = "lv" | "yv";

export async function insertPlay(homeId: string, kind: HistoryKind, relpath: string, youtubeId: string | null = null): Promise<void> {
  await db().playHistory.create({ data: { homeId, kind, relpath, youtubeId } });
}

export type PlayedRow = { kind: string; relpath: string; youtubeId: string | null; playedAt: Date };

/**
 * The home's most recently played items, newest first, each item once (its
 * latest play), at most `limit`. Only rows of `homeId`, never another home's.
 */
export async function listRecentPlays(homeId: string, limit: number): Promise<PlayedRow[]> {
  const rows = await db().$queryRaw<Array<{ kind: string; relpath: string; youtubeId: string | null; playedAt: Date; lastId: number }>>`
    SELECT kind, relpath, "youtubeId", max("playedAt") AS "playedAt", max(id) AS "lastId"
    FROM "PlayHistory" WHERE "homeId" = ${homeId}
    GROUP BY kind, relpath, "youtubeId"
    ORDER BY max("playedAt") DESC, max(id) DESC
    LIMIT ${limit}`;
  return rows.map(({ kind, relpath, youtubeId, playedAt }) => ({ kind, relpath, youtubeId, playedAt }));
}

/** The home's latest play of a home file ("lv"), or null. */
export function latestLocalPlay(homeId: string): Promise<{ relpath: string } | null> {
  return db().playHistory.findFirst({ where: { homeId, kind: "lv" }, orderBy: [{ playedAt: "desc" }, { id: "desc" }], select: { relpath: true } });
}

export type PlayRow = { id: number; kind: string; relpath: string; youtubeId: string | null; playedAt: Date };
const PLAY_ROW = { id: true, kind: true, relpath: true, youtubeId: true, playedAt: true } as const;

/** One play of the home by its row id, or null (another home's rows are never found). */
export function findPlay(homeId: string, id: number): Promise<PlayRow | null> {
  return db().playHistory.findFirst({ where: { homeId, id }, select: PLAY_ROW });
}

/** The home's latest play, or null. */
export function latestPlay(homeId: string): Promise<PlayRow | null> {
  return db().playHistory.findFirst({ where: { homeId }, orderBy: { id: "desc" }, select: PLAY_ROW });
}

/** Up to `limit` plays of the home next to the play `fromId`: older ones newest first, or newer ones oldest first. */
export function playsBeside(homeId: string, fromId: number, direction: "older" | "newer", limit: number): Promise<PlayRow[]> {
  return db().playHistory.findMany({
    where: { homeId, id: direction === "older" ? { lt: fromId } : { gt: fromId } },
    orderBy: { id: direction === "older" ? "desc" : "asc" },
    take: limit,
    select: PLAY_ROW,
  });
}
