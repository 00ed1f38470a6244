import "server-only";
import { getConfig } from "../config";
import { log } from "../log";
import { searchDocument } from "../search/text";
import { fetchVideoInfo } from "../youtube/oembed";
import * as q from "./queries";

// A video added while YouTube's metadata could not be fetched (no network, a
// blocked host, a refusal) is saved with an empty title: the pages show a
// placeholder. Listing its category tries again in the background, a few
// videos at a time and each at most once a minute (YOUTUBE_TITLE_RETRY_SECONDS), and the next load shows
// the real title. An empty title is never replaced by the bare id.

const PER_LISTING = 4;
const lastTry = new Map<string, number>();

/** Starts filling in the pending titles of `links` (never waits, never throws). */
export function fillPendingTitles(links: q.LinkRow[], categoryName: string): void {
  const now = Date.now();
  const retryMs = getConfig().youtube.titleRetrySeconds * 1000;
  const due = links.filter((link) => link.title === "" && now - (lastTry.get(link.id) ?? 0) >= retryMs).slice(0, PER_LISTING);
  for (const link of due) {
    lastTry.set(link.id, now);
    void fetchVideoInfo(link.youtubeId)
      .then(async (result) => {
        if (!result.ok) return;
        await q.setPendingTitle(link.id, { ...result.info, searchText: searchDocument(result.info.title, categoryName) });
        lastTry.delete(link.id);
        log.info({ youtubeId: link.youtubeId }, "pending video title filled in");
      })
      .catch((error) => log.warn({ err: error, youtubeId: link.youtubeId }, "pending video title could not be saved"));
  }
}
