"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { playerHref } from "@/components/collections/api";
import { SEARCH_CLEAR_EVENT, SEARCH_EVENT, SEARCH_RESULTS_EVENT, type SearchRequest, type SearchResults as ResultsDetail } from "@/components/shell/search";
import { PlayIcon } from "@/components/media/icons";
import { formatDuration } from "@/components/media/format";
import { InlineYouTube } from "@/components/player/InlineYouTube";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { runSearch } from "./api";
import { clearCarry, saveCarry, type CarriedResult, type SearchCarry } from "./carry";
import { displayOrder, type SearchKind } from "./order";
import mediaStyles from "@/components/media/media.module.css";
import styles from "./Search.module.css";

/** How long 'No results found' stays (documents: 5 seconds). */
export const NO_RESULTS_MS = 5_000;

type Props = {
  kind: SearchKind;
  /** The page searched from: a carry is restored on it only. */
  page: string;
  /** Tebe view plays links on /tbplay, the home face on /ytplayerdirview. */
  tebeView: boolean;
  carry: SearchCarry | null;
};

const announce = (count: number) => window.dispatchEvent(new CustomEvent<ResultsDetail>(SEARCH_RESULTS_EVENT, { detail: { count } }));

/**
 * The results of the menu bar's search, under its box: a grid of video cards
 * that play inline; a title opens the player, and coming back restores the
 * search (the carry). Nothing found, or a failed search: 'No results found' for 5 s.
 */
export function SearchResults({ kind, page, tebeView, carry }: Props) {
  const t = useTranslations("search");
  const tr = useTranslations("searchResults");
  const router = useRouter();
  const [items, setItems] = useState<CarriedResult[]>(carry?.results ?? []);
  const [query, setQuery] = useState(carry?.query ?? "");
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  const [notice, showNotice] = useTimedMessage();
  const latest = useRef(0);

  useEffect(() => {
    if (carry?.results.length) announce(carry.results.length);
  }, [carry]);

  useEffect(() => {
    const onSearch = async (event: Event) => {
      const request = (event as CustomEvent<SearchRequest>).detail;
      const ticket = ++latest.current;
      setItems([]);
      setPlaying(null);
      setQuery(request.query);
      showNotice(null);
      announce(0);
      setBusy(true);
      let found: CarriedResult[] = [];
      try {
        found = displayOrder(await runSearch(kind, request.query, request.relpath));
      } catch {
        found = [];
      }
      if (ticket !== latest.current) return;
      setBusy(false);
      setItems(found);
      announce(found.length);
      if (!found.length) showNotice({ text: t("noResults"), kind: "info" }, NO_RESULTS_MS);
    };
    const onClear = () => {
      latest.current++;
      setItems([]);
      setBusy(false);
      setPlaying(null);
      showNotice(null);
      clearCarry(sessionStorage);
    };
    window.addEventListener(SEARCH_EVENT, onSearch);
    window.addEventListener(SEARCH_CLEAR_EVENT, onClear);
    return () => {
      window.removeEventListener(SEARCH_EVENT, onSearch);
      window.removeEventListener(SEARCH_CLEAR_EVENT, onClear);
      announce(0);
    };
  }, [kind, t, showNotice]);

  function open(index: number) {
    const item = items[index];
    if (!item) return;
    saveCarry(sessionStorage, { from: page, query, index, results: items });
    if (item.youtube_id) {
      router.push(playerHref(tebeView, { youtube_id: item.youtube_id, file_title: item.title, en_relpath: item.en_relpath, relpath: item.relpath }));
    } else {
      router.push(`/${item.file_type === 2 ? "photo" : "video"}/${item.en_video_relpath}`);
    }
  }

  return (
    <section className={styles.results} aria-label={tr("label")} aria-busy={busy} data-testid="search-results">
      <p className={styles.status} role="status">
        {busy ? (
          tr("searching")
        ) : notice ? (
          <span data-testid="search-no-results">{notice.text}</span>
        ) : items.length ? (
          t("results", { count: items.length })
        ) : (
          ""
        )}
      </p>
      {items.length > 0 && (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li
              key={`${item.en_relpath}:${item.id}`}
              className={mediaStyles.videoCard}
              data-testid="search-result"
              data-kind={item.youtube_id ? "yv" : "lv"}
              data-file-type={item.file_type}
            >
              <div className={`${mediaStyles.videoFrame} ${item.file_type === 2 ? styles.photoFrame : ""}`}>
                {playing === item.id && item.file_type === 3 ? (
                  item.youtube_id ? (
                    <InlineYouTube videoId={item.youtube_id} onEnded={() => setPlaying(null)} />
                  ) : (
                    <video
                      src={`/media_lv_video_root/${item.en_video_relpath}`}
                      poster={item.thumbnail}
                      autoPlay
                      controls
                      playsInline
                      onEnded={() => setPlaying(null)}
                      onError={() => setPlaying(null)}
                      data-testid="inline-video"
                    />
                  )
                ) : (
                  <button
                    type="button"
                    className={mediaStyles.videoPoster}
                    onClick={() => (item.file_type === 3 ? setPlaying(item.id) : open(index))}
                    aria-label={[tr("play", { title: item.title }), formatDuration(item.duration)].filter(Boolean).join(", ")}
                    data-testid="search-result-play"
                  >
                    <Thumbnail src={item.thumbnail} />
                    {item.file_type === 3 && (
                      <span className={mediaStyles.playBadge}>
                        <PlayIcon size={22} />
                      </span>
                    )}
                    {formatDuration(item.duration) && <span className={mediaStyles.duration}>{formatDuration(item.duration)}</span>}
                  </button>
                )}
              </div>
              <button type="button" className={mediaStyles.videoTitle} onClick={() => open(index)} title={item.title} data-testid="search-result-title">
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
