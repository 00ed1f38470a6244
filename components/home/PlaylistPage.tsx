"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import type { NowPlaying } from "@/components/channels/ChannelPlayer";
import type { ProgramItem } from "@/components/channels/program";
import { ChevronDownIcon, PlayIcon } from "@/components/ui/icons";
import styles from "./HomePages.module.css";

type Props = {
  /** What the player shows; null until it has told. */
  now: NowPlaying | null;
  channelCount: number;
  onPick: (item: ProgramItem) => void;
  onBackToPlayer: () => void;
};

/** Page 2 of the home page: the playlist of the channel playing on page 1. */
export function PlaylistPage({ now, channelCount, onPick, onBackToPlayer }: Props) {
  const t = useTranslations("homePages");
  const tc = useTranslations("common");
  const titleId = useId();
  const status = now?.status ?? "pending";

  return (
    <section className={styles.playlist} aria-labelledby={titleId} data-testid="home-page-2" data-channel={now?.channel ?? ""}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>
            {t("playlistOf")}
            {now && <span className={styles.position}>{t("channelPosition", { current: now.channelIndex + 1, total: channelCount })}</span>}
          </p>
          <h2 id={titleId} className={styles.title} data-testid="home-playlist-title">
            {now?.channelName ?? "…"}
          </h2>
          {status === "success" && <p className={styles.count}>{t("itemCount", { count: now?.items.length ?? 0 })}</p>}
        </div>
        <button type="button" className={`button ${styles.back}`} onClick={onBackToPlayer} data-testid="home-back-to-player">
          <ChevronDownIcon size={18} className={styles.upArrow} />
          {t("backToPlayer")}
        </button>
      </header>

      {status === "pending" && (
        <p className={styles.note} role="status" data-testid="home-playlist-loading">
          {tc("loading")}
        </p>
      )}
      {status === "error" && (
        <p className={styles.note} role="alert" data-testid="home-playlist-error">
          {t("loadFailed")}
        </p>
      )}
      {status === "success" && now && now.items.length === 0 && (
        <p className={styles.note} data-testid="home-playlist-empty">
          {t("empty")}
        </p>
      )}
      {status === "success" && now && now.items.length > 0 && (
        <ol className={styles.items} data-testid="home-playlist">
          {now.items.map((item, index) => (
            <li key={item.id}>
              <PlaylistItem item={item} index={index} current={item.id === now.currentId} onPick={onPick} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PlaylistItem({ item, index, current, onPick }: { item: ProgramItem; index: number; current: boolean; onPick: (item: ProgramItem) => void }) {
  const t = useTranslations("homePages");
  const title = item.title || t("untitled");
  const kind = item.kind === "photo" ? t("kindPhoto") : item.kind === "youtube" ? t("kindYoutube") : t("kindVideo");
  return (
    <button
      type="button"
      className={styles.item}
      aria-current={current ? "true" : undefined}
      aria-label={t("playItem", { title })}
      onClick={() => onPick(item)}
      data-testid="home-playlist-item"
      data-item={item.id}
      data-kind={item.kind}
    >
      <span className={styles.thumb}>
        {item.thumbnail ? <img src={item.thumbnail} alt="" loading="lazy" /> : <span className={styles.thumbFallback} aria-hidden="true" />}
        <span className={styles.thumbPlay} aria-hidden="true">
          <PlayIcon size={26} />
        </span>
        {current && (
          <span className={styles.nowBadge} data-testid="home-playlist-now">
            {t("nowPlaying")}
          </span>
        )}
      </span>
      <span className={styles.itemText}>
        <span className={styles.itemTitle} title={title}>
          {title}
        </span>
        <span className={styles.itemKind} data-kind={item.kind}>
          <span className={styles.itemNumber}>{index + 1}</span> · {kind}
        </span>
      </span>
    </button>
  );
}
