"use client";

import { useTranslations } from "next-intl";
import type { ShownCard } from "@/lib/articles/service";
import { useInlinePlayback } from "@/components/media/InlinePlayback";
import { PlayIcon } from "@/components/media/icons";
import { InlineYouTube } from "@/components/player/InlineYouTube";
import { CloseIcon } from "@/components/ui/icons";
import { Thumbnail } from "@/components/ui/Thumbnail";
import styles from "./articles.module.css";

type CardProps = {
  card: ShownCard;
  /** The card's number on the page: one card plays at a time (InlinePlaybackProvider). */
  playId: number;
  onRemove?: () => void;
};

/**
 * A video card of an article: its thumbnail until clicked, then it plays
 * inline (a video element for a home video, the YouTube player for an online
 * one), like a grid card; it returns to the thumbnail when it ends, when a home
 * video fails (an online one says why in its place) and when another card of
 * the page starts.
 */
export function ArticleVideoCard({ card, playId, onRemove }: CardProps) {
  const t = useTranslations("articles");
  const tv = useTranslations("videos");
  // An online video saved while its title could not be fetched has none yet.
  const title = card.title || tv("titlePending");
  const { playingId, setPlayingId } = useInlinePlayback();
  const playing = playingId === playId;
  const stop = () => {
    if (playing) setPlayingId(null);
  };
  return (
    <li className={styles.card} data-testid="article-card" data-type={card.type} data-playing={playing}>
      <div className={styles.frame}>
        {playing && card.type === "lv" && (
          <video src={card.play_url} poster={card.thumbnail} autoPlay controls playsInline onEnded={stop} onError={stop} data-testid="article-card-video" />
        )}
        {playing && card.type === "yv" && <InlineYouTube videoId={card.media_id} onEnded={stop} testId="article-card-embed" />}
        {!playing && (
          <button
            type="button"
            className={styles.poster}
            onClick={() => setPlayingId(playId)}
            aria-label={t("playCard", { title })}
            data-testid="article-card-play"
          >
            <Thumbnail src={card.thumbnail} placeholderClassName={styles.noPreviewUnderBadge} />
            <span className={styles.playBadge} data-testid="article-card-badge">
              <PlayIcon size={28} />
            </span>
          </button>
        )}
        {onRemove && (
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={t("removeCard", { title })} data-testid="article-card-remove">
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      <span className={styles.cardTitle}>{title}</span>
    </li>
  );
}

/** The cards of one drop box; `firstId` numbers them apart from the other boxes' cards. */
export function CardList({ cards, firstId, onRemove }: { cards: ShownCard[]; firstId: number; onRemove?: (index: number) => void }) {
  return (
    <ul className={styles.cards} data-testid="article-cards">
      {cards.map((card, index) => (
        <ArticleVideoCard key={`${card.key}-${index}`} card={card} playId={firstId + index} onRemove={onRemove ? () => onRemove(index) : undefined} />
      ))}
    </ul>
  );
}
