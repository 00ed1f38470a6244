import type { Caller } from "../auth/session";
import { dirFilesRoot, PAGE_SIZE, type DirFile, type MediaRootSummary } from "./browse";
import { lastPlayedEntry, mediaItem } from "./player";

// GET /api_myfilex/initdirview: the state the directory view starts in. The
// view is in one of three states (a folder view, a playing photo, a playing
// video; opening one clears the others) or at the directory home, where it
// starts: no folder, photo or video open, the home's media roots to show as
// sections, the last played file to offer resuming, and the page size of
// dirfilesall.

export type DirViewState = {
  /** The open folder's media relpath; null: the directory home (every media root). */
  folder: string | null;
  /** The playing photo's or video's media relpath; null at start. */
  photo: string | null;
  video: string | null;
  media_roots: MediaRootSummary[];
  last_played: DirFile | null;
  page_size: number;
};

export async function initDirView(caller: Caller): Promise<DirViewState> {
  const [mediaRoots, last] = await Promise.all([dirFilesRoot(caller), lastPlayedEntry(caller)]);
  return { folder: null, photo: null, video: null, media_roots: mediaRoots, last_played: last ? mediaItem(last) : null, page_size: PAGE_SIZE };
}
