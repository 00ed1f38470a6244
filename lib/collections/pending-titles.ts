import "server-only";
import { LRUCache } from "lru-cache";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { getConfig } from "../config";
import type { Locale } from "../i18n/locale";
import { log } from "../log";
import { searchDocument } from "../search/text";
import { fetchVideoInfo } from "../youtube/oembed";
import * as q from "./queries";

// A video added while YouTube's metadata could not be fetched (no network, a
// blocked host, a refusal) is saved with an empty title: the pages show a
// placeholder. Listing its category tries again in the background, a few
// videos at a time and each at most once a minute (YOUTUBE_TITLE_RETRY_SECONDS), and the next load shows
// the real title. An empty title is never replaced by the bare id: every
// reply that names a link (search, channels) gives it shownTitle, the pages'
// placeholder sentence in the caller's language.

const PER_LISTING = 4;
const PLACEHOLDERS: Record<Locale, string> = { en: en.videos.titlePending, zh: zh.videos.titlePending };

/** A link's title as a reply shows it: a pending (empty) one is the placeholder, never the id, 'Untitled' or "". */
export function shownTitle(title: string, locale: Locale): string {
  return title || PLACEHOLDERS[locale];
}

/** Links tried within the retry time, each kept that long; at most 1,000, the least recently used go first. */
const recentlyTried = new LRUCache<string, true>({ max: 1000 });

/** Starts filling in the pending titles of `links` (never waits, never throws). */
export function fillPendingTitles(links: q.LinkRow[], categoryName: string): void {
  const ttl = getConfig().youtube.titleRetrySeconds * 1000;
  const due = links.filter((link) => link.title === "" && !recentlyTried.has(link.id)).slice(0, PER_LISTING);
  for (const link of due) {
    recentlyTried.set(link.id, true, { ttl });
    void fetchVideoInfo(link.youtubeId)
      .then(async (result) => {
        if (!result.ok) return;
        await q.setPendingTitle(link.id, { ...result.info, searchText: searchDocument(result.info.title, categoryName) });
        recentlyTried.delete(link.id);
        log.info({ youtubeId: link.youtubeId }, "pending video title filled in");
      })
      .catch((error) => log.warn({ err: error, youtubeId: link.youtubeId }, "pending video title could not be saved"));
  }
}
