"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { PhotoSlideshow } from "@/components/player/PhotoSlideshow";
import { VideoPlayer } from "@/components/player/VideoPlayer";
import { VIDEO_ERROR_MOVE_ON_MS } from "@/components/player/constants";
import { CloseIcon } from "@/components/ui/icons";
import { lensSegments, type LensPlayerBlock } from "./segments";
import styles from "./Lenses.module.css";

export type { LensPlayerBlock };

export type LensPlayerProps = {
  lens: { title: string; description: string; blocks: LensPlayerBlock[] };
  /** The URL a photo block's bytes load from (the owner's stream, or the invite's). */
  photoSrc: (relpath: string) => string;
  /** The URL a video block streams from. */
  videoSrc: (relpath: string) => string;
  /** Invited visitors: no share control. */
  hideShare?: boolean;
  /** The close button (and Escape in the players); none without it. */
  onClose?: () => void;
};

/**
 * Plays a lens's blocks in order: each run of photos as one slideshow, each run
 * of videos in the video player, a block whose file is gone as a placeholder
 * that moves on by itself. The strip below jumps to any block.
 */
export function LensPlayer({ lens, photoSrc, videoSrc, hideShare, onClose }: LensPlayerProps) {
  const t = useTranslations("lens");
  const segments = useMemo(() => lensSegments(lens.blocks), [lens.blocks]);
  const [position, setPosition] = useState({ segment: 0, block: 0, round: 0 });
  const [copied, setCopied] = useState(false);
  const segment = segments[position.segment];
  const last = position.segment >= segments.length - 1;

  const next = useCallback(
    () => setPosition((at) => (at.segment + 1 < segments.length ? { ...at, segment: at.segment + 1, block: segments[at.segment + 1]!.blocks[0]!.index } : at)),
    [segments],
  );

  // A missing file shows its placeholder for a moment, like a video that fails to load, then the lens moves on.
  const missing = segment?.kind === "missing";
  useEffect(() => {
    if (!missing || last) return;
    const timer = window.setTimeout(next, VIDEO_ERROR_MOVE_ON_MS);
    return () => window.clearTimeout(timer);
  }, [missing, last, next, position.segment, position.round]);

  function jumpTo(index: number) {
    const target = segments.findIndex((candidate) => candidate.blocks.some((block) => block.index === index));
    if (target >= 0) setPosition((at) => ({ segment: target, block: index, round: at.round + 1 }));
  }

  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch (error) {
      console.warn("Copy failed", error);
    }
  }

  const key = `${position.segment}-${position.block}-${position.round}`;
  return (
    <section className={styles.lensPlayer} aria-label={lens.title || t("untitled")} data-testid="lens-player" data-segment={position.segment}>
      <header className={styles.lensPlayerHeader}>
        <div className={styles.lensPlayerText}>
          <h1 className={styles.lensPlayerTitle}>{lens.title || t("untitled")}</h1>
          {lens.description && <p className={styles.lensPlayerDescription}>{lens.description}</p>}
        </div>
        {!hideShare && (
          <button type="button" className="button" onClick={share} data-testid="lens-share">
            {copied ? t("linkCopied") : t("share")}
          </button>
        )}
        {onClose && (
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t("closePlayer")} data-testid="lens-close">
            <CloseIcon size={22} />
          </button>
        )}
      </header>

      <div className={styles.lensStage}>
        {!segment && (
          <p className={styles.lensStageNote} data-testid="lens-empty">
            {t("noBlocks")}
          </p>
        )}
        {segment?.kind === "photo" && (
          <PhotoSlideshow
            key={key}
            albumTitle={lens.title || t("untitled")}
            photos={segment.blocks.map((block) => ({ id: block.index, src: photoSrc(block.relpath), thumbnail: "", title: block.title, takenAt: null }))}
            startId={position.block}
            onEnded={last ? undefined : next}
          />
        )}
        {segment?.kind === "video" && (
          <VideoPlayer
            key={key}
            albumKey={`lens:${lens.title}:${segment.blocks[0]!.relpath}`}
            albumTitle={lens.title || t("untitled")}
            videos={segment.blocks.map((block) => ({
              id: block.index,
              src: videoSrc(block.relpath),
              ...(block.hls_url ? { hlsSrc: block.hls_url } : {}),
              thumbnail: "",
              title: block.title,
              duration: null,
              fileId: block.file_id ?? undefined,
            }))}
            startId={position.block}
            onEnded={last ? undefined : next}
          />
        )}
        {missing && (
          <div className={styles.lensMissing} role="status" data-testid="lens-missing">
            <p className={styles.lensMissingTitle}>{segment.blocks[0]!.title}</p>
            <p>{t("missingFile")}</p>
            {!last && (
              <button type="button" className="button" onClick={next}>
                {t("nextBlock")}
              </button>
            )}
          </div>
        )}
      </div>

      {lens.blocks.length > 1 && (
        <ol className={styles.lensStrip} aria-label={t("blocks")}>
          {lens.blocks.map((block, index) => {
            const current = segment?.blocks.some((candidate) => candidate.index === index) ?? false;
            return (
              <li key={`${index}-${block.relpath}`}>
                <button
                  type="button"
                  className={styles.lensStripItem}
                  aria-current={current ? "true" : undefined}
                  data-missing={block.missing ? "true" : undefined}
                  onClick={() => jumpTo(index)}
                  data-testid="lens-strip-item"
                >
                  <span aria-hidden="true">{block.type === "3" ? "▶" : "▣"}</span>
                  <span className={styles.lensStripLabel}>{block.title || t("untitled")}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
