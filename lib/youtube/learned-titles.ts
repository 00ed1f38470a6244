import "server-only";
import { LRUCache } from "lru-cache";
import { getConfig } from "../config";
import { log } from "../log";
import { fetchVideoInfo } from "./oembed";

// An article card of an online video saved while YouTube's metadata could not
// be fetched keeps an empty title (the pages show the placeholder). Showing
// it asks YouTube again in the background, each video at most once a minute
// (YOUTUBE_TITLE_RETRY_SECONDS); the title learned is shown from then on, and
// saving the article in the editor stores it.

/** Videos remembered (learned titles, recent tries); the least recently used go first. */
const REMEMBERED = 1000;
const learned = new LRUCache<string, string>({ max: REMEMBERED });
/** Videos asked about within the retry time, each kept that long. */
const recentlyTried = new LRUCache<string, true>({ max: REMEMBERED });

/** The title learned for `youtubeId` since it was saved without one, or "" while it is still pending (never waits, never throws). */
export function learnedTitle(youtubeId: string): string {
  const known = learned.get(youtubeId);
  if (known !== undefined) return known;
  if (recentlyTried.has(youtubeId)) return "";
  recentlyTried.set(youtubeId, true, { ttl: getConfig().youtube.titleRetrySeconds * 1000 });
  void fetchVideoInfo(youtubeId).then((result) => {
    if (!result.ok) return;
    recentlyTried.delete(youtubeId);
    learned.set(youtubeId, result.info.title);
    log.info({ youtubeId }, "pending card title learned");
  });
  return "";
}
