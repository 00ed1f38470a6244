import { Prisma, type MediaType } from "../../db/generated/client";
import type { Playback } from "../../transcode/playability";

// The row shape the media index's listings, players and lookups return
// (ListedRow): its columns as a query selects them and the tuple they travel
// in (one JSON array per query, see lib/db/json-rows.ts).

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
  /** Videos: how a browser plays it (null: not probed, played directly). */
  playback: Playback | null;
};

export type ListedTuple = [
  number,
  string,
  MediaType,
  string,
  string,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number,
  ListedRow["thumbState"],
  Playback | null,
];

export const toListedRow = ([
  id,
  relpath,
  type,
  title,
  ext,
  size,
  mtimeMs,
  width,
  height,
  duration,
  takenAtMs,
  sortKey,
  thumbState,
  playback,
]: ListedTuple): ListedRow => ({
  id,
  relpath,
  type,
  title,
  ext,
  size: Number(size),
  mtimeMs: Number(mtimeMs),
  width,
  height,
  duration,
  takenAtMs: takenAtMs === null ? null : Number(takenAtMs),
  sortKey,
  thumbState,
  playback,
});

/** The ListedTuple columns of a "MediaFile" row aliased `f`, in order. */
export const LISTED_COLUMNS = Prisma.sql`f.id, f.relpath, f.type, f.title, f.ext, f.size, (extract(epoch FROM f.mtime) * 1000)::bigint, f.width, f.height, f.duration,
      (extract(epoch FROM f."takenAt") * 1000)::bigint, f."sortKey", f."thumbState", f.playback`;
