import { Prisma, type MediaType } from "../../db/generated/client";

// What the media index's queries share: rows travel out of the database as
// one JSON array (json_agg), which PGlite - on the main thread - parses
// several times faster than Prisma's per-row objects; and the row shape the
// listings, players and lookups return (ListedRow).

export async function jsonRows<T>(query: Promise<Array<{ rows: string | null }>>): Promise<T[]> {
  const [result] = await query;
  return result?.rows ? (JSON.parse(result.rows) as T[]) : [];
}

export type ListedRow = {
  id: number;
  relpath: string;
  type: MediaType;
  title: string;
  ext: string;
  size: number;
  mtimeMs: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  takenAtMs: number | null;
  sortKey: number;
  thumbState: "pending" | "ready" | "failed";
};

export type ListedTuple = [number, string, MediaType, string, string, number, number, number | null, number | null, number | null, number | null, number, ListedRow["thumbState"]];

export const toListedRow = ([id, relpath, type, title, ext, size, mtimeMs, width, height, duration, takenAtMs, sortKey, thumbState]: ListedTuple): ListedRow => ({
  id, relpath, type, title, ext, size: Number(size), mtimeMs: Number(mtimeMs), width, height, duration,
  takenAtMs: takenAtMs === null ? null : Number(takenAtMs), sortKey, thumbState,
});

/** The ListedTuple columns of a "MediaFile" row aliased `f`, in order. */
export const LISTED_COLUMNS = Prisma.sql`f.id, f.relpath, f.type, f.title, f.ext, f.size, (extract(epoch FROM f.mtime) * 1000)::bigint, f.width, f.height, f.duration,
      (extract(epoch FROM f."takenAt") * 1000)::bigint, f."sortKey", f."thumbState"`;
