import { db } from "../../db";
import { jsonRows } from "../../db/json-rows";
import { LISTED_COLUMNS, toListedRow, type ListedRow, type ListedTuple } from "./rows";

// Single entries of the media index, looked up among the roots of one home
// (another home's ids and paths find nothing): what the players, history,
// channels and pasted links find a file by.

/** One entry of the index with its root: what the player calls look files up by. */
export type HomeEntry = ListedRow & { rootId: string; rootName: string; parent: string };

type HomeEntryTuple = [...ListedTuple, string, string, string];

/** The first entry a lookup found (its columns: LISTED_COLUMNS, then the root's id and name and the parent), or null. */
async function firstHomeEntry(query: Promise<Array<{ rows: string | null }>>): Promise<HomeEntry | null> {
  const [tuple] = await jsonRows<HomeEntryTuple>(query);
  if (!tuple) return null;
  const [rootId, rootName, parent] = tuple.slice(14) as [string, string, string];
  return { ...toListedRow(tuple.slice(0, 14) as ListedTuple), rootId, rootName, parent };
}

/** An entry (never a root's own row) by id, only among the roots of `homeId`. */
export function findHomeEntryById(homeId: string, id: number): Promise<HomeEntry | null> {
  return firstHomeEntry(db().$queryRaw`
    SELECT json_agg(json_build_array(${LISTED_COLUMNS}, r.id, r.name, f.parent))::text AS rows
    FROM "MediaFile" f JOIN "MediaRoot" r ON r.id = f."rootId"
    WHERE f.id = ${id} AND r."homeId" = ${homeId} AND f.relpath <> ''`);
}

/** An entry (never a root's own row) by root name and path inside the root, only among the roots of `homeId`. */
export async function findHomeEntryByPath(homeId: string, rootName: string, relpath: string): Promise<HomeEntry | null> {
  if (relpath === "") return null;
  return firstHomeEntry(db().$queryRaw`
    SELECT json_agg(json_build_array(${LISTED_COLUMNS}, r.id, r.name, f.parent))::text AS rows
    FROM "MediaRoot" r JOIN "MediaFile" f ON f."rootId" = r.id AND f.relpath = ${relpath}
    WHERE r."homeId" = ${homeId} AND r.name = ${rootName}`);
}
