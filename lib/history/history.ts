import type { Caller } from "../auth/session";
import { findHomeEntry, homeEntryById, homeFile, mediaItem, mediaRelpathOf, type DirFile } from "../media";
import { findPlay, insertPlay, latestPlay, listRecentPlays, playsBeside, type PlayRow } from "./queries";

// Play history of the home face: POST /api_his_f2f/phs, GET
// /api_myfilex/trackplayedvideo/{id}, historyurl, backward and forward. Rows belong
// to the caller's home; only files of that home's roots are recorded.

/** historyurl lists at most this many items. */
export const HISTORY_LIMIT = 20;

/** POST /api_his_f2f/phs {relpath_file}: records a play of a photo or video of the caller's home. */
export async function recordPlayByPath(caller: Caller, mediaRelpath: string): Promise<true> {
  const entry = await homeFile(caller, mediaRelpath);
  await insertPlay(caller.homeId, "lv", mediaRelpathOf(entry));
  return true;
}

/** GET /api_myfilex/trackplayedvideo/{id}: records a play by file id. */
export async function recordPlayById(caller: Caller, id: number): Promise<true> {
  const entry = await homeEntryById(caller, id);
  await insertPlay(caller.homeId, "lv", mediaRelpathOf(entry));
  return true;
}

export type HistoryItem = (DirFile & { kind: "lv"; played_at: string }) | { kind: "yv"; youtube_id: string | null; relpath: string; played_at: string };

/** A played item as listed, or null when it is a home file no longer in the index. */
async function historyItemOf(caller: Caller, row: Omit<PlayRow, "id">): Promise<HistoryItem | null> {
  const played_at = row.playedAt.toISOString();
  if (row.kind === "yv") return { kind: "yv", youtube_id: row.youtubeId, relpath: row.relpath, played_at };
  const entry = await findHomeEntry(caller, row.relpath);
  if (!entry || entry.type === "folder") return null;
  return { ...mediaItem(entry), kind: "lv", played_at };
}

/**
 * GET /api_myfilex/historyurl: the home's last played items, newest first,
 * each once, at most 20. Home files that are no longer in the index are left
 * out (a few more rows are read so that they do not shorten the list).
 */
export async function historyUrl(caller: Caller): Promise<HistoryItem[]> {
  const rows = await listRecentPlays(caller.homeId, HISTORY_LIMIT * 2);
  const items = await Promise.all(rows.map((row) => historyItemOf(caller, row)));
  return items.filter((item): item is HistoryItem => item !== null).slice(0, HISTORY_LIMIT);
}

// GET /api_myfilex/backward and /forward: they
// move through the home's play history like a browser's back and forward
// buttons. The position is a play row id the caller keeps (route handlers
// hold it in a cookie, lib/history/cursor.ts); no position means "at the
// latest play", the item playing now. A step skips plays of the item it
// stands on (played twice in a row) and home files gone from the index. A
// step does not record a play, and a play recorded while stepping back does
// not move the position: backward again continues into older plays, and
// forward walks back up through the newer ones, the new play last.

/** How many neighbouring plays one step reads at most before it gives up (all gone or the same item). */
const STEP_WINDOW = 50;

export type HistoryStep = {
  /** The item stepped to, or null when there is nothing further that way. */
  item: HistoryItem | null;
  /** The position after the step (unchanged when nothing was found), null when the home has no plays. */
  cursor: number | null;
};

const sameItem = (a: PlayRow, b: PlayRow) => a.kind === b.kind && a.relpath === b.relpath && a.youtubeId === b.youtubeId;

export async function stepHistory(caller: Caller, cursor: number | null, direction: "backward" | "forward"): Promise<HistoryStep> {
  // A position from another session's history (or a deleted row) counts as none.
  const anchor = (cursor !== null ? await findPlay(caller.homeId, cursor) : null) ?? (await latestPlay(caller.homeId));
  if (!anchor) return { item: null, cursor: null };
  const rows = await playsBeside(caller.homeId, anchor.id, direction === "backward" ? "older" : "newer", STEP_WINDOW);
  for (const row of rows) {
    if (sameItem(row, anchor)) continue;
    const item = await historyItemOf(caller, row);
    if (item) return { item, cursor: row.id };
  }
  return { item: null, cursor: anchor.id };
}
