import "server-only";
import { getConfig } from "../config";
import { log } from "../log";
import { fetchVideoInfo } from "./oembed";

// An article card of an online video saved while YouTube's metadata could not
// be fetched keeps an empty title (the pages show the placeholder). Showing
// it asks YouTube again in the background, each video at most once a minute
// (YOUTUBE_TITLE_RETRY_SECONDS); the title learned is shown from then on, and
// saving the article in the editor stores it.

/** Videos remembered in each map (learned titles, last tries); the oldest goes first. */
const REMEMBERED = 1000;
const learned = new Map<string, string>();
const lastTry = new Map<string, number>();

/** The title learned for `youtubeId` since it was saved without one, or "" while it is still pending (never waits, never throws). */
export function learnedTitle(youtubeId: string): string {
  const known = learned.get(youtubeId);
  if (known !== undefined) return known;
  const now = Date.now();
  if (now - (lastTry.get(youtubeId) ?? 0) < getConfig().youtube.titleRetrySeconds * 1000) return "";
  if (lastTry.size >= REMEMBERED) lastTry.delete(lastTry.keys().next().value!);
  lastTry.set(youtubeId, now);
  void fetchVideoInfo(youtubeId).then((result) => {
    if (!result.ok) return;
    lastTry.delete(youtubeId);
    if (learned.size >= REMEMBERED) learned.delete(learned.keys().next().value!);
    learned.set(youtubeId, result.info.title);
    log.info({ youtubeId }, "pending card title learned");
  });
  return "";
}
