"use client";

import { useTranslations } from "next-intl";
import { useAddToChannel, useLongPress } from "@/components/channels/AddToChannel";
import { homeMediaLink, useCopyLinkMenu } from "@/components/grid/CopyLinkMenu";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { AddToChannelIcon } from "@/components/ui/icons";
import { ExpandIcon, PlayIcon } from "./icons";
import { formatDuration } from "./format";
import { useGridSource } from "./GridSource";
import { useInlinePlayback } from "./InlinePlayback";
import { InlineVideo } from "./InlineVideo";
import type { DirFile } from "./types";
import styles from "./media.module.css";

type Props = {
  file: DirFile;
  onOpen: (file: DirFile) => void;
  /** The share (0..1) of a partly watched video the viewer has seen: a progress bar on the poster. */
  watched?: number;
};

/**
 * A grid video: its thumbnail until clicked, then it plays inline; it returns
 * to the thumbnail on end or error, and when another card starts. The expand
 * button and the title open it large (the page decides: popup or player).
 */
export function VideoCard({ file, onOpen, watched }: Props) {
  const tResume = useTranslations("resume");
  const t = useTranslations("library");
  const { playingId, setPlayingId } = useInlinePlayback();
  const { homeActions } = useGridSource();
  const copyMenu = useCopyLinkMenu(homeActions ? {} : { enabled: false });
  const tChannel = useTranslations("addToChannel");
  const addToChannel = useAddToChannel();
  const openAddToChannel = homeActions && addToChannel.allowed ? () => addToChannel.open({ link: homeMediaLink(file), title: file.file_title }) : null;
  const longPress = useLongPress(openAddToChannel, (event) => copyMenu.open(event, homeMediaLink(file), file.file_title));
  const playing = playingId === file.id;
  const stop = () => {
    if (playing) setPlayingId(null);
  };
  const open = () => {
    stop();
    onOpen(file);
  };
  const duration = formatDuration(file.duration);
  const watchedLabel = watched === undefined ? null : tResume("watched", { percent: String(Math.round(watched * 100)) });

  return (
    <article
      className={styles.videoCard}
      data-testid="video-card"
      data-id={file.id}
      data-relpath={file.media_name_relpath}
      data-playing={playing}
      {...longPress}
    >
      <div className={styles.videoFrame}>
        {playing ? (
          <InlineVideo file={file} onStop={stop} />
        ) : (
          <button
            type="button"
            className={styles.videoPoster}
            onClick={() => setPlayingId(file.id)}
            // The name holds the visible duration too (WCAG 2.5.3: the visible text is part of the name).
            aria-label={[t("playInline", { name: file.file_title }), duration, watchedLabel].filter(Boolean).join(", ")}
            data-testid="video-card-play"
          >
            <Thumbnail src={file.thumbnail} />
            <span className={styles.playBadge}>
              <PlayIcon size={22} />
            </span>
            {duration && <span className={styles.duration}>{duration}</span>}
            {watched !== undefined && watchedLabel && <WatchedBar share={watched} label={watchedLabel} />}
          </button>
        )}
        <button
          type="button"
          className={styles.cardAction}
          onClick={open}
          aria-label={t("expandVideo", { name: file.file_title })}
          title={t("expandVideo", { name: file.file_title })}
          data-testid="video-card-expand"
        >
          <ExpandIcon size={18} />
        </button>
        {openAddToChannel && (
          <button
            type="button"
            className={`${styles.cardAction} ${styles.cardActionSecond}`}
            onClick={openAddToChannel}
            aria-label={tChannel("actionNamed", { name: file.file_title })}
            title={tChannel("action")}
            data-testid="video-card-add-to-channel"
          >
            <AddToChannelIcon size={18} />
          </button>
        )}
      </div>
      <button type="button" className={styles.videoTitle} onClick={open} title={file.file_title} data-testid="video-card-title">
        {file.file_title}
      </button>
      {copyMenu.element}
    </article>
  );
}

/** How much of a partly watched video the viewer has seen, along the poster's bottom edge (the button's name says it too). */
function WatchedBar({ share, label }: { share: number; label: string }) {
  return (
    <span className={styles.watched} aria-hidden="true" title={label} data-testid="video-card-watched" data-share={share.toFixed(2)}>
      <span className={styles.watchedFill} style={{ width: `${Math.max(2, Math.round(share * 100))}%` }} />
    </span>
  );
}
