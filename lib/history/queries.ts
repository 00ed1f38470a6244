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
