import type { Caller } from "../auth/session";
import { homeEntryById, homeFile, mediaItem, mediaRelpathOf } from "../media/player";
import { splitMediaPath } from "../media/paths";
import { findHomeEntryByPath } from "../media/queries";
import type { DirFile } from "../media/browse";
import { insertPlay, listRecentPlays } from "./queries";

// Play history of the home face: POST /api_his_f2f/phs, GET
// /api_myfilex/trackplayedvideo/{id} and /api_myfilex/historyurl. Rows belong
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

export type HistoryItem =
  | (DirFile & { kind: "lv"; played_at: string })
  | { kind: "yv"; youtube_id: string | null; relpath: string; played_at: string };

/**
 * GET /api_myfilex/historyurl: the home's last played items, newest first,
 * each once, at most 20. Home files that are no longer in the index are left
 * out (a few more rows are read so that they do not shorten the list).
 */
export async function historyUrl(caller: Caller): Promise<HistoryItem[]> {
  const rows = await listRecentPlays(caller.homeId, HISTORY_LIMIT * 2);
  const items = await Promise.all(
    rows.map(async (row): Promise<HistoryItem | null> => {
      const played_at = row.playedAt.toISOString();
      if (row.kind === "yv") return { kind: "yv", youtube_id: row.youtubeId, relpath: row.relpath, played_at };
      let path: { rootName: string; pathInRoot: string };
      try {
        path = splitMediaPath(row.relpath);
      } catch {
        return null;
      }
      const entry = await findHomeEntryByPath(caller.homeId, path.rootName, path.pathInRoot);
      if (!entry || entry.type === "folder") return null;
      return { ...mediaItem(entry), kind: "lv", played_at };
    }),
  );
  return items.filter((item): item is HistoryItem => item !== null).slice(0, HISTORY_LIMIT);
}
